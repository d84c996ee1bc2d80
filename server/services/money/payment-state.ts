// The payment state of each registration or admission, derived from all of
// its evidence (payment_evidence, append-only) and the days the confirmed
// statements cover. The rule lives here once, as one SQL expression that the
// lists, the filter, the counts and the statement preview all read:
//
//   verified        a verifying line, link or check by hand (stays verified)
//   amount_differs  a line with its UTR but another amount (stays visible)
//   line_used       a line with its UTR that verifies another payment
//   not_in_statement  no such evidence, and the confirmed statements cover
//                   every day from `coverDaysBefore` days before the
//                   submission to the submission (a payer pays before applying)
//   null            not yet checked
import { sql, type SQL } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import type { PaymentFilter } from '../../../domain/schemas/record-lists';
import {
  storedPaymentChecks,
  type DocumentOwnerType,
  type EvidenceOutcome,
  type StoredPaymentCheck,
} from '../../../domain/vocabulary';
import { AppError } from '../../../domain/problem';
import { decisionMessages } from '../../../domain/schemas/decision';
import { receiptLabel } from './receipts';
import type { CentreScope } from '../../../domain/staff';

type Table = 'registrations' | 'admissions';

/**
 * Which evidence decides a payment's state when it has several: the lowest
 * rank. The SQL below and the statement matcher (statements/match.ts) both
 * read it.
 */
export const evidenceRank: Record<EvidenceOutcome, number> = { verified: 0, amount_differs: 1, line_used: 2 };
const rankSql = `case e.outcome ${Object.entries(evidenceRank)
  .map(([outcome, rank]) => `when '${outcome}' then ${rank}`)
  .join(' ')} end`;

/** How many days before applying a payer may have paid: the days a statement must cover besides the submission's. */
export const coverDaysBefore = 3;

/** The India (UTC+5:30) calendar day of an instant. */
export const indiaDayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

const tableOf: Record<DocumentOwnerType, Table> = { registration: 'registrations', admission: 'admissions' };

/**
 * The state as raw SQL over the outer row `"<table>"`. The record type is a
 * closed list's value and the table a fixed name: nothing from a request.
 */
export function paymentStateSql(type: DocumentOwnerType, table: Table = tableOf[type]): string {
  const id = `"${table}"."id"`;
  const day = `date("${table}"."created_at" / 1000 + 19800, 'unixepoch')`;
  return `coalesce(
    (select e.outcome from payment_evidence e where e.record_type = '${type}' and e.record_id = ${id}
      order by ${rankSql} limit 1),
    case when (select count(*) from statement_days d where d.day between date(${day}, '-${coverDaysBefore} days') and ${day}) = ${coverDaysBefore + 1}
      then 'not_in_statement' end)`;
}

/** The record's payment state; null when it was never checked. */
export const paymentStateColumn = (type: DocumentOwnerType, table: Table) =>
  sql<StoredPaymentCheck | null>`${sql.raw(paymentStateSql(type, table))}`;

/** The amount of the latest line that differs from the fee (shown while the state is "amount differs"). */
export const paymentAmountColumn = (type: DocumentOwnerType, table: Table) =>
  sql<
    number | null
  >`(select e.amount_paise from payment_evidence e where e.record_type = ${type} and e.record_id = ${sql.raw(`"${table}"."id"`)} and e.outcome = 'amount_differs' order by e.id desc limit 1)`;

/** The list filter: one state, never checked, or anything but verified. */
export function paymentWhere(type: DocumentOwnerType, table: Table, filter: PaymentFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const state = paymentStateColumn(type, table);
  if (filter === 'unchecked') return sql`${state} is null`;
  if (filter === 'not_verified') return sql`coalesce(${state}, '') <> 'verified'`;
  return sql`${state} = ${filter}`;
}

/** Every record's state, by id: what the statement preview compares before and after. */
export function paymentStates(db: Handle, type: DocumentOwnerType): Map<number, StoredPaymentCheck | null> {
  const table = tableOf[type];
  const rows = db.$client.prepare(`select "${table}"."id" as id, ${paymentStateSql(type)} as state from "${table}"`).all() as {
    id: number;
    state: StoredPaymentCheck | null;
  }[];
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** How many records stand in each payment state; never-checked ones are `unchecked`. */
export function paymentCounts(db: Handle, type: DocumentOwnerType, table: Table, scope?: CentreScope) {
  // The person's centres, as parameters: an admission's centre is its registration's.
  const centres = scope && scope !== 'all' ? [...scope] : null;
  const inCentres = `(${centres?.map(() => '?').join(', ') || 'null'})`;
  const scoped = !centres
    ? ''
    : table === 'registrations'
      ? `where "registrations"."centre" in ${inCentres}`
      : `where "admissions"."registration_id" in (select "id" from "registrations" where "centre" in ${inCentres})`;
  const rows = db.$client
    .prepare(
      `select state, count(*) as n from (select ${paymentStateSql(type, table)} as state from "${table}" ${scoped}) group by state`,
    )
    .all(...(centres ?? [])) as { state: StoredPaymentCheck | null; n: number }[];
  const counts = Object.fromEntries(storedPaymentChecks.map((state) => [state, 0])) as Record<StoredPaymentCheck, number>;
  let unchecked = 0;
  let total = 0;
  for (const row of rows) {
    total += row.n;
    if (row.state === null) unchecked = row.n;
    else counts[row.state] = row.n;
  }
  return { ...counts, unchecked, notVerified: total - counts.verified };
}

/** The statement line or remark a payment check rests on, and who made it. */
interface EvidenceLine {
  statementRow: number | null;
  statementUtr: string | null;
  statementAmountPaise: number | null;
  statementFile: string | null;
  remark: string | null;
  by: string | null;
}

export interface PaymentEvidence {
  state: StoredPaymentCheck | null;
  /** What the check rests on: the statement line, or a staff member's remark. */
  check: (EvidenceLine & { source: 'statement' | 'hand'; at: Date }) | null;
  fee: number;
  utr: string;
  method: 'upi' | 'cash';
  /** The receipt in force, if the fee is verified. */
  receipt: string | null;
}

/**
 * Where one fee stands and what that rests on, for the decision dialog: the
 * payment check with its statement line or remark, and the receipt in force.
 * (The one reader of a record's payment evidence: a richer evidence model
 * changes this function, not its callers.)
 */
export function paymentEvidence(db: Handle, type: DocumentOwnerType, id: number): PaymentEvidence {
  const table = type === 'registration' ? 'registrations' : 'admissions';
  const feeColumn = type === 'registration' ? 'registration_fee' : 'admission_fee';
  const record = db.$client
    .prepare(`select ${feeColumn} as fee, utr, payment_method as method from ${table} where id = ?`)
    .get(id) as { fee: number; utr: string; method: 'upi' | 'cash' } | undefined;
  if (!record) throw new AppError('NOT_FOUND', `No ${type} with this id.`);
  // The state from all the evidence (the rule above); the evidence shown is
  // the row that decides it: the verifying one, else the latest finding.
  const state = (
    db.$client.prepare(`select ${paymentStateSql(type)} as state from "${table}" where "${table}"."id" = ?`).get(id) as {
      state: StoredPaymentCheck | null;
    }
  ).state;
  const check = db.$client
    .prepare(
      `select e.kind, e.statement_row as statementRow, e.utr as statementUtr, e.amount_paise as statementAmountPaise,
         si.file_name as statementFile, e.remark, u.email as "by", e.created_at as at
       from payment_evidence e left join statement_imports si on si.id = e.import_id left join users u on u.id = e.user_id
       where e.record_type = ? and e.record_id = ?
       order by case e.outcome when 'verified' then 0 else 1 end, e.id desc limit 1`,
    )
    .get(type, id) as (EvidenceLine & { kind: string; at: number }) | undefined;
  const receipt = db.$client
    .prepare(
      `select financial_year as year, number from receipts where record_type = ? and record_id = ? and cancelled_at is null`,
    )
    .get(type, id) as { year: string; number: number } | undefined;
  return {
    state,
    check: check
      ? {
          source: check.kind === 'by_hand' ? 'hand' : 'statement',
          statementRow: check.statementRow,
          statementUtr: check.statementUtr,
          statementAmountPaise: check.statementAmountPaise,
          statementFile: check.statementFile,
          remark: check.remark,
          by: check.by,
          at: new Date(check.at),
        }
      : null,
    fee: record.fee,
    utr: record.utr,
    method: record.method,
    receipt: receipt ? receiptLabel(receipt.year, receipt.number) : null,
  };
}

/** Approving a fee that is not verified needs the staff member's explicit yes and a remark (the dashboard's decide). */
export function assertPaymentConsidered(
  db: Handle,
  type: DocumentOwnerType,
  id: number,
  decision: { status: string; remark?: string; approveUnverifiedPayment?: boolean },
) {
  if (decision.status !== 'APPROVED') return;
  const { state } = paymentEvidence(db, type, id);
  if (state === 'verified') return;
  if (!decision.approveUnverifiedPayment || !decision.remark) {
    throw new AppError('CONFLICT', decisionMessages.unverifiedPayment, {
      fieldErrors: { remark: [decisionMessages.unverifiedPayment] },
    });
  }
}
