// The payment check of each registration or admission as the lists read it:
// a column (the stored check, or null for "not yet checked"), the list filter
// and the counts. One row per record in payment_checks, found by its unique
// index, so the column costs one index look-up per listed row.
import { sql, type SQL } from 'drizzle-orm';
import type { DB } from '../../db/client';
import type { PaymentFilter } from '../../domain/schemas/record-lists';
import { storedPaymentChecks, type DocumentOwnerType, type StoredPaymentCheck } from '../../domain/vocabulary';
import { AppError } from '../../domain/problem';
import { decisionMessages } from '../../domain/schemas/decision';
import { receiptLabel } from './receipts';

type Table = 'registrations' | 'admissions';

// The outer row's id, named with its table: a bare column inside the
// subquery would be read as payment_checks' own id.
const outerId = (table: Table) => sql.raw(`"${table}"."id"`);

/** The record's check state; null when it was never checked. */
export const paymentStateColumn = (type: DocumentOwnerType, table: Table) =>
  sql<StoredPaymentCheck | null>`(select pc.state from payment_checks pc where pc.record_type = ${type} and pc.record_id = ${outerId(table)})`;

/** The statement's amount in paise when the check found the line. */
export const paymentAmountColumn = (type: DocumentOwnerType, table: Table) =>
  sql<number | null>`(select pc.statement_amount_paise from payment_checks pc where pc.record_type = ${type} and pc.record_id = ${outerId(table)})`;

/** The list filter: one state, never checked, or anything but verified. */
export function paymentWhere(type: DocumentOwnerType, table: Table, filter: PaymentFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const state = paymentStateColumn(type, table);
  if (filter === 'unchecked') return sql`${state} is null`;
  if (filter === 'not_verified') return sql`coalesce(${state}, '') <> 'verified'`;
  return sql`${state} = ${filter}`;
}

/** How many records stand in each payment state; never-checked ones are `unchecked`. */
export function paymentCounts(db: DB, type: DocumentOwnerType, table: Table) {
  const rows = db.$client
    .prepare(
      `select pc.state as state, count(*) as n from ${table} t join payment_checks pc on pc.record_type = ? and pc.record_id = t.id group by pc.state`,
    )
    .all(type) as { state: StoredPaymentCheck; n: number }[];
  const total = (db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const counts = Object.fromEntries(storedPaymentChecks.map((state) => [state, 0])) as Record<StoredPaymentCheck, number>;
  for (const row of rows) counts[row.state] = row.n;
  const checked = rows.reduce((sum, row) => sum + row.n, 0);
  return { ...counts, unchecked: total - checked, notVerified: total - counts.verified };
}

export interface PaymentEvidence {
  state: StoredPaymentCheck | null;
  /** What the check rests on: the statement line, or a staff member's remark. */
  check: {
    source: 'statement' | 'hand';
    statementRow: number | null;
    statementUtr: string | null;
    statementAmountPaise: number | null;
    statementFile: string | null;
    remark: string | null;
    by: string | null;
    at: Date;
  } | null;
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
export function paymentEvidence(db: DB, type: DocumentOwnerType, id: number): PaymentEvidence {
  const table = type === 'registration' ? 'registrations' : 'admissions';
  const feeColumn = type === 'registration' ? 'registration_fee' : 'admission_fee';
  const record = db.$client
    .prepare(`select ${feeColumn} as fee, utr, payment_method as method from ${table} where id = ?`)
    .get(id) as { fee: number; utr: string; method: 'upi' | 'cash' } | undefined;
  if (!record) throw new AppError('NOT_FOUND', `No ${type} with this id.`);
  const check = db.$client
    .prepare(
      `select pc.state, pc.statement_row as statementRow, pc.statement_utr as statementUtr, pc.statement_amount_paise as statementAmountPaise,
         si.file_name as statementFile, pc.remark, u.email as "by", pc.checked_at as at, pc.statement_import_id as importId
       from payment_checks pc left join statement_imports si on si.id = pc.statement_import_id left join users u on u.id = pc.user_id
       where pc.record_type = ? and pc.record_id = ?`,
    )
    .get(type, id) as
    | { state: StoredPaymentCheck; statementRow: number | null; statementUtr: string | null; statementAmountPaise: number | null; statementFile: string | null; remark: string | null; by: string | null; at: number; importId: number | null }
    | undefined;
  const receipt = db.$client
    .prepare(`select financial_year as year, number from receipts where record_type = ? and record_id = ? and cancelled_at is null`)
    .get(type, id) as { year: string; number: number } | undefined;
  return {
    state: check?.state ?? null,
    check: check
      ? {
          source: check.importId === null && check.statementRow === null ? 'hand' : 'statement',
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
  db: DB,
  type: DocumentOwnerType,
  id: number,
  decision: { status: string; remark?: string; approveUnverifiedPayment?: boolean },
) {
  if (decision.status !== 'APPROVED') return;
  const { state } = paymentEvidence(db, type, id);
  if (state === 'verified') return;
  if (!decision.approveUnverifiedPayment || !decision.remark) {
    throw new AppError('CONFLICT', decisionMessages.unverifiedPayment, { fieldErrors: { remark: [decisionMessages.unverifiedPayment] } });
  }
}
