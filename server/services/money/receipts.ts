// Receipts for verified fees (decision 040). `issueReceipt` is the one place
// a receipt number is allocated; every path that verifies a fee (a statement
// confirm, "mark verified by hand", a link of a statement credit, a walk-in's
// cash) calls it inside its own transaction, so the number commits with the
// verification or not at all. Numbers run 1, 2, 3, ... within each Indian
// financial year (April to March), without gaps, and are never reused: a
// cancellation is recorded on the receipt, which keeps its number.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { preparedPerDatabase, type DB, type Handle } from '../../../db/client';
import { admissions, receipts, registrations, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { DocumentOwnerType, Language, PaymentMethod, ReceiptMethod } from '../../../domain/vocabulary';
import { amountInWords } from '../../../domain/money/words';
import { centreById } from '../../../domain/catalogue/site';
import { instituteIdentity, type InstituteIdentity } from '../site/identity';
import { getSettings } from '../site/settings';
import { admissionsWithCourse } from '../admissions/admission-course';
import { confirmedRequestsOf, type MoneyRequestView } from './two-hands';

export type ReceiptSource = 'statement' | 'hand' | 'link';

/** India's financial year of a moment, in India time: 2026-27 runs from 1 April 2026 to 31 March 2027. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60 * 1000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** How a receipt number is printed: 2026-27/0042. */
export const receiptLabel = (financialYear: string, number: number) => `${financialYear}/${String(number).padStart(4, '0')}`;

/**
 * The name a receipt prints for a staff member: their name, or the role's
 * words ("Office") while the name is the default. Never the sign-in email:
 * the receipt is public to whoever holds the reference id (issue 50).
 */
export function staffName(tx: Pick<DB, 'select'>, userId: number | null): string {
  if (userId === null) return 'Office';
  const user = tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).get();
  return printedName(user);
}

const printedName = (user: { name: string | null } | undefined) =>
  user?.name && user.name !== 'Admin' && !user.name.includes('@') ? user.name : 'Office';

/** A receipt written before the rule above may hold an email: the public page says "Office" instead. */
const publicName = (name: string) => (name.includes('@') ? 'Office' : name);

/**
 * The UTR column's internal markers (a walk-in's cash, a waitlist entry not
 * yet paid: registrations.ts, waitlist.ts) are no UPI transaction.
 */
const isMarker = (utr: string | null | undefined) => !!utr && /^(CASH|WAIT)-/.test(utr);

/** 412345678901 -> ••••••••8901: a reference id alone does not give away the payment's reference. */
export const maskUtr = (utr: string) => `${'•'.repeat(Math.max(0, utr.length - 4))}${utr.slice(-4)}`;

export interface IssueReceiptInput {
  recordType: DocumentOwnerType;
  recordId: number;
  source: ReceiptSource;
  /** The staff member whose act verified the fee (for a statement: who confirmed it). */
  userId: number | null;
  /** Defaults to the record's own: cash for a walk-in paid at the office, else UPI. */
  method?: PaymentMethod;
  /** The UTR that paid it; defaults to the record's UTR for a UPI payment. */
  utr?: string | null;
  at?: Date;
}

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The statements of an issue, prepared once per database: a month's
 * statement verifies thousands of fees in one confirm, and building each
 * query's SQL again with Drizzle cost ten times what running it did
 * (the statement import bench; as decision 023 found for enquiries).
 */
function prepareStatements(db: Handle) {
  const placeholder = sql.placeholder;
  const feeOf = (
    table: typeof registrations | typeof admissions,
    fee: typeof registrations.registrationFee | typeof admissions.admissionFee,
  ) =>
    db
      .select({ fee, utr: table.utr, method: table.paymentMethod })
      .from(table)
      .where(eq(table.id, placeholder('recordId')))
      .prepare();
  return {
    live: db
      .select()
      .from(receipts)
      .where(
        and(
          eq(receipts.recordType, placeholder('recordType')),
          eq(receipts.recordId, placeholder('recordId')),
          isNull(receipts.cancelledAt),
        ),
      )
      .prepare(),
    registrationFee: feeOf(registrations, registrations.registrationFee),
    admissionFee: feeOf(admissions, admissions.admissionFee),
    lastNumber: db
      .select({ number: sql<number | null>`max(${receipts.number})` })
      .from(receipts)
      .where(eq(receipts.financialYear, placeholder('financialYear')))
      .prepare(),
    staff: db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, placeholder('userId')))
      .prepare(),
    insert: db
      .insert(receipts)
      .values({
        financialYear: placeholder('financialYear'),
        number: placeholder('number'),
        recordType: placeholder('recordType'),
        recordId: placeholder('recordId'),
        amountPaise: placeholder('amountPaise'),
        method: placeholder('method'),
        utr: placeholder('utr'),
        source: placeholder('source'),
        issuedAt: placeholder('issuedAt'),
        issuedBy: placeholder('issuedBy'),
        issuedByName: placeholder('issuedByName'),
      })
      .returning()
      .prepare(),
  };
}

const statementsOf = preparedPerDatabase(prepareStatements);

/**
 * Allocates the fee's receipt inside the caller's transaction, or returns the
 * one already in force (a fee has at most one receipt that is not
 * cancelled). Returns null for a fee of ₹0: there is nothing to acknowledge.
 * The next number is the year's highest plus one, read and written in the
 * same transaction: SQLite lets one writer in at a time, the unique index on
 * (year, number) would refuse a duplicate, and a rolled-back verification
 * takes its number back with it, so the sequence has no gap.
 *
 * Called inside the caller's transaction, with its handle.
 */
export function issueReceipt(db: Handle, input: IssueReceiptInput): ReceiptRow | null {
  const prepared = statementsOf(db);
  if (input.recordType !== 'registration' && input.recordType !== 'admission')
    throw new Error('A fee account pays by issueFeePaymentReceipt.');
  const live = prepared.live.get({ recordType: input.recordType, recordId: input.recordId });
  if (live) return live;
  const record = (input.recordType === 'registration' ? prepared.registrationFee : prepared.admissionFee).get({
    recordId: input.recordId,
  });
  if (!record) throw new AppError('NOT_FOUND', `No ${input.recordType} with this id.`);
  if (record.fee <= 0) return null;
  const at = input.at ?? new Date();
  const financialYear = financialYearOf(at);
  const method = input.method ?? record.method;
  const last = prepared.lastNumber.get({ financialYear });
  const issuedByName = input.userId === null ? 'Office' : printedName(prepared.staff.get({ userId: input.userId }));
  return prepared.insert.get({
    financialYear,
    number: (last?.number ?? 0) + 1,
    recordType: input.recordType,
    recordId: input.recordId,
    amountPaise: record.fee * 100,
    method,
    utr: method === 'cash' ? null : ([input.utr ?? record.utr].find((utr) => !isMarker(utr)) ?? null),
    source: input.source,
    issuedAt: at,
    issuedBy: input.userId,
    issuedByName,
  })!;
}

/**
 * The receipt of a fee account's payment (issue 53): the same series, the
 * same rule (the year's highest number plus one, in the caller's
 * transaction), for the payment entry named by its id.
 */
export function issueFeePaymentReceipt(
  db: Handle,
  input: {
    entryId: number;
    amountPaise: number;
    method: ReceiptMethod;
    utr: string | null;
    source: ReceiptSource;
    userId: number | null;
    at?: Date;
  },
): ReceiptRow {
  const prepared = statementsOf(db);
  const at = input.at ?? new Date();
  const financialYear = financialYearOf(at);
  const last = prepared.lastNumber.get({ financialYear });
  return prepared.insert.get({
    financialYear,
    number: (last?.number ?? 0) + 1,
    recordType: 'fee-payment',
    recordId: input.entryId,
    amountPaise: input.amountPaise,
    method: input.method,
    utr: input.method === 'cash' ? null : input.utr,
    source: input.source,
    issuedAt: at,
    issuedBy: input.userId,
    issuedByName: input.userId === null ? 'Office' : printedName(prepared.staff.get({ userId: input.userId })),
  })!;
}

/** Refuses a receipt that cannot be cancelled: asked (money-changes.ts) and again when it takes effect. */
export function refuseUncancellable(row: ReceiptRow): void {
  if (row.cancelledAt)
    throw new AppError('CONFLICT', `Receipt ${receiptLabel(row.financialYear, row.number)} is already cancelled.`);
  // Its payment is an entry of the fee account that counts on: undone by a refund, not by the receipt.
  if (row.recordType === 'fee-payment')
    throw new AppError(
      'CONFLICT',
      'A fee account’s payment is undone by a refund on its account, not by cancelling its receipt.',
    );
}

/**
 * Cancels a receipt (a fee verified by mistake, a payment returned): the
 * receipt keeps its number and shows "cancelled" with the reason and who.
 * A cancelled receipt stays cancelled.
 */
export function cancelReceipt(db: Handle, receiptId: number, reason: string, userId: number): ReceiptRow {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(receipts).where(eq(receipts.id, receiptId)).get();
      if (!row) throw new AppError('NOT_FOUND', 'No receipt with this id.');
      refuseUncancellable(row);
      return tx
        .update(receipts)
        .set({ cancelledAt: new Date(), cancelledBy: userId, cancelledByName: staffName(tx, userId), cancelReason: reason })
        .where(eq(receipts.id, receiptId))
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}

export interface ReceiptSummary {
  id: number;
  label: string;
  financialYear: string;
  number: number;
  amountPaise: number;
  method: ReceiptMethod;
  utr: string | null;
  issuedAt: Date;
  issuedBy: string;
  /** Who asked for the cancellation and who confirmed it (decision 069); the same person when nobody else could. */
  cancelled: { at: Date; by: string; reason: string; confirmedBy: string | null; selfConfirmed: boolean } | null;
}

/** The subject of a receipt's money requests (two-hands.ts). */
export const receiptSubject = (receiptId: number) => `receipt:${receiptId}`;

const summaryOf = (row: ReceiptRow, confirmed?: MoneyRequestView): ReceiptSummary => ({
  id: row.id,
  label: receiptLabel(row.financialYear, row.number),
  financialYear: row.financialYear,
  number: row.number,
  amountPaise: row.amountPaise,
  method: row.method,
  utr: row.utr,
  issuedAt: row.issuedAt,
  issuedBy: row.issuedByName,
  cancelled: row.cancelledAt
    ? {
        at: row.cancelledAt,
        by: row.cancelledByName ?? 'Office',
        reason: row.cancelReason ?? '',
        // A receipt cancelled before two hands has no request: one name.
        confirmedBy: confirmed?.answeredBy ?? null,
        selfConfirmed: confirmed?.selfConfirmed ?? false,
      }
    : null,
});

/** Every receipt of one fee, newest first (a cancelled one and its replacement both show). */
export function receiptsOf(db: Handle, recordType: DocumentOwnerType, recordId: number): ReceiptSummary[] {
  const rows = db
    .select()
    .from(receipts)
    .where(and(eq(receipts.recordType, recordType), eq(receipts.recordId, recordId)))
    .orderBy(desc(receipts.issuedAt), desc(receipts.id))
    .all();
  const confirmed = confirmedRequestsOf(
    db,
    rows.filter((row) => row.cancelledAt).map((row) => receiptSubject(row.id)),
  );
  return rows.map((row) => summaryOf(row, confirmed.get(receiptSubject(row.id))));
}

/**
 * Everything the printed receipt shows, in the applicant's language. It is
 * opened by the reference id alone (decision 067): no father's name, the UTR
 * masked to its last four digits, staff by name or role, never by email.
 */
export interface PrintableReceipt extends ReceiptSummary {
  stage: DocumentOwnerType;
  language: Language;
  amountInWords: string;
  /** The applicant's reference id of this stage (REG-… or ADM-…), and the registration's for an admission. */
  referenceId: string;
  registrationReferenceId: string;
  name: string;
  courseCode: string;
  courseName: string;
  centre: string;
  centreName: string;
  institute: InstituteIdentity;
  /** Empty unless staff set the institute's GSTIN. */
  gstin: string;
}

/**
 * The newest receipt of a registration or an admission named by its
 * reference id (the one in force, else the latest cancelled one), ready to
 * print; null when the fee has no receipt yet.
 */
export function printableReceipt(db: Handle, referenceId: string, language?: Language): PrintableReceipt | null {
  const id = referenceId.trim().toUpperCase();
  const registration = db
    .select({
      id: registrations.id,
      referenceId: registrations.referenceId,
      name: registrations.name,
      courseCode: registrations.courseCode,
      courseName: registrations.courseName,
      centre: registrations.centre,
      language: registrations.language,
    })
    .from(registrations)
    .where(eq(registrations.referenceId, id))
    .get();
  const admission = registration ? undefined : admissionsWithCourse(db).where(eq(admissions.referenceId, id)).get();
  const record = registration ?? admission;
  if (!record) return null;
  const stage: DocumentOwnerType = registration ? 'registration' : 'admission';
  const all = receiptsOf(db, stage, record.id);
  const receipt = all.find((r) => !r.cancelled) ?? all[0];
  if (!receipt) return null;
  const settings = getSettings(db);
  const lang = language ?? record.language;
  // A marker left by an older receipt: cash reads as cash, a waitlist's as no UTR.
  const cashMarker = receipt.utr?.startsWith('CASH-') ?? false;
  return {
    ...receipt,
    method: cashMarker ? 'cash' : receipt.method,
    utr: receipt.utr && !isMarker(receipt.utr) ? maskUtr(receipt.utr) : null,
    issuedBy: publicName(receipt.issuedBy),
    cancelled: receipt.cancelled
      ? {
          ...receipt.cancelled,
          by: publicName(receipt.cancelled.by),
          confirmedBy: receipt.cancelled.confirmedBy && publicName(receipt.cancelled.confirmedBy),
        }
      : null,
    stage,
    language: lang,
    amountInWords: amountInWords(receipt.amountPaise, lang),
    referenceId: record.referenceId,
    registrationReferenceId: admission ? admission.registrationReferenceId : record.referenceId,
    name: record.name,
    courseCode: record.courseCode,
    courseName: record.courseName,
    centre: record.centre,
    centreName: centreById(record.centre)?.title ?? record.centre,
    institute: instituteIdentity(settings),
    gstin: settings.gstin,
  };
}
