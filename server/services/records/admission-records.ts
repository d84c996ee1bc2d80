// Admissions as staff read them: one page of the list (search, filters,
// sort), counts per status, and one admission's detail. Course, centre, mode
// and address come from the admission's registration, and so do the
// documents an admission does not carry itself.
import { and, eq, sql } from 'drizzle-orm';
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
  isBroadNameSearch,
  listOrder,
  pageOf,
  sortDocs,
  statusCounts,
  utrsSeenIn,
  admissionScope,
  registrationScope,
  type ListOptions,
} from './record-queries';
import { currentRemarkColumn, statusHistory } from '../admissions/status';
import { paymentAmountColumn, paymentCounts, paymentStateColumn, paymentWhere } from '../money/payment-state';

const admissionColumns = {
  id: admissions.id,
  referenceId: admissions.referenceId,
  registrationId: admissions.registrationId,
  registrationReferenceId: registrations.referenceId,
  name: admissions.name,
  fatherName: admissions.fatherName,
  gender: admissions.gender,
  dob: admissions.dob,
  mobile: admissions.mobile,
  email: admissions.email,
  address: registrations.address,
  program: registrations.program,
  courseCode: registrations.courseCode,
  courseName: registrations.courseName,
  centre: registrations.centre,
  courseMode: registrations.courseMode,
  fee: admissions.admissionFee,
  utr: admissions.utr,
  status: admissions.status,
  language: admissions.language,
  createdAt: admissions.createdAt,
  updatedAt: admissions.updatedAt,
  /** Set when the retention rule removed the documents (npm run purge-documents). */
  documentsPurgedAt: admissions.documentsPurgedAt,
  /** The payment check against the bank statement; null: not yet checked. */
  payment: paymentStateColumn('admission', 'admissions'),
  paymentStatementPaise: paymentAmountColumn('admission', 'admissions'),
  /** The remark of the decision that set the status; null when none was given (or still PENDING). */
  decisionRemark: currentRemarkColumn('admission', 'admissions'),
  paymentMethod: admissions.paymentMethod,
};

/** A REG- id finds the admissions of that registration; anything else searches the admissions. */
function admissionWhere(query: ApplicationListQuery, broad = false, scope?: CentreScope) {
  return and(
    registrationScope(scope, Boolean(query.q) && !broad),
    query.q
      ? /^REG-/i.test(query.q)
        ? eq(registrations.referenceId, query.q.toUpperCase())
        : applicationSearch(query.q, admissions, broad)
      : undefined,
    query.status ? eq(admissions.status, query.status) : undefined,
    query.centre ? eq(registrations.centre, query.centre) : undefined,
    query.course ? eq(registrations.courseCode, query.course) : undefined,
    query.program ? eq(registrations.program, query.program) : undefined,
    paymentWhere('admission', 'admissions', query.payment),
    ...dateRange(admissions.createdAt, query),
  );
}

/** An admission's documents: its own (payment) and its registration's (photo, Aadhaar, certificates). */
function admissionDocuments(db: Handle, rows: { id: number; registrationId: number }[]) {
  const own = documentsOf(
    db,
    'admission',
    rows.map((r) => r.id),
  );
  const fromRegistration = documentsOf(
    db,
    'registration',
    rows.map((r) => r.registrationId),
  );
  return (row: { id: number; registrationId: number }) => {
    const mine = own.get(row.id) ?? [];
    const kinds = new Set(mine.map((d) => d.kind));
    return sortDocs([
      ...mine,
      ...(fromRegistration.get(row.registrationId) ?? []).filter((d) => !kinds.has(d.kind) && !d.replacedAt),
    ]);
  };
}

export function listAdmissions(db: Handle, query: ApplicationListQuery, options: ListOptions = {}) {
  const { page, pageSize, offset } = pageOf(query);
  const broad = !options.exactTotal && !/^REG-/i.test(query.q ?? '') && isBroadNameSearch(db, admissions, query.q);
  const where = admissionWhere(query, broad, options.scope);
  const found = countMatching(
    db,
    db
      .select({ one: sql`1` })
      .from(admissions)
      .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
      .where(where),
    broad,
  );
  const rows = db
    .select(admissionColumns)
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .where(where)
    .orderBy(...listOrder(query, admissions, admissions.id))
    .limit(pageSize)
    .offset(offset)
    .all();
  const docsOf = options.withDocuments === false ? () => [] : admissionDocuments(db, rows);
  const seen = utrsSeenIn(
    db,
    registrations,
    rows.map((r) => r.utr),
  );
  return {
    rows: rows.map((row) => ({ ...row, documents: docsOf(row), utrSeenBefore: seen.has(row.utr) })),
    total: broad ? Math.min(found, countCap) : found,
    /** true: more than `total` rows match (a broad name search is not counted to the end). */
    totalCapped: broad && found > countCap,
    page,
    pageSize,
  };
}

export const admissionCounts = (db: Handle, scope?: CentreScope) =>
  statusCounts(db, admissions, recordStatuses.values, admissionScope(db, scope, admissions));
export const admissionPaymentCounts = (db: Handle, scope?: CentreScope) => paymentCounts(db, 'admission', 'admissions', scope);

export function admissionDetail(db: Handle, id: number) {
  const row = db
    .select(admissionColumns)
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .where(eq(admissions.id, id))
    .get();
  if (!row) throw new AppError('NOT_FOUND', 'No admission with this id.');
  const utrMatches = db
    .select({ id: registrations.id, referenceId: registrations.referenceId, name: registrations.name })
    .from(registrations)
    .where(eq(registrations.utr, row.utr))
    .all()
    .map((match) => ({ type: 'registration' as const, ...match }));
  return {
    record: { ...row, documents: admissionDocuments(db, [row])(row), utrSeenBefore: utrMatches.length > 0 },
    history: statusHistory(db, 'admission', id),
    utrMatches,
  };
}
