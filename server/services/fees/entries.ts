// What staff (and the statement import) add to a fee account (issue 53,
// decision 073): a payment with its receipt, a concession, a refund asked for
// and confirmed by a second money person, a write-off. Each is one new entry
// written in one IMMEDIATE transaction that first derives the account's state,
// so two payments at once are applied one after the other and each gets one
// receipt. Nothing here updates or deletes an entry (the database refuses it).
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { concessionReasons, feeAccounts, feeEntries } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { ReceiptMethod } from '../../../domain/vocabulary';
import { financialYearOf, issueFeePaymentReceipt, receiptLabel, staffName, type ReceiptSource } from '../money/receipts';
import { entriesOf, indiaDateOf, refreshOpenInstalments, stateOf, type FeeEntryRow } from './accounts';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function accountOrNotFound(db: Handle, accountId: number) {
  const account = db.select().from(feeAccounts).where(eq(feeAccounts.id, accountId)).get();
  if (!account) throw new AppError('NOT_FOUND', 'No fee account with this id.');
  return account;
}

/** Every entry is written here: the account's open instalments are rewritten with it. */
function insertEntry(db: Handle, values: typeof feeEntries.$inferInsert) {
  const entry = db.insert(feeEntries).values(values).returning().get();
  refreshOpenInstalments(db, entry.accountId);
  return entry;
}

export interface PaymentInput {
  accountId: number;
  amountPaise: number;
  method: ReceiptMethod;
  /** A UPI or bank transfer's reference: a reference pays once. */
  utr?: string | null;
  userId: number | null;
  source?: ReceiptSource;
  at?: Date;
}

export interface RecordedPayment {
  entryId: number;
  receiptId: number;
  receipt: string;
  /** Of this payment, what went to instalments and what is held as credit. */
  creditPaise: number;
  balancePaise: number;
}

/**
 * A payment, in the caller's transaction (the statement import verifies many
 * in one): the entry and its receipt from the one series. Money beyond every
 * open instalment is held as credit, never refused.
 */
export function addPayment(db: Handle, input: PaymentInput): RecordedPayment {
  accountOrNotFound(db, input.accountId);
  const utr = input.method === 'cash' ? null : input.utr?.trim() || null;
  if (input.method !== 'cash' && !utr) {
    throw new AppError('BAD_REQUEST', 'Enter the transfer’s reference (UTR).', {
      fieldErrors: { utr: ['Enter the transfer’s reference (UTR).'] },
    });
  }
  if (
    utr &&
    db
      .select({ id: feeEntries.id })
      .from(feeEntries)
      .where(and(eq(feeEntries.kind, 'payment'), eq(feeEntries.utr, utr)))
      .get()
  ) {
    throw new AppError('CONFLICT', 'This UTR has already paid a fee; a transfer pays once.', {
      fieldErrors: { utr: ['This UTR has already paid a fee; a transfer pays once.'] },
    });
  }
  const at = input.at ?? new Date();
  const entry = insertEntry(db, {
    accountId: input.accountId,
    kind: 'payment',
    amountPaise: input.amountPaise,
    method: input.method,
    utr,
    userId: input.userId,
    userName: staffName(db, input.userId),
    createdAt: at,
  });
  const receipt = issueFeePaymentReceipt(db, {
    entryId: entry.id,
    amountPaise: input.amountPaise,
    method: input.method,
    utr,
    source: input.source ?? 'hand',
    userId: input.userId,
    at,
  });
  const state = stateOf(entriesOf(db, input.accountId), indiaDateOf(at));
  return {
    entryId: entry.id,
    receiptId: receipt.id,
    receipt: receiptLabel(receipt.financialYear, receipt.number),
    creditPaise: state.creditPaise,
    balancePaise: state.balancePaise,
  };
}

/** A payment staff enter (cash at the office, a bank transfer, a UPI transfer seen in the bank app). */
export function recordPayment(db: Handle, input: PaymentInput): RecordedPayment {
  return db.transaction((tx) => addPayment(tx, input));
}

/** What is still owed on the account (open instalments), for concessions and write-offs to stop at. */
const openOf = (entries: readonly FeeEntryRow[], today: string) =>
  stateOf(entries, today).instalments.reduce((sum, row) => sum + row.openPaise, 0);

export interface ConcessionInput {
  accountId: number;
  reasonId: number;
  /** An amount, or a share (basis points) of the course fee's instalments. */
  amountPaise?: number;
  shareBp?: number;
  userId: number;
}

/** A concession with its reason from staff's list and who granted it; never more than what is still owed. */
export function grantConcession(db: Handle, input: ConcessionInput) {
  return db.transaction((tx) => {
    accountOrNotFound(tx, input.accountId);
    const reason = tx.select().from(concessionReasons).where(eq(concessionReasons.id, input.reasonId)).get();
    if (!reason || reason.retiredAt) {
      throw new AppError('BAD_REQUEST', 'Choose a reason from the list.', {
        fieldErrors: { reasonId: ['Choose a reason from the list.'] },
      });
    }
    const entries = entriesOf(tx, input.accountId);
    const instalments = entries
      .filter((entry) => entry.kind === 'charge' && entry.line === 'instalment')
      .reduce((sum, entry) => sum + entry.amountPaise, 0);
    const amountPaise =
      input.shareBp !== undefined ? Math.floor((instalments * input.shareBp) / 10_000) : (input.amountPaise ?? 0);
    const open = openOf(entries, indiaDateOf(new Date()));
    if (amountPaise <= 0 || amountPaise > open) {
      const message = `A concession is more than ₹0 and at most what is still owed (${rupees(open)}).`;
      throw new AppError('BAD_REQUEST', message, { fieldErrors: { amount: [message] } });
    }
    const entry = insertEntry(tx, {
      accountId: input.accountId,
      kind: 'concession',
      amountPaise,
      concessionReasonId: reason.id,
      shareBp: input.shareBp ?? null,
      reason: reason.label,
      userId: input.userId,
      userName: staffName(tx, input.userId),
    });
    return { entryId: entry.id, amountPaise, balancePaise: stateOf([...entries, entry], indiaDateOf(new Date())).balancePaise };
  });
}

/** The next number of a series (refunds, write-offs) in a financial year, in the caller's transaction. */
function nextNumber(db: Handle, kind: 'refund' | 'write-off', financialYear: string) {
  const last = db
    .select({ number: max(feeEntries.number) })
    .from(feeEntries)
    .where(and(eq(feeEntries.kind, kind), eq(feeEntries.financialYear, financialYear)))
    .get();
  return (last?.number ?? 0) + 1;
}

const seriesLabel = (prefix: string, financialYear: string, number: number) => `${prefix}-${receiptLabel(financialYear, number)}`;

/** What a refund may still take: the money held, less refunds asked for and not yet confirmed. */
function refundable(entries: readonly FeeEntryRow[]) {
  const confirmed = new Set(entries.filter((e) => e.kind === 'refund').map((e) => e.confirms));
  const pending = entries
    .filter((e) => e.kind === 'refund-request' && !confirmed.has(e.id))
    .reduce((sum, e) => sum + e.amountPaise, 0);
  return stateOf(entries, '0000-01-01').paidPaise - pending;
}

export interface RefundRequestInput {
  accountId: number;
  amountPaise: number;
  method: ReceiptMethod;
  reason: string;
  userId: number;
}

/** A refund asked for: it counts once a second money person confirms it (confirmRefund). */
export function requestRefund(db: Handle, input: RefundRequestInput) {
  return db.transaction((tx) => {
    accountOrNotFound(tx, input.accountId);
    const left = refundable(entriesOf(tx, input.accountId));
    if (input.amountPaise > left) {
      const message = `A refund is at most the money held for the student (${rupees(Math.max(0, left))}).`;
      throw new AppError('BAD_REQUEST', message, { fieldErrors: { amount: [message] } });
    }
    const entry = insertEntry(tx, {
      accountId: input.accountId,
      kind: 'refund-request',
      amountPaise: input.amountPaise,
      method: input.method,
      reason: input.reason,
      userId: input.userId,
      userName: staffName(tx, input.userId),
    });
    return { requestId: entry.id };
  });
}

/**
 * A second money person confirms a refund: it takes its number from the
 * refunds' own series and counts from now. The person who asked cannot
 * confirm; a request is confirmed once.
 */
export function confirmRefund(db: Handle, requestId: number, userId: number) {
  return db.transaction((tx) => {
    const request = tx
      .select()
      .from(feeEntries)
      .where(and(eq(feeEntries.id, requestId), eq(feeEntries.kind, 'refund-request')))
      .get();
    if (!request) throw new AppError('NOT_FOUND', 'No refund request with this id.');
    if (request.userId === userId)
      throw new AppError('CONFLICT', 'A second money person confirms a refund, not the one who asked for it.');
    if (tx.select({ id: feeEntries.id }).from(feeEntries).where(eq(feeEntries.confirms, requestId)).get()) {
      throw new AppError('CONFLICT', 'This refund is already confirmed.');
    }
    const entries = entriesOf(tx, request.accountId);
    if (request.amountPaise > stateOf(entries, '0000-01-01').paidPaise) {
      throw new AppError('CONFLICT', 'The account no longer holds this much money; ask for a smaller refund.');
    }
    const at = new Date();
    const financialYear = financialYearOf(at);
    const number = nextNumber(tx, 'refund', financialYear);
    const entry = insertEntry(tx, {
      accountId: request.accountId,
      kind: 'refund',
      amountPaise: request.amountPaise,
      method: request.method,
      reason: request.reason,
      confirms: request.id,
      financialYear,
      number,
      userId,
      userName: staffName(tx, userId),
      createdAt: at,
    });
    return {
      entryId: entry.id,
      refund: seriesLabel('R', financialYear, number),
      askedBy: request.userName,
      confirmedBy: entry.userName,
    };
  });
}

/** A write-off closes what is still owed (the oldest open first), numbered in its own series. */
export function writeOff(db: Handle, input: { accountId: number; amountPaise: number; reason: string; userId: number }) {
  return db.transaction((tx) => {
    accountOrNotFound(tx, input.accountId);
    const open = openOf(entriesOf(tx, input.accountId), indiaDateOf(new Date()));
    if (input.amountPaise > open) {
      const message = `A write-off is at most what is still owed (${rupees(open)}).`;
      throw new AppError('BAD_REQUEST', message, { fieldErrors: { amount: [message] } });
    }
    const at = new Date();
    const financialYear = financialYearOf(at);
    const number = nextNumber(tx, 'write-off', financialYear);
    const entry = insertEntry(tx, {
      accountId: input.accountId,
      kind: 'write-off',
      amountPaise: input.amountPaise,
      reason: input.reason,
      financialYear,
      number,
      userId: input.userId,
      userName: staffName(tx, input.userId),
      createdAt: at,
    });
    return { entryId: entry.id, writeOff: seriesLabel('W', financialYear, number) };
  });
}

/** The staff-kept list of concession reasons (retired ones stay, marked). */
export const listConcessionReasons = (db: Handle) => db.select().from(concessionReasons).all();

export function addConcessionReason(db: Handle, label: string, userId: number) {
  return db.transaction((tx) => {
    if (tx.select({ id: concessionReasons.id }).from(concessionReasons).where(eq(concessionReasons.label, label)).get()) {
      throw new AppError('CONFLICT', 'This reason is already on the list.', {
        fieldErrors: { label: ['This reason is already on the list.'] },
      });
    }
    return tx.insert(concessionReasons).values({ label, userId }).returning().get();
  });
}

export function retireConcessionReason(db: Handle, id: number) {
  return db.transaction((tx) => {
    const row = tx
      .update(concessionReasons)
      .set({ retiredAt: new Date() })
      .where(and(eq(concessionReasons.id, id), isNull(concessionReasons.retiredAt)))
      .returning()
      .get();
    if (!row) throw new AppError('NOT_FOUND', 'No reason on the list with this id.');
    return row;
  });
}
