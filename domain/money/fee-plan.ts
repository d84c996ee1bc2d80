// A fee plan (issue 53, decision 073): what a course costs in one mode, and
// when each part falls due. Staff keep plans; a plan is opened into a
// student's charges once, at admission, and later edits of the plan never
// change an account already opened. Pure.
import { z } from 'zod';
import { courseModes, programs } from '../vocabulary';
import type { FeeLineKind } from './fee-account';

/**
 * One line of a plan. The registration and admission lines take the amount
 * the applicant was charged on their record (the settings' fee at the time);
 * an instalment is an amount or a share (basis points, 5000 = 50%) of what
 * the course fee leaves after the admission fee, and falls due a number of
 * days after the batch starts or on a fixed date.
 */
export interface FeePlanLine {
  kind: FeeLineKind;
  label: string;
  labelHi: string;
  amountPaise?: number;
  shareBp?: number;
  dueDays?: number;
  dueOn?: string;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.');

export const feePlanLineSchema = z
  .object({
    kind: z.enum(['registration', 'admission', 'instalment']),
    label: z.string().trim().min(1, 'Enter the line’s name.').max(60),
    labelHi: z.string().trim().min(1, 'Enter the line’s Hindi name.').max(60),
    amountPaise: z.number().int().positive().optional(),
    shareBp: z.number().int().min(1).max(10_000).optional(),
    dueDays: z.number().int().min(-365).max(1_095).optional(),
    dueOn: isoDate.optional(),
  })
  .refine((line) => line.kind !== 'instalment' || (line.amountPaise === undefined) !== (line.shareBp === undefined), {
    message: 'An instalment has an amount or a share, not both.',
  })
  .refine((line) => line.kind !== 'instalment' || (line.dueDays === undefined) !== (line.dueOn === undefined), {
    message: 'An instalment is due some days after the batch starts or on a date, not both.',
  });

export const feePlanInput = z
  .object({
    /** A plan for one course; without it, for every course of the program that has no plan of its own. */
    courseCode: z.string().trim().toUpperCase().max(12).optional(),
    program: z.enum(programs.values),
    courseMode: z.enum(courseModes.values),
    /** Only for this batch. */
    intakeId: z.number().int().positive().optional(),
    /** The course fee (the admissions page's fee table), rupees. */
    totalRupees: z.number().int().positive('Enter the course fee.').max(10_00_000),
    lines: z.array(feePlanLineSchema).min(3).max(24),
  })
  .refine((plan) => plan.lines[0]?.kind === 'registration' && plan.lines[1]?.kind === 'admission', {
    message: 'The registration fee and the admission fee are the first two lines.',
    path: ['lines'],
  })
  .refine((plan) => plan.lines.slice(2).every((line) => line.kind === 'instalment'), {
    message: 'After the two fees, every line is an instalment.',
    path: ['lines'],
  })
  .refine(
    (plan) => {
      const shares = plan.lines.filter((line) => line.shareBp !== undefined);
      return shares.length === 0 || shares.reduce((sum, line) => sum + line.shareBp!, 0) === 10_000;
    },
    { message: 'The shares of the instalments add up to 100%.', path: ['lines'] },
  );
export type FeePlanInput = z.infer<typeof feePlanInput>;

export interface OpenedCharge {
  kind: FeeLineKind;
  label: string;
  labelHi: string;
  amountPaise: number;
  dueOn: string;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The charges a plan opens for one student. `startsOn` is the batch's start
 * (or the day of admission where the course has no batches). The instalments
 * share what the course fee leaves after the admission fee: fixed amounts as
 * written, the rest by shares, the last share taking the rounding's paise, so
 * the charges always add up to the course fee plus the registration fee.
 * Returns null when the fixed amounts alone exceed what is left (a plan the
 * fees in settings have outgrown: staff must mend it).
 */
export function openCharges(
  plan: { totalPaise: number; lines: readonly FeePlanLine[] },
  fees: { registrationPaise: number; admissionPaise: number; admittedOn: string; startsOn: string },
): OpenedCharge[] | null {
  const rest = plan.totalPaise - fees.admissionPaise;
  const instalments = plan.lines.filter((line) => line.kind === 'instalment');
  const fixed = instalments.reduce((sum, line) => sum + (line.amountPaise ?? 0), 0);
  const shared = rest - fixed;
  if (shared < 0) return null;
  const shareLines = instalments.filter((line) => line.shareBp !== undefined);
  if (shareLines.length === 0 && shared !== 0) return null;
  let sharedLeft = shared;
  const charges: OpenedCharge[] = [];
  for (const line of plan.lines) {
    const base = { kind: line.kind, label: line.label, labelHi: line.labelHi };
    if (line.kind === 'registration') {
      charges.push({ ...base, amountPaise: fees.registrationPaise, dueOn: fees.admittedOn });
      continue;
    }
    if (line.kind === 'admission') {
      charges.push({ ...base, amountPaise: fees.admissionPaise, dueOn: fees.admittedOn });
      continue;
    }
    let amountPaise = line.amountPaise ?? 0;
    if (line.shareBp !== undefined) {
      const last = line === shareLines[shareLines.length - 1];
      amountPaise = last ? sharedLeft : Math.floor((shared * line.shareBp) / 10_000);
      sharedLeft -= amountPaise;
    }
    const dueOn = line.dueOn ?? addDays(fees.startsOn, line.dueDays ?? 0);
    charges.push({ ...base, amountPaise, dueOn });
  }
  return charges.filter((charge) => charge.amountPaise > 0);
}
