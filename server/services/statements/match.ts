// Matching a statement's credit lines with the registration and admission
// fees by UTR and amount. Pure: it reads the payments and their checks and
// returns what each check would become; writing is the import's job.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DB } from '../../../db/client';
import { admissions, paymentChecks, registrations } from '../../../db/schema';
import type { PaymentCheck, StoredPaymentCheck } from '../../../domain/vocabulary';
import type { StatementLine } from './lines';

export interface PaymentMatch {
  recordType: 'registration' | 'admission';
  recordId: number;
  referenceId: string;
  name: string;
  utr: string;
  feePaise: number;
  /** India date of the submission, YYYY-MM-DD. */
  paidOn: string;
  state: StoredPaymentCheck;
  /** The check before this statement. */
  previous: PaymentCheck;
  /** False when the payment keeps its current check (already verified, or the same outcome). */
  changes: boolean;
  statementRow: number | null;
  statementAmountPaise: number | null;
  statementUtr: string | null;
}

export interface MatchResult {
  matches: PaymentMatch[];
  /** Payments on days the statement does not cover: left as they are. */
  outsidePeriod: number;
  /** Credit lines with no registration or admission of theirs. */
  unmatchedLines: number;
}

/** The India (UTC+5:30) calendar day of an instant. */
export const indiaDayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export function matchStatement(db: DB, lines: StatementLine[], period: { from: string; to: string }): MatchResult {
  const lineByUtr = new Map<string, StatementLine>();
  for (const line of lines) for (const utr of line.utrs) if (!lineByUtr.has(utr)) lineByUtr.set(utr, line);

  const checks = new Map(
    db
      .select({ recordType: paymentChecks.recordType, recordId: paymentChecks.recordId, state: paymentChecks.state })
      .from(paymentChecks)
      .all()
      .map((check): [string, PaymentCheck] => [`${check.recordType}:${check.recordId}`, check.state]),
  );
  // Lines already spent on a verified payment (this statement's, or an earlier one's).
  const spent = new Map(
    db
      .select({ utr: paymentChecks.statementUtr, key: paymentChecks.recordType, id: paymentChecks.recordId })
      .from(paymentChecks)
      .where(and(eq(paymentChecks.state, 'verified'), isNotNull(paymentChecks.statementUtr)))
      .all()
      .map((row): [string, string] => [row.utr!, `${row.key}:${row.id}`]),
  );

  const regs = db
    .select({ id: registrations.id, referenceId: registrations.referenceId, name: registrations.name, utr: registrations.utr, fee: registrations.registrationFee, createdAt: registrations.createdAt })
    .from(registrations)
    .all()
    .map((r) => ({ ...r, recordType: 'registration' as const }));
  const adms = db
    .select({ id: admissions.id, referenceId: admissions.referenceId, name: admissions.name, utr: admissions.utr, fee: admissions.admissionFee, createdAt: admissions.createdAt })
    .from(admissions)
    .all()
    .map((a) => ({ ...a, recordType: 'admission' as const }));
  // The older payment claims a line first.
  const payments = [...regs, ...adms].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);

  const matches: PaymentMatch[] = [];
  const usedLines = new Set<StatementLine>();
  let outsidePeriod = 0;
  for (const payment of payments) {
    const key = `${payment.recordType}:${payment.id}`;
    const previous: PaymentCheck = checks.get(key) ?? 'unchecked';
    const paidOn = indiaDayOf(payment.createdAt);
    const line = lineByUtr.get(payment.utr);
    const base = {
      recordType: payment.recordType,
      recordId: payment.id,
      referenceId: payment.referenceId,
      name: payment.name,
      utr: payment.utr,
      feePaise: payment.fee * 100,
      paidOn,
      previous,
    };
    if (!line) {
      if (paidOn < period.from || paidOn > period.to) {
        outsidePeriod += 1;
        continue;
      }
      // A verified payment (an earlier statement, or by hand) stays verified.
      const state: StoredPaymentCheck = previous === 'verified' ? 'verified' : 'not_in_statement';
      matches.push({ ...base, state, changes: state !== previous, statementRow: null, statementAmountPaise: null, statementUtr: null });
      continue;
    }
    usedLines.add(line);
    const at = { statementRow: line.row, statementAmountPaise: line.creditPaise, statementUtr: payment.utr };
    if (previous === 'verified') {
      matches.push({ ...base, ...at, state: 'verified', changes: false });
      continue;
    }
    const owner = spent.get(payment.utr);
    let state: StoredPaymentCheck;
    if (owner && owner !== key) state = 'line_used';
    else if (line.creditPaise !== base.feePaise) state = 'amount_differs';
    else {
      state = 'verified';
      spent.set(payment.utr, key);
    }
    matches.push({ ...base, ...at, state, changes: state !== previous });
  }
  return { matches, outsidePeriod, unmatchedLines: lines.filter((line) => !usedLines.has(line)).length };
}
