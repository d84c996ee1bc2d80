// What staff (and the statement import) add to a fee account (issue 53,
// decision 073): a payment with its receipt, a concession, and (once a second
// money person confirms it, decision 077: money-changes.ts) a refund or a
// write-off. Each is one new entry written in one IMMEDIATE transaction that
// first derives the account's state, so two payments at once are applied one after the other and each gets one
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

/** A refund or a write-off as asked for (decision 077): it is made when a second money person confirms it. */
export interface FeeChangeInput {
  accountId: number;
  amountPaise: number;
  reason: string;
  /** How a refund is paid back. */
  method?: ReceiptMethod;
}

export type FeeChangeKind = 'refund' | 'write-off';

/**
 * Refuses a refund beyond the money held for the student, or a write-off
 * beyond what is still owed: 400 on the amount when asked for, 409 when the
 * account has changed by the time a second person confirms.
 */
export function checkFeeChange(db: Handle, kind: FeeChangeKind, input: FeeChangeInput, when: 'asked' | 'confirmed') {
  accountOrNotFound(db, input.accountId);
  const entries = entriesOf(db, input.accountId);
  const limit = kind === 'refund' ? stateOf(entries, '0000-01-01').paidPaise : openOf(entries, indiaDateOf(new Date()));
  if (input.amountPaise <= limit) return;
  const said =
    kind === 'refund'
      ? `A refund is at most the money held for the student (${rupees(Math.max(0, limit))}).`
      : `A write-off is at most what is still owed (${rupees(limit)}).`;
  if (when === 'asked') throw new AppError('BAD_REQUEST', said, { fieldErrors: { amount: [said] } });
  throw new AppError('CONFLICT', `${said} The account changed since this was asked for: refuse it and ask again.`);
}

/**
 * Makes a confirmed refund or write-off, in the confirming transaction: it
 * takes its number from its own series now, and names the request (whose
 * answer names the confirming person); the entry names who asked.
 */
export function addFeeChange(
  db: Handle,
  kind: FeeChangeKind,
  input: FeeChangeInput,
  people: { requestedBy: number; requestId: number },
) {
  checkFeeChange(db, kind, input, 'confirmed');
  const at = new Date();
  const financialYear = financialYearOf(at);
  const number = nextNumber(db, kind, financialYear);
  const entry = insertEntry(db, {
    accountId: input.accountId,
    kind,
    amountPaise: input.amountPaise,
    method: kind === 'refund' ? (input.method ?? null) : null,
    reason: input.reason,
    moneyRequestId: people.requestId,
    financialYear,
    number,
    userId: people.requestedBy,
    userName: staffName(db, people.requestedBy),
    createdAt: at,
  });
  return { entryId: entry.id, number: seriesLabel(kind === 'refund' ? 'R' : 'W', financialYear, number) };
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
