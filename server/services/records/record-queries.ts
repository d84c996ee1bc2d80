// What the dashboard's record lists share: paging, sort order, the search
// box, the date range (India time), the documents of a page of records, UTRs
// seen in the other table, and counts per status. Each entity's list and
// detail are in registration-records.ts, admission-records.ts and
// enquiry-records.ts.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Handle } from '../../../db/client';
import { type admissions, documentKindNames, type enquiries, registrations, uploads } from '../../../db/schema';
import type { ListSort, SortDirection } from '../../../domain/schemas/record-lists';
import type { DocumentOwnerType } from '../../../domain/vocabulary';
import { documentKinds, type DocumentKind } from '../../../domain/schemas/documents';
import type { CentreScope } from '../../../domain/staff';

export interface DocumentRef {
  id: number;
  ownerType: DocumentOwnerType;
  kind: DocumentKind;
  /** What staff call it: its row's name, kept in document_kinds (decision 087). */
  staffName: string;
  detectedType: string;
  originalName: string;
  /** Set when a correction brought a newer file of this kind: the old one is kept beside it. */
  replacedAt: Date | null;
}

type ApplicationTable = typeof registrations | typeof admissions;

const defaultPageSize = 25;

/** The page asked for, its size, and the rows to skip. */
export function pageOf(query: { page?: number; pageSize?: number }) {
  const pageSize = query.pageSize ?? defaultPageSize;
  const page = query.page ?? 1;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * ORDER BY for a list: the chosen column, then the id so that pages never
 * overlap. Newest first by default; any other column ascending by default.
 */
export function listOrder<S extends ListSort>(
  query: { sort?: S; sortDir?: SortDirection },
  columns: Record<S | 'createdAt', SQLiteColumn>,
  id: SQLiteColumn,
) {
  const dir = (query.sortDir ?? (query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = columns[query.sort ?? 'createdAt'];
  return [dir(column), dir(id)];
}

/** India has no daylight saving: a day there starts at 18:30 UTC the day before. */
const indiaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:30`));
const nextIndiaDayStart = (day: string) => new Date(indiaDayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** Submitted from the start of `from` to the end of `to`, India time. */
export function dateRange(column: SQLiteColumn, query: { from?: string; to?: string }) {
  return [
    query.from ? gte(column, indiaDayStart(query.from)) : undefined,
    query.to ? lt(column, nextIndiaDayStart(query.to)) : undefined,
  ];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A part of a name, by scanning (LIKE with the wildcards escaped). */
export const nameContains = (column: SQLiteColumn, q: string) => sql`${column} like ${`%${escapeLike(q)}%`} escape '\\'`;

/** Digits typed in the search box as a mobile number: +91 and spaces dropped. */
export const mobileDigits = (digits: string) => digits.replace(/^\+?91(?=\d{10}$)/, '');

/** The FTS5 trigram index of each table's names (migration 0001_name_search). */
const nameIndexOf = { registrations: 'registrations_name_fts', admissions: 'admissions_name_fts' } as const;

/** Name parts the trigram index can answer: three characters or more, no LIKE wildcards. */
const indexableNamePart = (q: string) => [...q].length >= 3 && !/[%_\\]/.test(q);

/**
 * A part of a name. From three characters on, the trigram index answers it.
 * Shorter parts (rare: "Ra") and parts holding LIKE's wildcards fall back to
 * a scan: FTS5 cannot use its index for a LIKE with an ESCAPE clause. A broad
 * part (more than countCap rows match, "Kumar") is a scan too: walking the
 * date index finds a page of matches after a few hundred rows, where the
 * index would first collect every match.
 */
function namePartOf(table: ApplicationTable, q: string, broad: boolean) {
  if (broad || !indexableNamePart(q)) return nameContains(table.name, q);
  const index = sql.raw(table === registrations ? nameIndexOf.registrations : nameIndexOf.admissions);
  return sql`${table.id} in (select rowid from ${index} where name like ${`%${q}%`})`;
}

/** A search that is neither a number, an email nor a REG-/ADM- reference id. */
const isNameSearch = (q: string) => !/^\+?\d+$/.test(q.replace(/[\s-]/g, '')) && !q.includes('@') && !/^(REG|ADM)-/i.test(q);

/**
 * Counts stop past this many rows: a list then says "more than 1,000".
 * Counting every one of 14,000 matches of a common name cost more than the
 * page of rows itself.
 */
export const countCap = 1000;

/**
 * How many rows a list's query (`select 1 from ... where ...`) matches:
 * counted to the end, or for a broad name search only to countCap + 1.
 * The one count of every staff list (registrations, admissions).
 */
export function countMatching(
  db: Handle,
  query: { limit: (limit: number) => { as: (alias: string) => Subquery } },
  broad: boolean,
): number {
  // LIMIT -1 is no limit in SQLite.
  const counted = query.limit(broad ? countCap + 1 : -1).as('counted');
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(counted)
      .get()?.n ?? 0
  );
}

/** Whether a name search matches more than countCap rows (asked of the trigram index, which stops there). */
export function isBroadNameSearch(db: Handle, table: ApplicationTable, q: string | undefined): boolean {
  if (!q || !isNameSearch(q) || !indexableNamePart(q)) return false;
  const index = table === registrations ? nameIndexOf.registrations : nameIndexOf.admissions;
  const found = db.$client
    .prepare(`select count(*) as n from (select rowid from ${index} where name like ? limit ${countCap + 1})`)
    .get(`%${q}%`) as { n: number };
  return found.n > countCap;
}

/** List options: documents per row (default on); exactTotal counts past countCap (exports). */
export interface ListOptions {
  withDocuments?: boolean;
  exactTotal?: boolean;
  /** The centres of the person asking (decision 068); rows of other centres are not in the query at all. */
  scope?: CentreScope;
}

/**
 * Registrations of the person's centres: no condition for every centre, none
 * at all for no centre. `filterOnly` beside a selective search (a mobile
 * number, a full name) or for the counts per status: SQLite would otherwise walk the centre's index through
 * a third of the table rather than the search's few rows (300 ms against 2 ms
 * at 100,000 rows, the admin list bench); `+` keeps the centre a filter on them.
 */
export function registrationScope(scope: CentreScope | undefined, filterOnly = false) {
  if (!scope || scope === 'all') return undefined;
  if (scope.length === 0) return sql`0`;
  return filterOnly ? inArray(sql`+${registrations.centre}`, [...scope]) : inArray(registrations.centre, [...scope]);
}

/** Admissions of the person's centres: an admission's centre is its registration's. */
export function admissionScope(db: Handle, scope: CentreScope | undefined, table: typeof admissions) {
  const own = registrationScope(scope);
  return own ? inArray(table.registrationId, db.select({ id: registrations.id }).from(registrations).where(own)) : undefined;
}

/**
 * The search box on registrations and admissions. Digits are a mobile number
 * or a UTR, an @ means an email, a REG-/ADM- prefix a reference id: each is an
 * indexed equality. Anything else is a part of a name (the trigram index) or
 * a reference id.
 */
export function applicationSearch(q: string, t: ApplicationTable, broad = false) {
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    // A UTR is matched as typed: one that starts with 91 is not a +91 mobile number.
    return or(eq(t.mobile, mobileDigits(digits)), eq(t.utr, digits));
  }
  if (q.includes('@')) return or(eq(t.email, q), eq(t.email, q.toLowerCase()));
  if (/^(REG|ADM)-/i.test(q)) return eq(t.referenceId, q.toUpperCase());
  return or(namePartOf(t, q, broad), eq(t.referenceId, q.toUpperCase()));
}

/** The documents of some records of one type, by record id. */
export function documentsOf(db: Handle, ownerType: DocumentOwnerType, ids: number[]): Map<number, DocumentRef[]> {
  const byOwner = new Map<number, DocumentRef[]>();
  if (ids.length === 0) return byOwner;
  const rows = db
    .select({
      id: uploads.id,
      ownerId: uploads.ownerId,
      ownerType: uploads.ownerType,
      kind: uploads.kind,
      staffName: documentKindNames.staffName,
      detectedType: uploads.detectedType,
      originalName: uploads.originalName,
      replacedAt: uploads.replacedAt,
    })
    .from(uploads)
    // Inner: the uploads triggers let no kind in that is not there.
    .innerJoin(documentKindNames, eq(documentKindNames.kind, uploads.kind))
    .where(and(eq(uploads.ownerType, ownerType), inArray(uploads.ownerId, ids)))
    .all();
  for (const { ownerId, ...doc } of rows) {
    const list = byOwner.get(ownerId) ?? [];
    list.push(doc);
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

// A kind no longer in the table (document_kinds keeps it) comes after the table's.
const kindRank = (kind: DocumentKind) => {
  const rank = documentKinds.values.indexOf(kind);
  return rank === -1 ? documentKinds.values.length : rank;
};

/**
 * In the order staff see them (photo first, payment last); of one kind the
 * current file first, then the ones a correction replaced, newest first.
 */
export const sortDocs = (docs: DocumentRef[]) =>
  docs.sort(
    (a, b) => kindRank(a.kind) - kindRank(b.kind) || Number(a.replacedAt !== null) - Number(b.replacedAt !== null) || b.id - a.id,
  );

/** UTRs among `utrs` that `table` also holds. */
export function utrsSeenIn(db: Handle, table: ApplicationTable, utrs: string[]): Set<string> {
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

/** { total, and one count per status } over the whole table; a status with no rows counts 0. */
export function statusCounts<S extends string>(
  db: Handle,
  table: ApplicationTable | typeof enquiries,
  statuses: readonly S[],
  where?: SQL,
): Record<S | 'total', number> {
  const rows = db
    .select({ status: table.status, n: sql<number>`count(*)` })
    .from(table)
    .where(where)
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
