// What staff read in the dashboard: one page of registrations, admissions or
// enquiries at a time (search, filters, sort, LIMIT/OFFSET), counts per status,
// a record's detail with its documents, status history and any other record
// that used the same UPI reference (UTR). Queries lean on the indexes in
// db/schema.ts, so a page stays fast with 100,000 rows.
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import type { DB } from '../../db/client';
import {
  admissions,
  centreIds,
  enquiries,
  enquiryStatuses,
  programLevels,
  recordStatuses,
  registrations,
  uploads,
  type UploadKind,
  type UploadOwnerType,
} from '../../db/schema';
import { AppError } from './errors';
import { statusHistory } from './status';

// Inputs -----------------------------------------------------------------

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2025-06-30.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date.');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const paging = {
  sortDir: optional(z.enum(['asc', 'desc'])),
  page: optional(z.coerce.number().int().min(1).max(100_000)),
  pageSize: optional(z.coerce.number().int().min(1).max(100)),
};

const common = {
  /** Name (part of it), reference id, mobile, email or UTR. */
  q: optional(z.string().trim().max(100)),
  /** Submitted on or after this day (India time), YYYY-MM-DD. */
  from: optional(isoDate),
  /** Submitted on or before this day (India time), YYYY-MM-DD. */
  to: optional(isoDate),
};

export const applicationListQuery = z.object({
  ...common,
  status: optional(z.enum(recordStatuses)),
  centre: optional(z.enum(centreIds)),
  /** Catalogue course code, e.g. DCA. */
  course: optional(z.string().trim().max(20)),
  program: optional(z.enum(programLevels)),
  sort: optional(z.enum(['createdAt', 'name', 'status', 'referenceId'])),
  ...paging,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

export const enquiryListQuery = z.object({
  ...common,
  status: optional(z.enum(enquiryStatuses)),
  subject: optional(z.enum(['course-details', 'certification-process', 'admissions-enquiry', 'other'])),
  sort: optional(z.enum(['createdAt', 'name', 'status'])),
  ...paging,
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuery>;

export const defaultPageSize = 25;

// Outputs ----------------------------------------------------------------

export interface DocumentRef {
  id: number;
  ownerType: UploadOwnerType;
  kind: UploadKind;
  detectedType: string;
  originalName: string;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

// Helpers ----------------------------------------------------------------

/** India has no daylight saving: a day there starts at 18:30 UTC the day before. */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`));
const nextIndiaDayStart = (day: string) => new Date(indiaDayStart(day).getTime() + 24 * 60 * 60 * 1000);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const nameContains = (column: SQLiteColumn, q: string) =>
  sql`${column} like ${`%${escapeLike(q)}%`} escape '\\'`;

function dateRange(column: SQLiteColumn, query: { from?: string; to?: string }) {
  return [
    query.from ? gte(column, indiaDayStart(query.from)) : undefined,
    query.to ? lt(column, nextIndiaDayStart(query.to)) : undefined,
  ];
}

function pageOf(query: { page?: number; pageSize?: number }) {
  const pageSize = query.pageSize ?? defaultPageSize;
  const page = query.page ?? 1;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function documentsOf(db: DB, ownerType: UploadOwnerType, ids: number[]): Map<number, DocumentRef[]> {
  const byOwner = new Map<number, DocumentRef[]>();
  if (ids.length === 0) return byOwner;
  const rows = db
    .select({
      id: uploads.id,
      ownerId: uploads.ownerId,
      ownerType: uploads.ownerType,
      kind: uploads.kind,
      detectedType: uploads.detectedType,
      originalName: uploads.originalName,
    })
    .from(uploads)
    .where(and(eq(uploads.ownerType, ownerType), inArray(uploads.ownerId, ids)))
    .all();
  for (const { ownerId, ...doc } of rows) {
    const list = byOwner.get(ownerId) ?? [];
    list.push(doc);
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

const kindOrder = ['photo', 'aadhaar', 'tenth', 'twelfth', 'graduation', 'payment'];
const sortDocs = (docs: DocumentRef[]) =>
  docs.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.id - b.id);

/** UTRs among `utrs` that the other table also holds. */
function utrsSeenIn(db: DB, table: typeof registrations | typeof admissions, utrs: string[]): Set<string> {
  if (utrs.length === 0) return new Set();
  return new Set(
    db
      .select({ utr: table.utr })
      .from(table)
      .where(inArray(table.utr, [...new Set(utrs)]))
      .all()
      .map((row) => row.utr),
  );
}

function statusCounts<S extends string>(
  db: DB,
  table: typeof registrations | typeof admissions | typeof enquiries,
  statuses: readonly S[],
): Record<S | 'total', number> {
  const rows = db
    .select({ status: table.status, n: sql<number>`count(*)` })
    .from(table)
    .groupBy(table.status)
    .all();
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S | 'total', number>;
  let total = 0;
  for (const row of rows) {
    counts[row.status as S] = row.n;
    total += row.n;
  }
  counts.total = total;
  return counts;
}

// Registrations ------------------------------------------------------------

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
  createdAt: registrations.createdAt,
  updatedAt: registrations.updatedAt,
  /** Set when the retention rule removed the documents (npm run purge-documents). */
  documentsPurgedAt: registrations.documentsPurgedAt,
};

/** The FTS5 trigram index of each table's names (migration 0001_name_search). */
const nameIndexOf = { registrations: 'registrations_name_fts', admissions: 'admissions_name_fts' } as const;

/**
 * A part of a name. From three characters on, the trigram index answers it.
 * Shorter parts (rare: "Ra") and parts holding LIKE's wildcards fall back to
 * a scan: FTS5 cannot use its index for a LIKE with an ESCAPE clause.
 */
function namePartOf(table: typeof registrations | typeof admissions, q: string) {
  if ([...q].length < 3 || /[%_\\]/.test(q)) return nameContains(table.name, q);
  const index = sql.raw(table === registrations ? nameIndexOf.registrations : nameIndexOf.admissions);
  return sql`${table.id} in (select rowid from ${index} where name like ${`%${q}%`})`;
}

/**
 * Digits are a mobile number or a UTR, an @ means an email, a REG-/ADM- prefix
 * a reference id: each is an indexed equality. Anything else is a part of a
 * name (the trigram index) or a reference id.
 */
function applicationSearch(q: string, t: typeof registrations | typeof admissions) {
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const plain = digits.replace(/^\+?91(?=\d{10}$)/, '');
    return or(eq(t.mobile, plain), eq(t.utr, plain));
  }
  if (q.includes('@')) return or(eq(t.email, q), eq(t.email, q.toLowerCase()));
  if (/^(REG|ADM)-/i.test(q)) return eq(t.referenceId, q.toUpperCase());
  return or(namePartOf(t, q), eq(t.referenceId, q.toUpperCase()));
}

function registrationWhere(query: ApplicationListQuery) {
  return and(
    query.q ? applicationSearch(query.q, registrations) : undefined,
    query.status ? eq(registrations.status, query.status) : undefined,
    query.centre ? eq(registrations.centre, query.centre) : undefined,
    query.course ? eq(registrations.courseCode, query.course) : undefined,
    query.program ? eq(registrations.program, query.program) : undefined,
    ...dateRange(registrations.createdAt, query),
  );
}

function registrationOrder(query: ApplicationListQuery) {
  const dir = (query.sortDir ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = {
    createdAt: registrations.createdAt,
    name: registrations.name,
    status: registrations.status,
    referenceId: registrations.referenceId,
  }[query.sort ?? 'createdAt'];
  return [dir(column), dir(registrations.id)];
}

export function listRegistrations(db: DB, query: ApplicationListQuery, options: { withDocuments?: boolean } = {}) {
  const { page, pageSize, offset } = pageOf(query);
  const where = registrationWhere(query);
  const total = db.select({ n: sql<number>`count(*)` }).from(registrations).where(where).get()?.n ?? 0;
  const rows = db
    .select(registrationColumns)
    .from(registrations)
    .where(where)
    .orderBy(...registrationOrder(query))
    .limit(pageSize)
    .offset(offset)
    .all();
  const docs = options.withDocuments === false ? new Map<number, DocumentRef[]>() : documentsOf(db, 'registration', rows.map((r) => r.id));
  const seen = utrsSeenIn(db, admissions, rows.map((r) => r.utr));
  return {
    rows: rows.map((row) => ({
      ...row,
      documents: sortDocs(docs.get(row.id) ?? []),
      utrSeenBefore: seen.has(row.utr),
    })),
    total,
    page,
    pageSize,
  };
}

export type RegistrationRow = ReturnType<typeof listRegistrations>['rows'][number];

export const registrationCounts = (db: DB) => statusCounts(db, registrations, recordStatuses);

export function registrationDetail(db: DB, id: number) {
  const row = db.select(registrationColumns).from(registrations).where(eq(registrations.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No registration with this id.');
  const utrMatches = db
    .select({ id: admissions.id, referenceId: admissions.referenceId, name: admissions.name })
    .from(admissions)
    .where(eq(admissions.utr, row.utr))
    .all()
    .map((match) => ({ type: 'admission' as const, ...match }));
  const admissionsOfRegistration = db
    .select({ id: admissions.id, referenceId: admissions.referenceId, status: admissions.status, createdAt: admissions.createdAt })
    .from(admissions)
    .where(eq(admissions.registrationId, id))
    .orderBy(desc(admissions.createdAt))
    .all();
  return {
    record: { ...row, documents: sortDocs(documentsOf(db, 'registration', [id]).get(id) ?? []), utrSeenBefore: utrMatches.length > 0 },
    history: statusHistory(db, 'registration', id),
    utrMatches,
    admissions: admissionsOfRegistration,
  };
}

// Admissions ---------------------------------------------------------------

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
  createdAt: admissions.createdAt,
  updatedAt: admissions.updatedAt,
  documentsPurgedAt: admissions.documentsPurgedAt,
};

function admissionWhere(query: ApplicationListQuery) {
  return and(
    query.q
      ? /^REG-/i.test(query.q)
        ? eq(registrations.referenceId, query.q.toUpperCase())
        : applicationSearch(query.q, admissions)
      : undefined,
    query.status ? eq(admissions.status, query.status) : undefined,
    query.centre ? eq(registrations.centre, query.centre) : undefined,
    query.course ? eq(registrations.courseCode, query.course) : undefined,
    query.program ? eq(registrations.program, query.program) : undefined,
    ...dateRange(admissions.createdAt, query),
  );
}

function admissionOrder(query: ApplicationListQuery) {
  const dir = (query.sortDir ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = {
    createdAt: admissions.createdAt,
    name: admissions.name,
    status: admissions.status,
    referenceId: admissions.referenceId,
  }[query.sort ?? 'createdAt'];
  return [dir(column), dir(admissions.id)];
}

/** An admission's documents: its own (payment) and its registration's (photo, Aadhaar, certificates). */
function admissionDocuments(db: DB, rows: { id: number; registrationId: number }[]) {
  const own = documentsOf(db, 'admission', rows.map((r) => r.id));
  const fromRegistration = documentsOf(db, 'registration', rows.map((r) => r.registrationId));
  return (row: { id: number; registrationId: number }) => {
    const mine = own.get(row.id) ?? [];
    const kinds = new Set(mine.map((d) => d.kind));
    return sortDocs([...mine, ...(fromRegistration.get(row.registrationId) ?? []).filter((d) => !kinds.has(d.kind))]);
  };
}

export function listAdmissions(db: DB, query: ApplicationListQuery, options: { withDocuments?: boolean } = {}) {
  const { page, pageSize, offset } = pageOf(query);
  const where = admissionWhere(query);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(admissions)
      .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select(admissionColumns)
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .where(where)
    .orderBy(...admissionOrder(query))
    .limit(pageSize)
    .offset(offset)
    .all();
  const docsOf = options.withDocuments === false ? () => [] : admissionDocuments(db, rows);
  const seen = utrsSeenIn(db, registrations, rows.map((r) => r.utr));
  return {
    rows: rows.map((row) => ({ ...row, documents: docsOf(row), utrSeenBefore: seen.has(row.utr) })),
    total,
    page,
    pageSize,
  };
}

export type AdmissionRow = ReturnType<typeof listAdmissions>['rows'][number];

export const admissionCounts = (db: DB) => statusCounts(db, admissions, recordStatuses);

export function admissionDetail(db: DB, id: number) {
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

// Enquiries ----------------------------------------------------------------

const enquiryColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  mobile: enquiries.mobile,
  subject: enquiries.subject,
  query: enquiries.query,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};

function enquiryWhere(query: EnquiryListQuery) {
  const q = query.q;
  const digits = q?.replace(/[\s-]/g, '') ?? '';
  return and(
    q
      ? /^\+?\d+$/.test(digits)
        ? eq(enquiries.mobile, digits.replace(/^\+?91(?=\d{10}$)/, ''))
        : q.includes('@')
          ? or(eq(enquiries.email, q), eq(enquiries.email, q.toLowerCase()))
          : nameContains(enquiries.name, q)
      : undefined,
    query.status ? eq(enquiries.status, query.status) : undefined,
    query.subject ? eq(enquiries.subject, query.subject) : undefined,
    ...dateRange(enquiries.createdAt, query),
  );
}

export function listEnquiries(db: DB, query: EnquiryListQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const where = enquiryWhere(query);
  const dir = (query.sortDir ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = { createdAt: enquiries.createdAt, name: enquiries.name, status: enquiries.status }[query.sort ?? 'createdAt'];
  const total = db.select({ n: sql<number>`count(*)` }).from(enquiries).where(where).get()?.n ?? 0;
  const rows = db
    .select(enquiryColumns)
    .from(enquiries)
    .where(where)
    .orderBy(dir(column), dir(enquiries.id))
    .limit(pageSize)
    .offset(offset)
    .all();
  return { rows, total, page, pageSize };
}

export type EnquiryRow = ReturnType<typeof listEnquiries>['rows'][number];

export const enquiryCounts = (db: DB) => statusCounts(db, enquiries, enquiryStatuses);

export function enquiryDetail(db: DB, id: number) {
  const row = db.select(enquiryColumns).from(enquiries).where(eq(enquiries.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No enquiry with this id.');
  return { record: row, history: statusHistory(db, 'enquiry', id) };
}
