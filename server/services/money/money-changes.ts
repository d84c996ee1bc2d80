// The money changes that need two hands today (decision 069): a receipt's
// cancellation, a statement credit dismissed as no application fee, and a
// credit linked by hand to the fee it pays. Each is checked when asked for
// and made, in the service that always made it, when a second person confirms.
import { eq } from 'drizzle-orm';
import { receipts, statementImports } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { formatPaise } from '../../../domain/catalogue/site';
import { centreOf } from '../records/centre-scope';
import { inCentres } from '../../../domain/staff';
import { cancelReceipt, receiptLabel, receiptSubject, refuseUncancellable } from './receipts';
import { dismissCredit, linkCredit, linkTarget, openLine } from './statements/evidence';
import { defineRequestKind } from './two-hands';
import type { Handle } from '../../../db/client';

export const moneyChangeKinds = {
  receiptCancel: 'receipt.cancel',
  creditDismiss: 'credit.dismiss',
  creditLink: 'credit.link',
} as const;

const lineSubject = (lineId: number) => `line:${lineId}`;

function creditWords(tx: Handle, lineId: number) {
  const line = openLine(tx, lineId);
  const file = tx
    .select({ name: statementImports.fileName })
    .from(statementImports)
    .where(eq(statementImports.id, line.importId))
    .get();
  return {
    line,
    words: `Credit of ${formatPaise(line.amountPaise)} on ${line.date} (${file?.name ?? 'statement'}, row ${line.row})`,
  };
}

defineRequestKind<{ id: number; reason: string }>(moneyChangeKinds.receiptCancel, {
  permission: 'money.cancel',
  alreadyWaiting: 'A cancellation of this receipt is already waiting for a second person.',
  check(tx, payload, actor) {
    const row = tx.select().from(receipts).where(eq(receipts.id, payload.id)).get();
    const centre = row ? centreOf(tx, 'receipt', row.id) : null;
    if (!row || (centre && !inCentres(actor.centres, centre))) throw new AppError('NOT_FOUND', 'No receipt with this id.');
    refuseUncancellable(row);
    return {
      subject: receiptSubject(row.id),
      centre,
      summary: `Receipt ${receiptLabel(row.financialYear, row.number)} cancellation`,
    };
  },
  apply: (tx, payload, people) => cancelReceipt(tx, payload.id, payload.reason, people.requestedBy),
});

defineRequestKind<{ lineId: number; remark: string }>(moneyChangeKinds.creditDismiss, {
  permission: 'money.cancel',
  alreadyWaiting: 'A change to this credit is already waiting for a second person.',
  check(tx, payload) {
    const { words } = creditWords(tx, payload.lineId);
    return { subject: lineSubject(payload.lineId), centre: null, summary: `${words} dismissal as no application fee` };
  },
  apply: (tx, payload, people) => dismissCredit(tx, payload, people.requestedBy),
});

defineRequestKind<{ lineId: number; referenceId: string; remark: string }>(moneyChangeKinds.creditLink, {
  permission: 'money.verify',
  alreadyWaiting: 'A change to this credit is already waiting for a second person.',
  check(tx, payload, actor) {
    const { words } = creditWords(tx, payload.lineId);
    const { centre } = linkTarget(tx, payload, actor.centres);
    return { subject: lineSubject(payload.lineId), centre, summary: `${words} link to ${payload.referenceId}` };
  },
  // The requester's centres were checked when asked; the confirmer's by the request's centre.
  apply: (tx, payload, people) => linkCredit(tx, payload, people.requestedBy, 'all'),
});
