// What staff read of fee accounts (issue 53): one student's ledger, the dues
// list, the day's and month's collection by mode. Every list filters by the
// reader's centres in its own query (decision 068).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import {
  admissions,
  feeAccounts,
  feeEntries,
  feeOpenInstalments,
  feePaymentClaims,
  receipts,
  registrations,
  statementLines,
} from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { CentreScope } from '../../../domain/staff';
import type { CentreId, CourseMode } from '../../../domain/vocabulary';
import { receiptLabel } from '../money/receipts';
import { confirmationsOf } from '../money/two-hands';
import { indiaDateOf, stateOf } from './accounts';
import { daysBetween, type AccountState, type InstalmentState } from '../../../domain/money/fee-account';

export interface LedgerLine {
  id: number;
  kind: string;
  amountPaise: number;
  at: Date;
  label: string | null;
  labelHi: string | null;
  dueOn: string | null;
  method: string | null;
  utr: string | null;
  reason: string | null;
  /** A payment's receipt, a confirmed refund's or a write-off's number. */
  number: string | null;
  by: string;
  /** A refund request (before decision 077), a refund or a write-off: whether (and by whom) it was confirmed. */
  confirmedBy?: string | null;
  /** Confirmed by the person who asked, nobody else holding the permission (decision 077). */
  confirmedAlone?: boolean;
}

export interface ClaimRow {
  id: number;
  utr: string;
  amountPaise: number;
  at: Date;
  /** A payment with this UTR is on the account. */
  settled: boolean;
  /** What an imported statement line of this UTR shows arrived (null: none yet); unlike amountPaise, "amount differs". */
  linePaise: number | null;
}

/** What an imported statement line with this UTR shows arrived, or null (no statement has it yet). */
export const linePaiseOf = (db: Handle, utr: string): number | null =>
  db.select({ amount: statementLines.amountPaise }).from(statementLines).where(eq(statementLines.utr, utr)).get()?.amount ?? null;

/** The claims of an account, oldest first, each with whether its payment is on the account. */
export function claimsOf(db: Handle, accountId: number): ClaimRow[] {
  const paid = new Set(
    db
      .select({ utr: feeEntries.utr })
      .from(feeEntries)
      .where(and(eq(feeEntries.accountId, accountId), eq(feeEntries.kind, 'payment')))
      .all()
      .map((row) => row.utr),
  );
  return db
    .select()
    .from(feePaymentClaims)
    .where(eq(feePaymentClaims.accountId, accountId))
    .orderBy(feePaymentClaims.id)
    .all()
    .map((row) => ({
      id: row.id,
      utr: row.utr,
      amountPaise: row.amountPaise,
      at: row.createdAt,
      settled: paid.has(row.utr),
      linePaise: paid.has(row.utr) ? null : linePaiseOf(db, row.utr),
    }));
}

export interface Ledger {
  accountId: number;
  admissionId: number;
  referenceId: string;
  registrationReferenceId: string;
  name: string;
  courseCode: string;
  courseName: string;
  courseMode: CourseMode;
  centre: CentreId;
  language: 'en' | 'hi';
  openedAt: Date;
  today: string;
  lines: LedgerLine[];
  /** UPI payments the student says they made, from the look-up: staff confirm each seen in the bank. */
  claims: ClaimRow[];
  instalments: (InstalmentState & { label: string; labelHi: string })[];
  state: Omit<AccountState, 'instalments' | 'next'>;
  next: (InstalmentState & { label: string; labelHi: string }) | null;
}

/** The account of an admission, or null (no plan applied, or not admitted). */
export const accountIdOfAdmission = (db: Handle, admissionId: number): number | null =>
  db.select({ id: feeAccounts.id }).from(feeAccounts).where(eq(feeAccounts.admissionId, admissionId)).get()?.id ?? null;

/** The account of an admission named by its reference id (ADM-…), at the reader's centres; null otherwise. */
export function accountIdOfReference(db: Handle, scope: CentreScope, referenceId: string): number | null {
  const row = db
    .select({ id: feeAccounts.id, centre: feeAccounts.centre })
    .from(feeAccounts)
    .innerJoin(admissions, eq(admissions.id, feeAccounts.admissionId))
    .where(eq(admissions.referenceId, referenceId.trim().toUpperCase()))
    .get();
  return row && (scope === 'all' || scope.includes(row.centre)) ? row.id : null;
}

/** One student's ledger: every entry in order, each instalment's state, the totals. */
export function ledgerOf(db: Handle, accountId: number, now = new Date()): Ledger {
  const head = db
    .select({
      account: feeAccounts,
      referenceId: admissions.referenceId,
      name: admissions.name,
      registrationReferenceId: registrations.referenceId,
      courseName: registrations.courseName,
    })
    .from(feeAccounts)
    .innerJoin(admissions, eq(admissions.id, feeAccounts.admissionId))
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .where(eq(feeAccounts.id, accountId))
    .get();
  if (!head) throw new AppError('NOT_FOUND', 'No fee account with this id.');
  const entries = db.select().from(feeEntries).where(eq(feeEntries.accountId, accountId)).orderBy(feeEntries.id).all();
  const paymentIds = entries.filter((e) => e.kind === 'payment').map((e) => e.id);
  const receiptIds = entries.flatMap((e) => (e.receiptId ? [e.receiptId] : []));
  const receiptRows = db
    .select({
      id: receipts.id,
      recordType: receipts.recordType,
      recordId: receipts.recordId,
      financialYear: receipts.financialYear,
      number: receipts.number,
    })
    .from(receipts)
    .where(
      sql`(${receipts.recordType} = 'fee-payment' and ${inArray(receipts.recordId, paymentIds.length ? paymentIds : [-1])}) or ${inArray(
        receipts.id,
        receiptIds.length ? receiptIds : [-1],
      )}`,
    )
    .all();
  const receiptOf = (entry: (typeof entries)[number]) => {
    const row = receiptRows.find((r) =>
      entry.receiptId ? r.id === entry.receiptId : r.recordType === 'fee-payment' && r.recordId === entry.id,
    );
    return row ? receiptLabel(row.financialYear, row.number) : null;
  };
  const confirmations = new Map(entries.filter((e) => e.kind === 'refund').map((e) => [e.confirms, e.userName]));
  const twoHands = confirmationsOf(
    db,
    entries.flatMap((e) => (e.moneyRequestId ? [e.moneyRequestId] : [])),
  );
  const today = indiaDateOf(now);
  const { instalments, next, ...state } = stateOf(entries, today);
  const wordsOf = new Map(
    entries.filter((e) => e.kind === 'charge').map((e) => [e.id, { label: e.label ?? '', labelHi: e.labelHi ?? '' }]),
  );
  const withWords = (row: InstalmentState) => ({ ...row, ...wordsOf.get(row.id)! });
  return {
    accountId,
    admissionId: head.account.admissionId,
    referenceId: head.referenceId,
    registrationReferenceId: head.registrationReferenceId,
    name: head.name,
    courseCode: head.account.courseCode,
    courseName: head.courseName,
    courseMode: head.account.courseMode,
    centre: head.account.centre,
    language: head.account.language,
    openedAt: head.account.openedAt,
    today,
    lines: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountPaise: entry.amountPaise,
      at: entry.createdAt,
      label: entry.label,
      labelHi: entry.labelHi,
      dueOn: entry.dueOn,
      method: entry.method,
      utr: entry.utr,
      reason: entry.reason,
      number:
        entry.kind === 'payment'
          ? receiptOf(entry)
          : entry.number !== null && entry.financialYear !== null
            ? `${entry.kind === 'refund' ? 'R' : 'W'}-${receiptLabel(entry.financialYear, entry.number)}`
            : null,
      by: entry.userName,
      ...(entry.kind === 'refund-request' ? { confirmedBy: confirmations.get(entry.id) ?? null } : {}),
      ...(entry.moneyRequestId
        ? {
            confirmedBy: twoHands.get(entry.moneyRequestId)?.by ?? null,
            confirmedAlone: twoHands.get(entry.moneyRequestId)?.alone ?? false,
          }
        : {}),
    })),
    claims: claimsOf(db, accountId),
    instalments: instalments.map(withWords),
    state,
    next: next ? withWords(next) : null,
  };
}

export interface DuesQuery {
  /** Only instalments at least this many days past due (0: due today or earlier). */
  minDaysOverdue?: number;
  courseCode?: string;
  intakeId?: number;
  centre?: CentreId;
  limit?: number;
  offset?: number;
}

export interface DuesRow {
  accountId: number;
  admissionId: number;
  referenceId: string;
  name: string;
  mobile: string;
  courseCode: string;
  centre: CentreId;
  intakeId: number | null;
  /** Open on instalments due (at least minDaysOverdue days ago). */
  duePaise: number;
  /** The account's whole balance (what is still owed beyond the due part too). */
  balancePaise: number;
  /** Days past the oldest open due instalment. */
  daysOverdue: number;
  oldestDueOn: string;
}

/**
 * Students who owe money now, most overdue first, then the largest balance:
 * the balance, never the total (Fedena #25). An account owes by the cut-off
 * when its oldest open instalment is due by then, so the page and its count
 * are index ranges of fee_open_accounts (decision 079); only the page's own
 * accounts are summed for what is due by the cut-off.
 */
export function duesList(db: Handle, scope: CentreScope, query: DuesQuery, now = new Date()): { rows: DuesRow[]; total: number } {
  const today = indiaDateOf(now);
  const minDays = query.minDaysOverdue ?? 0;
  const cutOff = new Date(Date.parse(`${today}T00:00:00Z`) - minDays * 86_400_000).toISOString().slice(0, 10);
  const centres = scope === 'all' ? null : scope;
  if (centres && centres.length === 0) return { rows: [], total: 0 };
  const where = ['oldest_due_on <= ?'];
  const values: (string | number)[] = [cutOff];
  if (centres) {
    where.push(`centre in (${centres.map(() => '?').join(',')})`);
    values.push(...centres);
  }
  const filters = { centre: query.centre, course_code: query.courseCode, intake_id: query.intakeId };
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    where.push(`${column} = ?`);
    values.push(value);
  }
  const page = db.$client
    .prepare(
      `select account_id as accountId, oldest_due_on as oldestDueOn, open_paise as balancePaise
         from fee_open_accounts where ${where.join(' and ')}
        order by oldest_due_on asc, open_paise desc, account_id asc
        limit ? offset ?`,
    )
    .all(...values, query.limit ?? 100, query.offset ?? 0) as { accountId: number; oldestDueOn: string; balancePaise: number }[];
  const total = (
    db.$client.prepare(`select count(*) as n from fee_open_accounts where ${where.join(' and ')}`).get(...values) as { n: number }
  ).n;
  if (page.length === 0) return { rows: [], total };
  const ids = page.map((row) => row.accountId);
  const people = db
    .select({
      accountId: feeAccounts.id,
      admissionId: admissions.id,
      referenceId: admissions.referenceId,
      name: admissions.name,
      mobile: admissions.mobile,
      courseCode: feeAccounts.courseCode,
      centre: feeAccounts.centre,
      intakeId: feeAccounts.intakeId,
    })
    .from(feeAccounts)
    .innerJoin(admissions, eq(admissions.id, feeAccounts.admissionId))
    .where(inArray(feeAccounts.id, ids))
    .all();
  const personOf = new Map(people.map((p) => [p.accountId, p]));
  const dues = db
    .select({ accountId: feeOpenInstalments.accountId, due: sql<number>`sum(${feeOpenInstalments.openPaise})` })
    .from(feeOpenInstalments)
    .where(and(inArray(feeOpenInstalments.accountId, ids), lte(feeOpenInstalments.dueOn, cutOff)))
    .groupBy(feeOpenInstalments.accountId)
    .all();
  const dueOf = new Map(dues.map((row) => [row.accountId, row.due]));
  return {
    rows: page.map((row) => ({
      ...personOf.get(row.accountId)!,
      accountId: row.accountId,
      duePaise: dueOf.get(row.accountId) ?? 0,
      balancePaise: row.balancePaise,
      daysOverdue: daysBetween(row.oldestDueOn, today),
      oldestDueOn: row.oldestDueOn,
    })),
    total,
  };
}

export interface Collection {
  /** India date or month, as asked. */
  period: string;
  byMethod: { method: string; count: number; amountPaise: number }[];
  totalPaise: number;
}

/**
 * The money receipted in a day (YYYY-MM-DD) or a month (YYYY-MM), by mode of
 * payment: every receipt in force (the two fees and the accounts' payments),
 * at the reader's centres.
 */
export function collection(db: Handle, scope: CentreScope, period: string): Collection {
  const [from, to] =
    period.length === 7
      ? [`${period}-01`, new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)), 1)).toISOString().slice(0, 10)]
      : [period, new Date(Date.parse(`${period}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)];
  // India midnight is 18:30 UTC the day before.
  const start = Date.parse(`${from}T00:00:00Z`) - 330 * 60_000;
  const end = Date.parse(`${to}T00:00:00Z`) - 330 * 60_000;
  const centres = scope === 'all' ? null : scope;
  const rows = db.$client
    .prepare(
      `select r.method as method, count(*) as count, sum(r.amount_paise) as amountPaise
         from receipts r
         left join registrations reg on r.record_type = 'registration' and reg.id = r.record_id
         left join admissions a on r.record_type = 'admission' and a.id = r.record_id
         left join registrations ar on ar.id = a.registration_id
         left join fee_entries e on r.record_type = 'fee-payment' and e.id = r.record_id
         left join fee_accounts fa on fa.id = e.account_id
        where r.cancelled_at is null and r.issued_at >= ? and r.issued_at < ?
          ${centres ? `and coalesce(reg.centre, ar.centre, fa.centre) in (${centres.map(() => '?').join(',')})` : ''}
        group by r.method order by r.method`,
    )
    .all(start, end, ...(centres ?? [])) as { method: string; count: number; amountPaise: number }[];
  return { period, byMethod: rows, totalPaise: rows.reduce((sum, row) => sum + row.amountPaise, 0) };
}
