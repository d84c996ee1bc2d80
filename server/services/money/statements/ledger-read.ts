// What the database holds that a statement's lines are matched against (the
// matcher's ledger): every fee payment with the best outcome of its evidence,
// the statement's lines an earlier import stored and what settled them, the
// days confirmed statements cover, and the claimed instalments waiting.
import { and, gte, inArray, lt } from 'drizzle-orm';
import type { Handle } from '../../../../db/client';
import {
  admissions,
  creditDismissals,
  paymentEvidence,
  registrations,
  statementDays,
  statementLines,
} from '../../../../db/schema';
import type { DocumentOwnerType, EvidenceOutcome } from '../../../../domain/vocabulary';
import { waitingClaims } from './instalments';
import type { StatementTable } from './lines';
import { better, lineKeyOf, type Ledger } from './match';

/** What the database holds that the statement's lines are matched against. */
export function ledgerOf(db: Handle, table: StatementTable & { period: { from: string; to: string } }): Ledger {
  const payments = [
    ...db
      .select({
        id: registrations.id,
        referenceId: registrations.referenceId,
        name: registrations.name,
        utr: registrations.utr,
        fee: registrations.registrationFee,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .all()
      .map((r) => ({ ...r, recordType: 'registration' as DocumentOwnerType })),
    ...db
      .select({
        id: admissions.id,
        referenceId: admissions.referenceId,
        name: admissions.name,
        utr: admissions.utr,
        fee: admissions.admissionFee,
        createdAt: admissions.createdAt,
      })
      .from(admissions)
      .all()
      .map((a) => ({ ...a, recordType: 'admission' as DocumentOwnerType })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const outcomes = new Map<string, EvidenceOutcome>();
  for (const row of db
    .select({ recordType: paymentEvidence.recordType, recordId: paymentEvidence.recordId, outcome: paymentEvidence.outcome })
    .from(paymentEvidence)
    .all()) {
    const key = `${row.recordType}:${row.recordId}`;
    outcomes.set(key, better(outcomes.get(key), row.outcome));
  }
  // The lines of this statement that an earlier one brought. A line's key
  // starts with its date: one range of the key's index holds the period's lines.
  const known: Ledger['known'] = new Map();
  const keys = new Set(table.lines.map(lineKeyOf));
  const byId = new Map<number, { id: number; spent: boolean; settled: boolean; named: Set<string> }>();
  for (const row of db
    .select({ id: statementLines.id, key: statementLines.lineKey, occurrence: statementLines.occurrence })
    .from(statementLines)
    .where(and(gte(statementLines.lineKey, `${table.period.from}|`), lt(statementLines.lineKey, `${table.period.to}}`)))
    .all()) {
    if (!keys.has(row.key)) continue;
    const line = { id: row.id, spent: false, settled: false, named: new Set<string>() };
    known.set(`${row.key}|${row.occurrence}`, line);
    byId.set(row.id, line);
  }
  const ids = [...byId.keys()];
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    for (const row of db
      .select({
        lineId: paymentEvidence.lineId,
        recordType: paymentEvidence.recordType,
        recordId: paymentEvidence.recordId,
        outcome: paymentEvidence.outcome,
      })
      .from(paymentEvidence)
      .where(inArray(paymentEvidence.lineId, chunk))
      .all()) {
      const line = byId.get(row.lineId!)!;
      line.settled = true;
      line.named.add(`${row.recordType}:${row.recordId}`);
      if (row.outcome === 'verified') line.spent = true;
    }
    for (const row of db
      .select({ lineId: creditDismissals.lineId })
      .from(creditDismissals)
      .where(inArray(creditDismissals.lineId, chunk))
      .all()) {
      byId.get(row.lineId)!.settled = true;
    }
  }
  const coveredDays = new Set(
    db
      .select({ day: statementDays.day })
      .from(statementDays)
      .all()
      .map((row) => row.day),
  );
  return { payments, outcomes, known, coveredDays, claims: waitingClaims(db) };
}
