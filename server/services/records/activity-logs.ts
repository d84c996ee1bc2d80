// Where the activity log reads from: each log stays in its own table (written
// where its change is made); each is read here newest first, only as deep as
// the page needs, and filtered in its query by the reader's centres (a record
// of no centre, such as an enquiry, a statement or a setting, is everyone's).
import { alias } from 'drizzle-orm/sqlite-core';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import {
  admissions,
  certificates,
  contentVersions,
  creditDismissals,
  feeAccounts,
  feeEntries,
  feePaymentClaims,
  intakeEvents,
  moneyRequestAnswers,
  moneyRequests,
  paymentEvidence,
  receipts,
  settingsEvents,
  statementImports,
  statementLines,
  staffEvents,
  statusEvents,
  users,
} from '../../../db/schema';
import type { CentreScope } from '../../../domain/staff';
import { personName } from './activity-words';

/** A log's rows, newest first, `depth` of them: the one way every log is read. */
interface Ordered<T> {
  orderBy(...columns: SQL[]): { limit(depth: number): { all(): T[] } };
}
const newest = <T>(query: Ordered<T>, at: Column, id: Column, depth: number): T[] =>
  query.orderBy(desc(at), desc(id)).limit(depth).all();

/** A centre column inside the reader's centres; a null centre (a thing of no centre) is everyone's. */
const centreIn = (scope: CentreScope, centre: Column | SQL): SQL | undefined =>
  scope === 'all'
    ? undefined
    : sql`(${centre} is null or ${centre} in (${sql.join(
        scope.map((id) => sql`${id}`),
        sql`, `,
      )}))`;

/** The centre of the registration or admission a log row names; null for an enquiry. */
const recordCentre = (type: Column, id: Column) => sql`coalesce(
  (select r.centre from registrations r where ${type} = 'registration' and r.id = ${id}),
  (select r.centre from admissions a join registrations r on r.id = a.registration_id where ${type} = 'admission' and a.id = ${id}))`;

export function statusRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({
      at: statusEvents.createdAt,
      by: personName(users),
      type: statusEvents.recordType,
      id: statusEvents.recordId,
      from: statusEvents.fromStatus,
      to: statusEvents.toStatus,
      remark: statusEvents.remark,
    })
    .from(statusEvents)
    .leftJoin(users, eq(users.id, statusEvents.userId))
    .where(centreIn(scope, recordCentre(statusEvents.recordType, statusEvents.recordId)));
  return newest(query, statusEvents.createdAt, statusEvents.id, depth);
}

export function settingRows(db: Handle, depth: number) {
  const query = db
    .select({
      at: settingsEvents.createdAt,
      by: personName(users),
      key: settingsEvents.key,
      oldValue: settingsEvents.oldValue,
      newValue: settingsEvents.newValue,
    })
    .from(settingsEvents)
    .leftJoin(users, eq(users.id, settingsEvents.userId));
  return newest(query, settingsEvents.createdAt, settingsEvents.id, depth);
}

export function paymentRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({
      at: paymentEvidence.createdAt,
      by: personName(users),
      type: paymentEvidence.recordType,
      id: paymentEvidence.recordId,
      remark: paymentEvidence.remark,
      how: paymentEvidence.kind,
      outcome: paymentEvidence.outcome,
      amountPaise: paymentEvidence.amountPaise,
    })
    .from(paymentEvidence)
    .leftJoin(users, eq(users.id, paymentEvidence.userId))
    .where(
      and(
        inArray(paymentEvidence.kind, ['by_hand', 'link']),
        centreIn(scope, recordCentre(paymentEvidence.recordType, paymentEvidence.recordId)),
      ),
    );
  return newest(query, paymentEvidence.createdAt, paymentEvidence.id, depth);
}

export function importRows(db: Handle, depth: number) {
  const query = db
    .select({
      at: statementImports.createdAt,
      by: personName(users),
      fileName: statementImports.fileName,
      creditLines: statementImports.creditLines,
      from: statementImports.periodFrom,
      to: statementImports.periodTo,
    })
    .from(statementImports)
    .leftJoin(users, eq(users.id, statementImports.userId));
  return newest(query, statementImports.createdAt, statementImports.id, depth);
}

export function dismissedRows(db: Handle, depth: number) {
  const query = db
    .select({
      at: creditDismissals.createdAt,
      by: personName(users),
      remark: creditDismissals.remark,
      amountPaise: statementLines.amountPaise,
      date: statementLines.date,
      narration: statementLines.narration,
    })
    .from(creditDismissals)
    .innerJoin(statementLines, eq(statementLines.id, creditDismissals.lineId))
    .leftJoin(users, eq(users.id, creditDismissals.userId));
  return newest(query, creditDismissals.createdAt, creditDismissals.id, depth);
}

/** A money change in two hands is two events: its request (unless confirmed alone: its answer says all), and its answer. */
export function moneyRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({
      at: moneyRequests.createdAt,
      requestedBy: moneyRequests.requestedByName,
      summary: moneyRequests.summary,
      payload: moneyRequests.payload,
    })
    .from(moneyRequests)
    .leftJoin(moneyRequestAnswers, eq(moneyRequestAnswers.requestId, moneyRequests.id))
    .where(
      and(
        or(isNull(moneyRequestAnswers.id), eq(moneyRequestAnswers.selfConfirmed, false)),
        centreIn(scope, moneyRequests.centre),
      ),
    );
  return newest(query, moneyRequests.createdAt, moneyRequests.id, depth);
}

export function answerRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({
      at: moneyRequestAnswers.createdAt,
      requestedBy: moneyRequests.requestedByName,
      summary: moneyRequests.summary,
      payload: moneyRequests.payload,
      answer: moneyRequestAnswers.answer,
      answeredBy: moneyRequestAnswers.userName,
      selfConfirmed: moneyRequestAnswers.selfConfirmed,
      remark: moneyRequestAnswers.remark,
    })
    .from(moneyRequestAnswers)
    .innerJoin(moneyRequests, eq(moneyRequests.id, moneyRequestAnswers.requestId))
    .where(centreIn(scope, moneyRequests.centre));
  return newest(query, moneyRequestAnswers.createdAt, moneyRequestAnswers.id, depth);
}

export function staffRows(db: Handle, depth: number) {
  const subjects = alias(users, 'subjects');
  const query = db
    .select({
      at: staffEvents.createdAt,
      by: personName(users),
      subject: personName(subjects),
      action: staffEvents.action,
      roles: staffEvents.roles,
      centres: staffEvents.centres,
    })
    .from(staffEvents)
    .innerJoin(subjects, eq(subjects.id, staffEvents.subjectId))
    .leftJoin(users, eq(users.id, staffEvents.userId));
  return newest(query, staffEvents.createdAt, staffEvents.id, depth);
}

/** A certificate is two events: its issue, and (later, if ever) its revocation. */
export function issuedRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({ at: certificates.issuedAt, by: personName(users), number: certificates.number, name: certificates.name })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.issuedBy))
    .where(centreIn(scope, certificates.centre));
  return newest(query, certificates.issuedAt, certificates.id, depth);
}

export function revokedRows(db: Handle, depth: number, scope: CentreScope) {
  const revokers = alias(users, 'revokers');
  const query = db
    .select({
      at: certificates.revokedAt,
      by: personName(revokers),
      number: certificates.number,
      name: certificates.name,
      reason: certificates.revokeReason,
    })
    .from(certificates)
    .leftJoin(revokers, eq(revokers.id, certificates.revokedBy))
    .where(and(isNotNull(certificates.revokedAt), centreIn(scope, certificates.centre)));
  return newest(query, certificates.revokedAt, certificates.id, depth);
}

/**
 * Payments staff enter on a fee account (cash, bank, a claim seen in the bank
 * or settled by a statement import) and concessions. The registration and
 * admission fees carried onto a new account are no one's act then; refunds
 * and write-offs are money requests above.
 */
export function feeRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({
      at: feeEntries.createdAt,
      kind: feeEntries.kind,
      amountPaise: feeEntries.amountPaise,
      method: feeEntries.method,
      utr: feeEntries.utr,
      by: personName(users),
      student: admissions.name,
      referenceId: admissions.referenceId,
      financialYear: receipts.financialYear,
      number: receipts.number,
      source: receipts.source,
      claimed: sql<number>`exists (select 1 from ${feePaymentClaims} c where c.account_id = ${feeEntries.accountId} and c.utr = ${feeEntries.utr})`,
    })
    .from(feeEntries)
    .innerJoin(feeAccounts, eq(feeAccounts.id, feeEntries.accountId))
    .innerJoin(admissions, eq(admissions.id, feeAccounts.admissionId))
    .leftJoin(users, eq(users.id, feeEntries.userId))
    .leftJoin(receipts, and(eq(receipts.recordType, 'fee-payment'), eq(receipts.recordId, feeEntries.id)))
    .where(
      and(
        // A payment staff or the import enter has its fee-payment receipt; the fees carried onto a new account have none.
        or(eq(feeEntries.kind, 'concession'), and(eq(feeEntries.kind, 'payment'), isNotNull(receipts.id))),
        centreIn(scope, feeAccounts.centre),
      ),
    );
  return newest(query, feeEntries.createdAt, feeEntries.id, depth);
}

export function intakeRows(db: Handle, depth: number, scope: CentreScope) {
  const query = db
    .select({
      at: intakeEvents.createdAt,
      action: intakeEvents.action,
      summary: intakeEvents.summary,
      changes: intakeEvents.changes,
      by: personName(users),
    })
    .from(intakeEvents)
    .leftJoin(users, eq(users.id, intakeEvents.userId))
    .where(centreIn(scope, intakeEvents.centre));
  return newest(query, intakeEvents.createdAt, intakeEvents.id, depth);
}

/** Content published or restored by staff; what came with the software (no publisher) is no one's act. */
export function contentRows(db: Handle, depth: number) {
  const restored = alias(contentVersions, 'restored');
  const query = db
    .select({
      at: contentVersions.publishedAt,
      kind: contentVersions.kind,
      key: contentVersions.key,
      version: contentVersions.version,
      by: sql<string>`coalesce(${contentVersions.publishedByName}, ${personName(users)})`,
      restoredVersion: restored.version,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.publishedBy))
    .leftJoin(restored, eq(restored.id, contentVersions.restoredFrom))
    .where(isNotNull(contentVersions.publishedBy));
  return newest(query, contentVersions.publishedAt, contentVersions.id, depth);
}
