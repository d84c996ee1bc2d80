// Fee accounts (issue 53, decision 073): opened once per admitted student
// from the plan in force, then only ever added to. The state a screen shows
// is derived by domain/money/fee-account.ts from all of an account's entries.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import {
  admissions,
  feeAccounts,
  feeEntries,
  feeOpenAccounts,
  feeOpenInstalments,
  feePlans,
  intakes,
  receipts,
  registrations,
} from '../../../db/schema';
import { allocate, type AccountState } from '../../../domain/money/fee-account';
import { openCharges, type FeePlanLine } from '../../../domain/money/fee-plan';
import { type CourseMode, type Program } from '../../../domain/vocabulary';
import { catalogueCourse } from '../content/offered';
import { staffName } from '../money/receipts';

/** India's date of a moment, YYYY-MM-DD. */
export const indiaDateOf = (at: Date) => new Date(at.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);

export type FeePlanRow = typeof feePlans.$inferSelect;
export type FeeAccountRow = typeof feeAccounts.$inferSelect;
export type FeeEntryRow = typeof feeEntries.$inferSelect;

/**
 * The plan in force for a course in a mode and batch: the newest saved for
 * this batch, else for this course, else for the course's program. A plan for
 * a batch may name its course or its program.
 */
export function planInForce(
  db: Handle,
  choice: { courseCode: string; program?: Program | null; courseMode: CourseMode; intakeId: number | null },
): FeePlanRow | null {
  const program = choice.program ?? catalogueCourse(db, choice.courseCode)?.program ?? null;
  if (!program) return null;
  const candidates = db
    .select()
    .from(feePlans)
    .where(
      and(
        eq(feePlans.program, program),
        eq(feePlans.courseMode, choice.courseMode),
        or(isNull(feePlans.courseCode), eq(feePlans.courseCode, choice.courseCode)),
        or(isNull(feePlans.intakeId), choice.intakeId === null ? sql`0` : eq(feePlans.intakeId, choice.intakeId)),
      ),
    )
    .orderBy(desc(feePlans.id))
    .all();
  const rank = (plan: FeePlanRow) => (plan.intakeId !== null ? 2 : 0) + (plan.courseCode !== null ? 1 : 0);
  return candidates.reduce<FeePlanRow | null>((best, plan) => (best === null || rank(plan) > rank(best) ? plan : best), null);
}

/** The live receipt of a registration's or admission's fee, if it has one. */
const liveReceiptOf = (db: Handle, recordType: 'registration' | 'admission', recordId: number) =>
  db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.recordType, recordType), eq(receipts.recordId, recordId), isNull(receipts.cancelledAt)))
    .get()?.id ?? null;

/**
 * Opens the admission's account from the plan in force, in the caller's
 * transaction, with the registration and admission fees already paid as its
 * first two payments (their receipts are those the fees already have). Returns
 * the account, the one already open, or null where no plan applies: an
 * install without plans goes on as before.
 */
export function openAccount(db: Handle, admissionId: number, userId: number | null, at = new Date()): FeeAccountRow | null {
  const open = db.select().from(feeAccounts).where(eq(feeAccounts.admissionId, admissionId)).get();
  if (open) return open;
  const row = db
    .select({
      admissionFee: admissions.admissionFee,
      admissionMethod: admissions.paymentMethod,
      admissionUtr: admissions.utr,
      language: admissions.language,
      registrationId: registrations.id,
      registrationFee: registrations.registrationFee,
      registrationMethod: registrations.paymentMethod,
      registrationUtr: registrations.utr,
      program: registrations.program,
      courseCode: registrations.courseCode,
      courseMode: registrations.courseMode,
      centre: registrations.centre,
      intakeId: registrations.intakeId,
      startsAt: intakes.startsAt,
    })
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .leftJoin(intakes, eq(intakes.id, registrations.intakeId))
    .where(eq(admissions.id, admissionId))
    .get();
  if (!row) return null;
  const plan = planInForce(db, row);
  if (!plan) return null;
  const admittedOn = indiaDateOf(at);
  const charges = openCharges(
    { totalPaise: plan.totalPaise, lines: plan.lines },
    {
      registrationPaise: row.registrationFee * 100,
      admissionPaise: row.admissionFee * 100,
      admittedOn,
      startsOn: row.startsAt ? indiaDateOf(row.startsAt) : admittedOn,
    },
  );
  if (!charges) return null;
  const account = db
    .insert(feeAccounts)
    .values({
      admissionId,
      planId: plan.id,
      centre: row.centre,
      courseCode: row.courseCode,
      courseMode: row.courseMode,
      intakeId: row.intakeId,
      language: row.language,
      openedAt: at,
    })
    .returning()
    .get();
  const userName = staffName(db, userId);
  for (const charge of charges) {
    db.insert(feeEntries)
      .values({
        accountId: account.id,
        kind: 'charge',
        amountPaise: charge.amountPaise,
        line: charge.kind,
        label: charge.label,
        labelHi: charge.labelHi,
        dueOn: charge.dueOn,
        userId,
        userName,
        createdAt: at,
      })
      .run();
  }
  // The two fees were paid (and verified) before the account existed; their UTRs
  // stay on their records (a cash marker is no UTR), so the account's UTR index
  // never meets them twice.
  const paidBefore = [
    {
      amount: row.registrationFee,
      method: row.registrationMethod,
      receiptId: liveReceiptOf(db, 'registration', row.registrationId),
    },
    { amount: row.admissionFee, method: row.admissionMethod, receiptId: liveReceiptOf(db, 'admission', admissionId) },
  ];
  for (const fee of paidBefore) {
    if (fee.amount <= 0) continue;
    db.insert(feeEntries)
      .values({
        accountId: account.id,
        kind: 'payment',
        amountPaise: fee.amount * 100,
        method: fee.method,
        receiptId: fee.receiptId,
        reason: 'Paid before the account opened',
        userId,
        userName,
        createdAt: at,
      })
      .run();
  }
  refreshOpenInstalments(db, account.id);
  return account;
}

/**
 * Rewrites the account's open instalments and its one open-account row (the
 * dues list's projections) from its entries. Called in the transaction of
 * every entry written to it.
 */
export function refreshOpenInstalments(db: Handle, accountId: number) {
  const account = db.select().from(feeAccounts).where(eq(feeAccounts.id, accountId)).get();
  if (!account) return;
  db.delete(feeOpenInstalments).where(eq(feeOpenInstalments.accountId, accountId)).run();
  db.delete(feeOpenAccounts).where(eq(feeOpenAccounts.accountId, accountId)).run();
  const open = stateOf(entriesOf(db, accountId), '0000-01-01').instalments.filter((row) => row.openPaise > 0);
  if (open.length === 0) return;
  const where = { accountId, centre: account.centre, courseCode: account.courseCode, intakeId: account.intakeId };
  db.insert(feeOpenInstalments)
    .values(open.map((row) => ({ ...where, chargeId: row.id, dueOn: row.dueOn, openPaise: row.openPaise })))
    .run();
  db.insert(feeOpenAccounts)
    .values({
      ...where,
      oldestDueOn: open.reduce((oldest, row) => (row.dueOn < oldest ? row.dueOn : oldest), open[0]!.dueOn),
      openPaise: open.reduce((sum, row) => sum + row.openPaise, 0),
    })
    .run();
}

/**
 * Opens the accounts of admitted students who have none while a plan applies
 * to them (an install that adds plans later, a student admitted before): at
 * start-up and after a plan is saved. Each in its own transaction.
 */
export function openMissingAccounts(db: Handle): number {
  const waiting = db
    .select({ id: admissions.id })
    .from(admissions)
    .leftJoin(feeAccounts, eq(feeAccounts.admissionId, admissions.id))
    .where(and(eq(admissions.status, 'APPROVED'), isNull(feeAccounts.id)))
    .all();
  let opened = 0;
  for (const { id } of waiting) {
    if (db.transaction((tx) => openAccount(tx, id, null))) opened++;
  }
  return opened;
}

/** An account's entries in the order they were written. */
export const entriesOf = (db: Handle, accountId: number): FeeEntryRow[] =>
  db.select().from(feeEntries).where(eq(feeEntries.accountId, accountId)).orderBy(asc(feeEntries.id)).all();

/** The account's state from its entries (a requested refund counts only once confirmed). */
export function stateOf(entries: readonly FeeEntryRow[], today: string): AccountState {
  return allocate(
    entries
      .filter((entry) => entry.kind === 'charge')
      .map((entry) => ({ id: entry.id, dueOn: entry.dueOn!, amountPaise: entry.amountPaise })),
    entries.flatMap((entry) =>
      entry.kind === 'charge' || entry.kind === 'refund-request' ? [] : [{ kind: entry.kind, amountPaise: entry.amountPaise }],
    ),
    today,
  );
}

export type { FeePlanLine };
