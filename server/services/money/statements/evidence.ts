// Payment evidence: added, never changed. A statement line, a credit staff
// link to an application, or a check by hand (cash at the office) each add a
// row; the payment's state is derived from all of them (payment-state.ts).
//
// Every "this payment is now verified" passes through recordVerification,
// inside the transaction that verifies: the statement's confirm, a link, a
// check by hand. Whatever must happen once per verified fee (a receipt
// number) belongs there.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Handle } from '../../../../db/client';
import {
  admissions,
  creditDismissals,
  paymentEvidence,
  registrations,
  statementImports,
  statementLines,
  users,
} from '../../../../db/schema';
import { AppError } from '../../../../domain/problem';
import { statementMessages } from '../../../../domain/schemas/statements';
import type { DocumentOwnerType, EvidenceKind, EvidenceOutcome, PaymentMethod } from '../../../../domain/vocabulary';
import { issueReceipt, receiptLabel, type ReceiptRow, type ReceiptSource } from '../receipts';
import { inCentres, type CentreScope } from '../../../../domain/staff';
import { centreOf } from '../../records/centre-scope';

export interface EvidenceFacts {
  recordType: DocumentOwnerType;
  recordId: number;
  kind: EvidenceKind;
  lineId?: number | null;
  importId?: number | null;
  statementRow?: number | null;
  utr?: string | null;
  amountPaise?: number | null;
  remark?: string | null;
  userId: number;
  at: Date;
}

// One prepared insert per database: a month's statement adds thousands of rows.
type Insert = { run: (...values: unknown[]) => { lastInsertRowid: number | bigint } };
const insertOf = preparedPerDatabase(
  (db) =>
    db.$client.prepare(
      `insert into payment_evidence (record_type, record_id, kind, outcome, line_id, import_id, statement_row, utr, amount_paise, remark, user_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ) as unknown as Insert,
);

function insertEvidence(tx: Handle, facts: EvidenceFacts, outcome: EvidenceOutcome): number {
  const result = insertOf(tx).run(
    facts.recordType,
    facts.recordId,
    facts.kind,
    outcome,
    facts.lineId ?? null,
    facts.importId ?? null,
    facts.statementRow ?? null,
    facts.utr ?? null,
    facts.amountPaise ?? null,
    facts.remark ?? null,
    facts.userId,
    facts.at.getTime(),
  );
  return Number(result.lastInsertRowid);
}

/**
 * The one way a payment becomes verified. Call it inside the transaction
 * that verifies, with its handle, only for a payment not
 * verified yet (the database's unique index refuses a second verification of
 * a payment, or of a line).
 */
export function recordVerification(tx: Handle, facts: EvidenceFacts, method?: PaymentMethod): ReceiptRow | null {
  insertEvidence(tx, facts, 'verified');
  // The fee's receipt number, in this same transaction (decision 040): a
  // verification rolled back takes its number back with it.
  return issueReceipt(tx, {
    recordType: facts.recordType,
    recordId: facts.recordId,
    source: receiptSourceOf[facts.kind],
    userId: facts.userId,
    method,
    utr: facts.utr ?? undefined,
    at: facts.at,
  });
}

const receiptSourceOf: Record<EvidenceKind, ReceiptSource> = { statement: 'statement', link: 'link', by_hand: 'hand' };

/** Evidence that does not verify: a line whose amount differs, or one another payment took. */
export function recordFinding(tx: Handle, facts: EvidenceFacts, outcome: Exclude<EvidenceOutcome, 'verified'>): number {
  return insertEvidence(tx, facts, outcome);
}

const isVerified = (tx: Handle, recordType: DocumentOwnerType, recordId: number) =>
  Boolean(
    tx
      .select({ id: paymentEvidence.id })
      .from(paymentEvidence)
      .where(
        and(
          eq(paymentEvidence.recordType, recordType),
          eq(paymentEvidence.recordId, recordId),
          eq(paymentEvidence.outcome, 'verified'),
        ),
      )
      .get(),
  );

/** Marks the payment verified with the staff member's remark; it stays verified through later imports. */
export function verifyPaymentByHand(
  db: Handle,
  recordType: DocumentOwnerType,
  recordId: number,
  remark: string,
  userId: number,
  method?: PaymentMethod,
) {
  const table = recordType === 'registration' ? registrations : admissions;
  // Immediate: the receipt number is read and taken under one write lock, even against another process.
  return db.transaction(
    (tx) => {
      const record = tx.select({ id: table.id, referenceId: table.referenceId }).from(table).where(eq(table.id, recordId)).get();
      if (!record) throw new AppError('NOT_FOUND', `No ${recordType} with this id.`);
      // Verified already (a second click, a retry, or a receipt cancelled to
      // be made again): the evidence stands as it is, and the fee gets its
      // receipt: the one in force, or a new number after a cancellation.
      const receipt = isVerified(tx, recordType, recordId)
        ? issueReceipt(tx, { recordType, recordId, source: 'hand', userId, method })
        : recordVerification(tx, { recordType, recordId, kind: 'by_hand', remark, userId, at: new Date() }, method);
      return {
        recordType,
        recordId,
        state: 'verified' as const,
        receipt: receipt ? receiptLabel(receipt.financialYear, receipt.number) : null,
      };
    },
    { behavior: 'immediate' },
  );
}

/** The registration or admission a reference id names. */
function recordOf(tx: Handle, referenceId: string) {
  const table = referenceId.startsWith('ADM-') ? admissions : registrations;
  const recordType: DocumentOwnerType = referenceId.startsWith('ADM-') ? 'admission' : 'registration';
  const fee = table === admissions ? admissions.admissionFee : registrations.registrationFee;
  const record = tx.select({ id: table.id, fee }).from(table).where(eq(table.referenceId, referenceId)).get();
  return record ? { recordType, ...record } : null;
}

/** A line that no evidence names and no one marked as no application fee. */
export function openLine(tx: Handle, lineId: number) {
  const line = tx.select().from(statementLines).where(eq(statementLines.id, lineId)).get();
  if (!line) throw new AppError('NOT_FOUND', statementMessages.noLine);
  const taken =
    tx
      .select({ id: paymentEvidence.id })
      .from(paymentEvidence)
      .where(and(eq(paymentEvidence.lineId, lineId), eq(paymentEvidence.outcome, 'verified')))
      .get() ?? tx.select({ id: creditDismissals.id }).from(creditDismissals).where(eq(creditDismissals.lineId, lineId)).get();
  if (taken) throw new AppError('CONFLICT', statementMessages.lineTaken);
  return line;
}

/** The open line and the unverified record a link would join, in the person's centres; a 404 or 409 otherwise. */
export function linkTarget(tx: Handle, input: { lineId: number; referenceId: string }, scope: CentreScope) {
  const line = openLine(tx, input.lineId);
  const record = recordOf(tx, input.referenceId);
  // A record of another centre is answered as an unknown one (decision 068).
  const centre = record ? centreOf(tx, record.recordType, record.id) : null;
  if (!record || (centre && !inCentres(scope, centre)))
    throw new AppError('NOT_FOUND', statementMessages.noRecord(input.referenceId));
  if (isVerified(tx, record.recordType, record.id))
    throw new AppError('CONFLICT', statementMessages.alreadyVerified(input.referenceId));
  return { line, record, centre };
}

/**
 * Staff link a credit of no application to the record it pays (the UTR was
 * mistyped, or the payer wrote none): evidence with their remark. It
 * verifies when the amount is the fee; otherwise it stands as "amount differs".
 */
export function linkCredit(
  db: Handle,
  input: { lineId: number; referenceId: string; remark: string },
  userId: number,
  scope: CentreScope = 'all',
) {
  return db.transaction((tx) => {
    const { line, record } = linkTarget(tx, input, scope);
    const facts: EvidenceFacts = {
      recordType: record.recordType,
      recordId: record.id,
      kind: 'link',
      lineId: line.id,
      importId: line.importId,
      statementRow: line.row,
      utr: line.utr,
      amountPaise: line.amountPaise,
      remark: input.remark,
      userId,
      at: new Date(),
    };
    // A line already named for this record (amount differs) is named again by the link: the remark is the new fact.
    const verified = line.amountPaise === record.fee * 100;
    if (verified) recordVerification(tx, facts);
    else {
      const again = tx
        .select({ id: paymentEvidence.id })
        .from(paymentEvidence)
        .where(
          and(
            eq(paymentEvidence.recordType, record.recordType),
            eq(paymentEvidence.recordId, record.id),
            eq(paymentEvidence.lineId, line.id),
          ),
        )
        .get();
      recordFinding(tx, again ? { ...facts, lineId: null } : facts, 'amount_differs');
    }
    return { referenceId: input.referenceId, state: verified ? ('verified' as const) : ('amount_differs' as const) };
  });
}

/** A credit that is not an application fee: recorded with the remark, off the list. */
export function dismissCredit(db: Handle, input: { lineId: number; remark: string }, userId: number) {
  return db.transaction((tx) => {
    openLine(tx, input.lineId);
    tx.insert(creditDismissals).values({ lineId: input.lineId, remark: input.remark, userId, createdAt: new Date() }).run();
    return { lineId: input.lineId };
  });
}

export interface UnknownCredit {
  id: number;
  date: string;
  amountPaise: number;
  narration: string;
  reference: string;
  utr: string | null;
  row: number;
  fileName: string;
}

/** Credit lines of confirmed statements that no payment has and no one dismissed, newest first. */
export function unknownCredits(db: Handle, limit = 200): UnknownCredit[] {
  return db
    .select({
      id: statementLines.id,
      date: statementLines.date,
      amountPaise: statementLines.amountPaise,
      narration: statementLines.narration,
      reference: statementLines.reference,
      utr: statementLines.utr,
      row: statementLines.row,
      fileName: statementImports.fileName,
    })
    .from(statementLines)
    .innerJoin(statementImports, eq(statementImports.id, statementLines.importId))
    .leftJoin(creditDismissals, eq(creditDismissals.lineId, statementLines.id))
    .where(
      and(
        isNull(creditDismissals.id),
        sql`not exists (select 1 from payment_evidence e where e.line_id = ${statementLines.id})`,
        // A line that paid a claimed instalment (decision 076) is no credit of no application.
        sql`not exists (select 1 from fee_entries f where f.kind = 'payment' and f.utr = ${statementLines.utr})`,
      ),
    )
    .orderBy(desc(statementLines.date), desc(statementLines.id))
    .limit(limit)
    .all();
}

export interface EvidenceRow {
  kind: EvidenceKind;
  outcome: EvidenceOutcome;
  statementRow: number | null;
  utr: string | null;
  amountPaise: number | null;
  lineDate: string | null;
  fileName: string | null;
  remark: string | null;
  by: string | null;
  at: Date;
}

/** All evidence of the given records, oldest first, by `type:id`. */
export function evidenceOf(
  db: Handle,
  records: { recordType: DocumentOwnerType; recordId: number }[],
): Map<string, EvidenceRow[]> {
  const byKey = new Map<string, EvidenceRow[]>();
  if (records.length === 0) return byKey;
  const wanted = new Set(records.map((r) => `${r.recordType}:${r.recordId}`));
  const types = [...new Set(records.map((r) => r.recordType))];
  // Few records: by id; many (a month's statement): every row of the types, filtered here.
  const ids = records.length <= 500 ? [...new Set(records.map((r) => r.recordId))] : null;
  const rows = db
    .select({
      recordType: paymentEvidence.recordType,
      recordId: paymentEvidence.recordId,
      kind: paymentEvidence.kind,
      outcome: paymentEvidence.outcome,
      statementRow: paymentEvidence.statementRow,
      utr: paymentEvidence.utr,
      amountPaise: paymentEvidence.amountPaise,
      lineDate: statementLines.date,
      fileName: statementImports.fileName,
      remark: paymentEvidence.remark,
      by: users.email,
      at: paymentEvidence.createdAt,
    })
    .from(paymentEvidence)
    .leftJoin(statementLines, eq(statementLines.id, paymentEvidence.lineId))
    .leftJoin(statementImports, eq(statementImports.id, paymentEvidence.importId))
    .leftJoin(users, eq(users.id, paymentEvidence.userId))
    .where(
      ids
        ? and(inArray(paymentEvidence.recordType, types), inArray(paymentEvidence.recordId, ids))
        : inArray(paymentEvidence.recordType, types),
    )
    .orderBy(paymentEvidence.id)
    .all();
  for (const { recordType, recordId, ...row } of rows) {
    const key = `${recordType}:${recordId}`;
    if (!wanted.has(key)) continue;
    const list = byKey.get(key) ?? [];
    list.push(row);
    byKey.set(key, list);
  }
  return byKey;
}
