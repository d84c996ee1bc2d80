// A fee account's refund and write-off in two hands (decision 077): asked for
// by one money person, made when a second one confirms (or at once, marked,
// when nobody else holds the permission), by the one rule of two-hands.ts.
// The refund or write-off takes its number from its own series only then.
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, feeAccounts } from '../../../db/schema';
import { formatPaise } from '../../../domain/catalogue/site';
import { AppError } from '../../../domain/problem';
import { inCentres } from '../../../domain/staff';
import { centreOf } from '../records/centre-scope';
import { defineRequestKind, pendingRequestsOf, requestMoneyChange, type MoneyActor, type RequestFacts } from '../money/two-hands';
import { addFeeChange, checkFeeChange, type FeeChangeInput, type FeeChangeKind } from './entries';

export const feeChangeKinds = { refund: 'fee.refund', writeOff: 'fee.write-off' } as const;

const subjectOf = (kind: FeeChangeKind, accountId: number) => `fee-account:${accountId}:${kind}`;

const paidBack = { cash: 'in cash', bank: 'by bank transfer', upi: 'by UPI' } as const;

function factsOf(tx: Handle, kind: FeeChangeKind, input: FeeChangeInput, actor: MoneyActor): RequestFacts {
  const centre = centreOf(tx, 'fee-account', input.accountId);
  if (!centre || !inCentres(actor.centres, centre)) throw new AppError('NOT_FOUND', 'No fee account with this id.');
  checkFeeChange(tx, kind, input, 'asked');
  const student = tx
    .select({ name: admissions.name, referenceId: admissions.referenceId })
    .from(feeAccounts)
    .innerJoin(admissions, eq(admissions.id, feeAccounts.admissionId))
    .where(eq(feeAccounts.id, input.accountId))
    .get()!;
  const amount = formatPaise(input.amountPaise);
  const who = `${student.name} (${student.referenceId})`;
  return {
    subject: subjectOf(kind, input.accountId),
    centre,
    summary:
      kind === 'refund'
        ? `Refund of ${amount} ${paidBack[input.method ?? 'cash']} to ${who}`
        : `Write-off of ${amount} for ${who}`,
  };
}

defineRequestKind<FeeChangeInput>(feeChangeKinds.refund, {
  permission: 'fees.collect',
  alreadyWaiting: 'A refund of this account is already waiting for a second person.',
  check: (tx, payload, actor) => factsOf(tx, 'refund', payload, actor),
  apply: (tx, payload, people) => addFeeChange(tx, 'refund', payload, people),
});

defineRequestKind<FeeChangeInput>(feeChangeKinds.writeOff, {
  permission: 'fees.collect',
  alreadyWaiting: 'A write-off of this account is already waiting for a second person.',
  check: (tx, payload, actor) => factsOf(tx, 'write-off', payload, actor),
  apply: (tx, payload, people) => addFeeChange(tx, 'write-off', payload, people),
});

/** The account's refund and write-off waiting for a second person, as the reader may answer them. */
export const waitingFeeChanges = (db: Handle, accountId: number, actor: MoneyActor) => [
  ...pendingRequestsOf(db, [subjectOf('refund', accountId), subjectOf('write-off', accountId)], actor).values(),
];

/** A refund or a write-off of the account waits for a second person: its reminders wait too (decision 079). */
export const feeChangeWaiting = (db: Handle, accountId: number) =>
  pendingRequestsOf(db, [subjectOf('refund', accountId), subjectOf('write-off', accountId)]).size > 0;

/** Asks for a refund or a write-off: the request, confirmed at once (marked) when nobody else may confirm it. */
export const askFeeChange = (db: Handle, kind: FeeChangeKind, input: FeeChangeInput, actor: MoneyActor) =>
  requestMoneyChange(db, kind === 'refund' ? feeChangeKinds.refund : feeChangeKinds.writeOff, input, actor);
