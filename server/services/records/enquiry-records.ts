// Enquiries as staff read them: one page of the list (search by name, mobile
// or email; status and subject filters; sort), counts per status, and one
// enquiry with its status history.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { enquiries } from '../../../db/schema';
import type { EnquiryListQuery } from '../../../domain/schemas/record-lists';
import { enquiryStatuses } from '../../../domain/vocabulary';
import { AppError } from '../../../domain/problem';
import { dateRange, listOrder, mobileDigits, nameContains, pageOf, statusCounts } from './record-queries';
import { statusHistory } from '../admissions/status';

const enquiryColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  mobile: enquiries.mobile,
  subject: enquiries.subject,
  query: enquiries.query,
  status: enquiries.status,
  language: enquiries.language,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};

function enquiryWhere(query: EnquiryListQuery) {
  const q = query.q;
  const digits = q?.replace(/[\s-]/g, '') ?? '';
  return and(
    q
      ? /^\+?\d+$/.test(digits)
        ? eq(enquiries.mobile, mobileDigits(digits))
        : q.includes('@')
          ? or(eq(enquiries.email, q), eq(enquiries.email, q.toLowerCase()))
          : nameContains(enquiries.name, q)
      : undefined,
    query.status ? eq(enquiries.status, query.status) : undefined,
    query.subject ? eq(enquiries.subject, query.subject) : undefined,
    ...dateRange(enquiries.createdAt, query),
  );
}

export function listEnquiries(db: Handle, query: EnquiryListQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const where = enquiryWhere(query);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(enquiries)
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select(enquiryColumns)
    .from(enquiries)
    .where(where)
    .orderBy(...listOrder(query, enquiries, enquiries.id))
    .limit(pageSize)
    .offset(offset)
    .all();
  return { rows, total, page, pageSize };
}

export const enquiryCounts = (db: Handle) => statusCounts(db, enquiries, enquiryStatuses.values);

export function enquiryDetail(db: Handle, id: number) {
  const row = db.select(enquiryColumns).from(enquiries).where(eq(enquiries.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No enquiry with this id.');
  return { record: row, history: statusHistory(db, 'enquiry', id) };
}
