// The payment check of each registration or admission as the lists read it:
// a column (the stored check, or null for "not yet checked"), the list filter
// and the counts. One row per record in payment_checks, found by its unique
// index, so the column costs one index look-up per listed row.
import { sql, type SQL } from 'drizzle-orm';
import type { DB } from '../../db/client';
import type { PaymentFilter } from '../../domain/schemas/record-lists';
import { storedPaymentChecks, type DocumentOwnerType, type StoredPaymentCheck } from '../../domain/vocabulary';

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
