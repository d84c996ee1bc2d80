// An instalment the student says they paid (issue 53): from the look-up, after
// the second factor, the UTR of a UPI transfer of the next instalment's open
// amount. A claim is no money: it waits for staff to see the transfer (on the
// ledger page, by hand) and becomes a payment entry with its receipt from the
// one gapless series. The claim is never changed; it is settled when a payment
// with its UTR is on the account.
import { and, eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { feeEntries, feePaymentClaims } from '../../../db/schema';
import { refusal } from '../../../domain/refusal';
import { entriesOf, indiaDateOf, stateOf } from './accounts';
import { verifiedAccountId, type ApplicantFeeAccess } from './applicant';
import { recordPayment, type RecordedPayment } from './entries';
import { linePaiseOf } from './ledger';

const utrTaken = (db: Handle, utr: string) =>
  Boolean(
    db.select({ id: feePaymentClaims.id }).from(feePaymentClaims).where(eq(feePaymentClaims.utr, utr)).get() ??
    db
      .select({ id: feeEntries.id })
      .from(feeEntries)
      .where(and(eq(feeEntries.kind, 'payment'), eq(feeEntries.utr, utr)))
      .get(),
  );

/**
 * The student's claim: the next instalment's open amount under the UTR they
 * typed. A UTR claimed or paid before is refused in the same words as the
 * admission's (a transfer pays once); nothing due, nothing to claim.
 */
export function claimInstalmentPayment(
  db: Handle,
  access: ApplicantFeeAccess & { utr: string },
  ip: string,
  now = new Date(),
): { amountPaise: number } {
  const accountId = verifiedAccountId(db, access, ip);
  return db.transaction(
    (tx) => {
      const next = stateOf(entriesOf(tx, accountId), indiaDateOf(now)).next;
      if (!next || next.openPaise <= 0) throw refusal('BAD_REQUEST', { key: 'fees.nothingDue' });
      if (utrTaken(tx, access.utr)) throw refusal('CONFLICT', { key: 'refusals.utrUsed' }, { field: 'utr' });
      tx.insert(feePaymentClaims).values({ accountId, amountPaise: next.openPaise, utr: access.utr, createdAt: now }).run();
      return { amountPaise: next.openPaise };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Staff saw the transfer: the claim becomes a UPI payment on the account with
 * its receipt, of what the bank shows arrived when an imported statement has
 * its UTR (the ledger page shows both amounts where they differ, decision
 * 079), else of the amount claimed. A claim of another account answers as an
 * unknown one; a second confirmation is refused by the payment's UTR (a
 * transfer pays once).
 */
export function confirmClaim(db: Handle, accountId: number, claimId: number, userId: number): RecordedPayment {
  const claim = db
    .select()
    .from(feePaymentClaims)
    .where(and(eq(feePaymentClaims.id, claimId), eq(feePaymentClaims.accountId, accountId)))
    .get();
  if (!claim) throw refusal('NOT_FOUND', { key: 'fees.claimNotFound' });
  const amountPaise = linePaiseOf(db, claim.utr) ?? claim.amountPaise;
  return recordPayment(db, { accountId, amountPaise, method: 'upi', utr: claim.utr, userId });
}
