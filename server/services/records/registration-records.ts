// Registrations as staff read them: one page of the list (search, filters,
// sort), counts per status, and one registration's detail with its
// documents, status history, admissions and any admission that used the same
// UTR. Queries lean on the indexes in db/schema.ts.
import { clearFactorFailures, factorLockOf } from '../admissions/factor-guard';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, registrations } from '../../../db/schema';
import type { ApplicationListQuery } from '../../../domain/schemas/record-lists';
import { recordStatuses } from '../../../domain/vocabulary';
import { AppError } from '../../../domain/problem';
import type { CentreScope } from '../../../domain/staff';
import {
  applicationSearch,
  countCap,
  countMatching,
  dateRange,
  documentsOf,
  listOrder,
  pageOf,
  sortDocs,
  statusCounts,
  isBroadNameSearch,
  registrationScope,
  utrsSeenIn,
  type DocumentRef,
  type ListOptions,
} from './record-queries';
import { currentRemarkColumn, statusHistory } from '../admissions/status';
import { correctionColumn, correctionDeadlineColumn, correctionsOf } from '../admissions/correction-state';
import { paymentAmountColumn, paymentCounts, paymentStateColumn, paymentWhere } from '../money/payment-state';

const registrationColumns = {
  id: registrations.id,
  referenceId: registrations.referenceId,
  name: registrations.name,
  fatherName: registrations.fatherName,
  gender: registrations.gender,
  dob: registrations.dob,
  mobile: registrations.mobile,
  email: registrations.email,
  address: registrations.address,
  guardianName: registrations.guardianName,
  program: registrations.program,
  courseCode: registrations.courseCode,
  courseName: registrations.courseName,
  centre: registrations.centre,
  courseMode: registrations.courseMode,
  fee: registrations.registrationFee,
  utr: registrations.utr,
  status: registrations.status,
  language: registrations.language,
  createdAt: registrations.createdAt,
  updatedAt: registrations.updatedAt,
  /** Set when the retention rule removed the documents (npm run purge-documents). */
  documentsPurgedAt: registrations.documentsPurgedAt,
  /** The payment check against the bank statement; null: not yet checked. */
  payment: paymentStateColumn('registration', 'registrations'),
  paymentStatementPaise: paymentAmountColumn('registration', 'registrations'),
  /** The remark of the decision that set the status; null when none was given (or still PENDING). */
  decisionRemark: currentRemarkColumn('registration', 'registrations'),
  paymentMethod: registrations.paymentMethod,
  /** The staff member who entered a walk-in application; null when the applicant applied online. */
  enteredBy: sql<string | null>`(select u.email from users u where u.id = ${registrations.enteredBy})`,
  /** The latest correction: 'requested', 'corrected' or null (decision 048). */
  correction: correctionColumn(),
  /** Its deadline (ms since 1970), or null. */
  correctionDeadline: correctionDeadlineColumn(),
};

function registrationWhere(query: ApplicationListQuery, broad = false, scope?: CentreScope) {
  return and(
    registrationScope(scope, Boolean(query.q) && !broad),
    query.q ? applicationSearch(query.q, registrations, broad) : undefined,
    query.status ? eq(registrations.status, query.status) : undefined,
    query.centre ? eq(registrations.centre, query.centre) : undefined,
    query.course ? eq(registrations.courseCode, query.course) : undefined,
    query.program ? eq(registrations.program, query.program) : undefined,
    paymentWhere('registration', 'registrations', query.payment),
    ...dateRange(registrations.createdAt, query),
  );
}

export function listRegistrations(db: Handle, query: ApplicationListQuery, options: ListOptions = {}) {
  const { page, pageSize, offset } = pageOf(query);
  const broad = !options.exactTotal && isBroadNameSearch(db, registrations, query.q);
  const where = registrationWhere(query, broad, options.scope);
  const found = countMatching(
    db,
    db
      .select({ one: sql`1` })
      .from(registrations)
      .where(where),
    broad,
  );
  const rows = db
    .select(registrationColumns)
    .from(registrations)
    .where(where)
    .orderBy(...listOrder(query, registrations, registrations.id))
    .limit(pageSize)
    .offset(offset)
    .all();
  const docs =
    options.withDocuments === false
      ? new Map<number, DocumentRef[]>()
      : documentsOf(
          db,
          'registration',
          rows.map((r) => r.id),
        );
  const seen = utrsSeenIn(
    db,
    admissions,
    rows.map((r) => r.utr),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      documents: sortDocs(docs.get(row.id) ?? []),
      utrSeenBefore: seen.has(row.utr),
    })),
    total: broad ? Math.min(found, countCap) : found,
    /** true: more than `total` rows match (a broad name search is not counted to the end). */
    totalCapped: broad && found > countCap,
    page,
    pageSize,
  };
}

// The centre as a filter: a scan of the covering (status, centre, created) index beats looking up a third of the rows (6x at 30,000).
export const registrationCounts = (db: Handle, scope?: CentreScope) =>
  statusCounts(db, registrations, recordStatuses.values, registrationScope(scope, true));
export const registrationPaymentCounts = (db: Handle, scope?: CentreScope) =>
  paymentCounts(db, 'registration', 'registrations', scope);

export function registrationDetail(db: Handle, id: number) {
  const row = db.select(registrationColumns).from(registrations).where(eq(registrations.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No registration with this id.');
  const utrMatches = db
    .select({ id: admissions.id, referenceId: admissions.referenceId, name: admissions.name })
    .from(admissions)
    .where(eq(admissions.utr, row.utr))
    .all()
    .map((match) => ({ type: 'admission' as const, ...match }));
  const admissionsOfRegistration = db
    .select({
      id: admissions.id,
      referenceId: admissions.referenceId,
      status: admissions.status,
      createdAt: admissions.createdAt,
    })
    .from(admissions)
    .where(eq(admissions.registrationId, id))
    .orderBy(desc(admissions.createdAt))
    .all();
  return {
    record: {
      ...row,
      documents: sortDocs(documentsOf(db, 'registration', [id]).get(id) ?? []),
      utrSeenBefore: utrMatches.length > 0,
    },
    history: statusHistory(db, 'registration', id),
    corrections: correctionsOf(db, id),
    utrMatches,
    admissions: admissionsOfRegistration,
    /** Wrong second factors against its reference id, and the delay they set (decision 067); null: none. */
    factorLock: factorLockOf(db, 'registration', row.referenceId),
  };
}

/** Staff lift the delay wrong second factors set on a registration's reference id (its count starts again). */
export function liftRegistrationFactorLock(db: Handle, id: number) {
  const row = db.select({ referenceId: registrations.referenceId }).from(registrations).where(eq(registrations.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No registration with this id.');
  clearFactorFailures(db, 'registration', row.referenceId);
  return { id, referenceId: row.referenceId };
}
