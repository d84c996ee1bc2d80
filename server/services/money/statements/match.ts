// The statement matcher: the file's credit lines and what the database
// already holds (the ledger) in, the evidence confirming would add out. Pure:
// no database, no clock, no file. The preview is this alone; the confirm
// runs it inside its transaction and hands the proposal to the writer
// (write.ts), so what the preview shows is what the confirm records.
import type { DocumentOwnerType, EvidenceOutcome, StoredPaymentCheck } from '../../../../domain/vocabulary';
import { coverDaysBefore, evidenceRank, indiaDayOf } from '../payment-state';
import type { StatementLine } from './lines';

export interface LedgerPayment {
  recordType: DocumentOwnerType;
  id: number;
  referenceId: string;
  name: string;
  utr: string;
  /** The fee in rupees. */
  fee: number;
  createdAt: Date;
}

/** A line of this statement that an earlier statement already brought. */
export interface KnownLine {
  id: number;
  /** A payment is verified by it. */
  spent: boolean;
  /** Evidence names it, or staff marked it as no application fee: not an open credit. */
  settled: boolean;
  /** `type:id` of every payment evidence already names with it. */
  named: Set<string>;
}

/** An instalment the student says they paid by UPI (fee_payment_claims), not yet paid on the account. */
export interface LedgerClaim {
  id: number;
  accountId: number;
  utr: string;
  amountPaise: number;
}

export interface Ledger {
  /** Every payment, the older first (the older payment claims a line first). */
  payments: LedgerPayment[];
  /** The best outcome of each payment's evidence so far, by `type:id`. */
  outcomes: Map<string, EvidenceOutcome>;
  /** The lines already stored, by `lineKey|occurrence`. */
  known: Map<string, KnownLine>;
  /** The days confirmed statements cover. */
  coveredDays: Set<string>;
  /** Claimed instalments waiting, the older first: each is paid by a line of its UTR and amount no fee took. */
  claims?: LedgerClaim[];
}

export interface ProposedEvidence {
  recordType: DocumentOwnerType;
  recordId: number;
  /** Index into the statement's lines. */
  line: number;
  outcome: EvidenceOutcome;
}

export interface Proposal {
  /** Each line's identity: its key and occurrence, and its id when already stored. */
  lines: { key: string; occurrence: number; knownId: number | null }[];
  evidence: ProposedEvidence[];
  /** `type:id` of every payment whose UTR is on a line. */
  touched: Set<string>;
  /** Every payment's state once the statement is confirmed, by `type:id`. */
  after: Map<string, StoredPaymentCheck | null>;
  /** The statement's days. */
  days: string[];
  /** Claimed instalments a line pays (its UTR, to the paisa): each becomes a payment on its fee account. */
  claimsPaid: { claim: LedgerClaim; line: number }[];
  /** Claimed instalments whose UTR is on a line of another amount: paid by no one silently, staff decide. */
  claimsDiffer: { claim: LedgerClaim; line: number }[];
}

export const lineKeyOf = (line: StatementLine) =>
  [
    line.date,
    line.creditPaise,
    line.narration.toLowerCase().replace(/\s+/g, ' '),
    line.reference.toLowerCase().replace(/\s+/g, ' '),
  ].join('|');

const dayMs = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs).toISOString().slice(0, 10);

/** Days from one date to another, both included (the caller has bounded the span). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Days from the first to the last, both included. */
export const spanInDays = (from: string, to: string) =>
  Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / dayMs) + 1;

export const better = (a: EvidenceOutcome | undefined, b: EvidenceOutcome) =>
  a === undefined || evidenceRank[b] < evidenceRank[a] ? b : a;

export function matchStatement(lines: StatementLine[], period: { from: string; to: string }, ledger: Ledger): Proposal {
  const occurrences = new Map<string, number>();
  const identities = lines.map((line) => {
    const key = lineKeyOf(line);
    const occurrence = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, occurrence);
    return { key, occurrence, knownId: ledger.known.get(`${key}|${occurrence}`)?.id ?? null };
  });
  const lineByUtr = new Map<string, number>();
  lines.forEach((line, index) => {
    for (const utr of line.utrs) if (!lineByUtr.has(utr)) lineByUtr.set(utr, index);
  });
  const spent = new Set<number>();
  identities.forEach((identity, index) => {
    if (ledger.known.get(`${identity.key}|${identity.occurrence}`)?.spent) spent.add(index);
  });
  const outcomes = new Map(ledger.outcomes);
  const evidence: ProposedEvidence[] = [];
  const touched = new Set<string>();
  for (const payment of ledger.payments) {
    const index = lineByUtr.get(payment.utr);
    if (index === undefined) continue;
    const key = `${payment.recordType}:${payment.id}`;
    touched.add(key);
    const identity = identities[index]!;
    const named = ledger.known.get(`${identity.key}|${identity.occurrence}`)?.named.has(key) ?? false;
    if (outcomes.get(key) === 'verified' || named) continue;
    let outcome: EvidenceOutcome;
    if (spent.has(index)) outcome = 'line_used';
    else if (lines[index]!.creditPaise !== payment.fee * 100) outcome = 'amount_differs';
    else {
      outcome = 'verified';
      spent.add(index);
    }
    evidence.push({ recordType: payment.recordType, recordId: payment.id, line: index, outcome });
    outcomes.set(key, better(outcomes.get(key), outcome));
  }
  // After the two fees: a line one of them took is not an instalment's.
  const claimsPaid: Proposal['claimsPaid'] = [];
  const claimsDiffer: Proposal['claimsDiffer'] = [];
  for (const claim of ledger.claims ?? []) {
    const index = lineByUtr.get(claim.utr);
    if (index === undefined || spent.has(index)) continue;
    if (lines[index]!.creditPaise !== claim.amountPaise) {
      claimsDiffer.push({ claim, line: index });
      continue;
    }
    claimsPaid.push({ claim, line: index });
    spent.add(index);
  }
  const days = daysBetween(period.from, period.to);
  const after = statesOf(ledger.payments, outcomes, new Set([...ledger.coveredDays, ...days]));
  return { lines: identities, evidence, touched, after, days, claimsPaid, claimsDiffer };
}

/**
 * Each payment's state from its evidence and the covered days: the rule of
 * payment-state.ts (paymentStateSql), for a ledger not yet written.
 */
export function statesOf(
  payments: LedgerPayment[],
  outcomes: Map<string, EvidenceOutcome>,
  covered: Set<string>,
): Map<string, StoredPaymentCheck | null> {
  const states = new Map<string, StoredPaymentCheck | null>();
  // Payments share their days: each day's answer is worked out once.
  const coveredOn = new Map<string, boolean>();
  for (const payment of payments) {
    const key = `${payment.recordType}:${payment.id}`;
    const best = outcomes.get(key);
    if (best) {
      states.set(key, best);
      continue;
    }
    const paidOn = indiaDayOf(payment.createdAt);
    let all = coveredOn.get(paidOn);
    if (all === undefined) {
      all = daysBetween(addDays(paidOn, -coverDaysBefore), paidOn).every((day) => covered.has(day));
      coveredOn.set(paidOn, all);
    }
    states.set(key, all ? 'not_in_statement' : null);
  }
  return states;
}

/** The last day a payment may have been made and still be shown against this statement. */
export const windowEndOf = (period: { to: string }) => addDays(period.to, coverDaysBefore);
