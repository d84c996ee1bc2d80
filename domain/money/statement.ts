// The statement of account's shape (issue 53 item 4): what the server builds
// (server/services/fees/statement.ts) and the one component prints
// (app/components/StatementOfAccount.tsx), from the look-up and the ledger.
import type { Language } from '../vocabulary';

export const statementKinds = ['charge', 'concession', 'payment', 'refund', 'write-off'] as const;
export type StatementKind = (typeof statementKinds)[number];

export interface StatementLine {
  date: string;
  kind: StatementKind;
  /** The charge's name, a concession's reason; null for the rest. */
  label: string | null;
  /** cash, bank, upi for a payment or refund. */
  method: string | null;
  /** The receipt's, refund's or write-off's number. */
  number: string | null;
  /** What the line adds to the balance (a charge, a refund) or takes off it (negative). */
  amountPaise: number;
  balancePaise: number;
}

export interface Statement {
  language: Language;
  institute: string;
  issuedOn: string;
  name: string;
  admissionReferenceId: string;
  courseName: string;
  courseCode: string;
  centre: string;
  /** When the batch starts, in words; null for an account without a batch. */
  batchStarts: string | null;
  lines: StatementLine[];
  balancePaise: number;
  creditPaise: number;
  next: { label: string; openPaise: number; dueText: string; overdue: boolean } | null;
}
