// What a statement does to claimed instalments (issue 53, decisions 076, 079):
// the claims waiting for a line, the line that pays one (its UTR, to the
// paisa) and the line of a claim's UTR with another amount, which pays
// nothing by itself: staff see both amounts and decide on the ledger page.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Handle } from '../../../../db/client';
import { feeEntries, feePaymentClaims } from '../../../../db/schema';
import { addPayment } from '../../fees';
import type { StatementLine } from './lines';
import type { LedgerClaim, Proposal } from './match';

/** A claimed instalment (fee_payment_claims) a line of this statement pays. */
export interface InstalmentMatch {
  accountId: number;
  utr: string;
  amountPaise: number;
  row: number;
  /** Set by confirm: the payment's receipt. */
  receipt: string | null;
}

/** A claimed instalment whose UTR is on a line of another amount: nothing is paid until staff decide. */
export interface InstalmentDiffers {
  accountId: number;
  utr: string;
  /** What the student said they paid. */
  claimedPaise: number;
  /** What the bank's line shows. */
  linePaise: number;
  row: number;
}

/** Claimed instalments with no payment of their UTR yet (a UTR pays once), the older first. */
export const waitingClaims = (db: Handle): LedgerClaim[] =>
  db
    .select({
      id: feePaymentClaims.id,
      accountId: feePaymentClaims.accountId,
      utr: feePaymentClaims.utr,
      amountPaise: feePaymentClaims.amountPaise,
    })
    .from(feePaymentClaims)
    .leftJoin(feeEntries, and(eq(feeEntries.kind, 'payment'), eq(feeEntries.utr, feePaymentClaims.utr)))
    .where(isNull(feeEntries.id))
    .orderBy(feePaymentClaims.id)
    .all();

/** The UTRs of this statement's lines that already paid an instalment: no credit of no application. */
export function instalmentUtrsOf(db: Handle, lines: readonly { utrs: string[] }[]): Set<string> {
  const utrs = [...new Set(lines.flatMap((line) => line.utrs))];
  const paid = new Set<string>();
  for (let start = 0; start < utrs.length; start += 500) {
    for (const row of db
      .select({ utr: feeEntries.utr })
      .from(feeEntries)
      // `utr is not null` lets SQLite use the payments' partial index on UTR.
      .where(
        and(eq(feeEntries.kind, 'payment'), isNotNull(feeEntries.utr), inArray(feeEntries.utr, utrs.slice(start, start + 500))),
      )
      .all())
      if (row.utr) paid.add(row.utr);
  }
  return paid;
}

/** Each claimed instalment a line pays: a UPI payment on its account with its receipt, in the caller's transaction. */
export const payClaims = (db: Handle, proposal: Proposal, userId: number, at: Date): string[] =>
  proposal.claimsPaid.map(
    ({ claim }) =>
      addPayment(db, {
        accountId: claim.accountId,
        amountPaise: claim.amountPaise,
        method: 'upi',
        utr: claim.utr,
        userId,
        source: 'statement',
        at,
      }).receipt,
  );

/** The instalments of the answer: those paid (with receipts once confirmed) and those whose amount differs. */
export function describeInstalments(lines: readonly StatementLine[], proposal: Proposal, receipts: (string | null)[] | null) {
  return {
    instalments: proposal.claimsPaid.map(({ claim, line }, index): InstalmentMatch => ({
      accountId: claim.accountId,
      utr: claim.utr,
      amountPaise: claim.amountPaise,
      row: lines[line]!.row,
      receipt: receipts?.[index] ?? null,
    })),
    instalmentsDiffer: proposal.claimsDiffer.map(({ claim, line }): InstalmentDiffers => ({
      accountId: claim.accountId,
      utr: claim.utr,
      claimedPaise: claim.amountPaise,
      linePaise: lines[line]!.creditPaise,
      row: lines[line]!.row,
    })),
  };
}
