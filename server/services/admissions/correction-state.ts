// Where a registration stands with corrections (decision 048), read only: the
// latest correction row, whether it is asked, answered or past its deadline,
// and the rule that a registration waiting for its applicant's answer is not
// rejected before the deadline. Kept apart from corrections.ts (the writes)
// so the status rule and the applicant's notice can read it without a cycle.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DB } from '../../../db/client';
import { corrections } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { correctionFields, correctionStaffMessages, type CorrectionField } from '../../../domain/schemas/correction';
import { fill } from '../../../domain/schemas/refusals';
import { registrationFileFields, type RegistrationFileField } from '../../../domain/schemas/documents';

export type CorrectionRow = typeof corrections.$inferSelect;

/**
 * requested: asked, not answered, deadline ahead; expired: asked, not
 * answered, deadline passed; corrected: answered (back in staff's queue).
 */
export type CorrectionStage = 'requested' | 'expired' | 'corrected';

/** The status history's names of a correction's two moves (status_events.to_status). */
export const correctionEvents = { requested: 'CORRECTION_REQUESTED', answered: 'CORRECTED' } as const;

export function latestCorrection(db: Pick<DB, 'select'>, registrationId: number): CorrectionRow | undefined {
  return db
    .select()
    .from(corrections)
    .where(eq(corrections.registrationId, registrationId))
    .orderBy(desc(corrections.id))
    .limit(1)
    .get();
}

export function stageOf(row: Pick<CorrectionRow, 'answeredAt' | 'deadlineAt'>, now = Date.now()): CorrectionStage {
  if (row.answeredAt) return 'corrected';
  return row.deadlineAt.getTime() > now ? 'requested' : 'expired';
}

const listOf = <T extends string>(json: string, allowed: readonly T[]): T[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((value): value is T => allowed.includes(value as T)) : [];
  } catch {
    return [];
  }
};

/** What a correction asks for, read from its row. */
export function askedOf(row: Pick<CorrectionRow, 'documents' | 'fields'>): {
  documents: RegistrationFileField[];
  fields: CorrectionField[];
} {
  return { documents: listOf(row.documents, registrationFileFields), fields: listOf(row.fields, correctionFields) };
}

/** A day as the applicant and staff read it, India time: 2 December 2026. */
export function deadlineText(deadline: Date, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  return deadline.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

/**
 * A registration whose correction is still awaited is not rejected before the
 * deadline: the applicant was promised that time. Afterwards it may be.
 */
export function refuseRejectWhileCorrectionOpen(db: Pick<DB, 'select'>, registrationId: number, now = Date.now()): void {
  const open = db
    .select({ deadlineAt: corrections.deadlineAt })
    .from(corrections)
    .where(
      and(
        eq(corrections.registrationId, registrationId),
        sql`${corrections.answeredAt} is null`,
        sql`${corrections.deadlineAt} > ${now}`,
      ),
    )
    .orderBy(desc(corrections.id))
    .limit(1)
    .get();
  if (open) {
    throw new AppError('CONFLICT', fill(correctionStaffMessages.rejectWhileOpen, { deadline: deadlineText(open.deadlineAt) }));
  }
}

// The list's columns: the latest correction's stage and deadline, by the
// outer row's id (named with its table, as payment-state.ts does).
const latestOf = (column: string) =>
  sql.raw(`(select c.${column} from corrections c where c.registration_id = "registrations"."id" order by c.id desc limit 1)`);

/** 'requested', 'corrected' or null (never asked); an expired one reads 'requested' with its past deadline. */
export const correctionColumn = () =>
  sql<
    'requested' | 'corrected' | null
  >`(case when ${latestOf('id')} is null then null when ${latestOf('answered_at')} is null then 'requested' else 'corrected' end)`;

/** The latest correction's deadline (ms), or null. */
export const correctionDeadlineColumn = () => sql<number | null>`${latestOf('deadline_at')}`;

export interface CorrectionEntry {
  id: number;
  documents: RegistrationFileField[];
  fields: CorrectionField[];
  remark: string;
  deadlineAt: Date;
  createdAt: Date;
  answeredAt: Date | null;
  stage: CorrectionStage;
  /** The corrected fields' values before the applicant changed them. */
  previousValues: Record<string, string>;
}

/** Every correction of a registration, oldest first, for staff's screen. */
export function correctionsOf(db: Pick<DB, 'select'>, registrationId: number): CorrectionEntry[] {
  return db
    .select()
    .from(corrections)
    .where(eq(corrections.registrationId, registrationId))
    .orderBy(corrections.id)
    .all()
    .map((row) => ({
      id: row.id,
      ...askedOf(row),
      remark: row.remark,
      deadlineAt: row.deadlineAt,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      stage: stageOf(row),
      previousValues: row.previousValues ? (JSON.parse(row.previousValues) as Record<string, string>) : {},
    }));
}
