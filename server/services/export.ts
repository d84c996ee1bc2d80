// CSV export of a filtered list, safe to open in a spreadsheet: a cell that
// starts with = + - @ (or a tab or carriage return) would run as a formula, so
// it gets a leading single quote.
import { stringify } from 'csv-stringify/sync';
import type { DB } from '../../db/client';
import type { ApplicationListQuery, EnquiryListQuery } from '../../domain/schemas/record-lists';
import { listAdmissions } from './admission-records';
import { listEnquiries } from './enquiry-records';
import { listRegistrations } from './registration-records';

/** The most rows one export holds; a filter narrows a bigger list. */
const exportRowLimit = 200_000;
const batchSize = 1000;

export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function toCsv(header: string[], rows: unknown[][]): string {
  return stringify([header, ...rows.map((row) => row.map(neutraliseCell))], { bom: true, record_delimiter: 'windows' });
}

function collect<Row>(list: (page: number) => { rows: Row[]; total: number }): Row[] {
  const all: Row[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = list(page);
    all.push(...rows);
    if (rows.length < batchSize || all.length >= Math.min(total, exportRowLimit)) break;
  }
  return all.slice(0, exportRowLimit);
}

const stamp = () => new Date().toISOString().slice(0, 10);

const applicationHeader = [
  'Reference ID', 'Name', "Father's name", 'Gender', 'Date of birth', 'Mobile', 'Email', 'Program', 'Course code',
  'Course', 'Centre', 'Mode', 'Fee', 'UTR', 'UTR seen before', 'Submitted', 'Status',
];

export function registrationsCsv(db: DB, query: ApplicationListQuery) {
  const rows = collect((page) => listRegistrations(db, { ...query, page, pageSize: batchSize }, { withDocuments: false }));
  const csv = toCsv(
    applicationHeader,
    rows.map((r) => [
      r.referenceId, r.name, r.fatherName, r.gender, r.dob, r.mobile, r.email, r.program, r.courseCode, r.courseName,
      r.centre, r.courseMode, r.fee, r.utr, r.utrSeenBefore ? 'yes' : 'no', r.createdAt, r.status,
    ]),
  );
  return { filename: `registrations-${stamp()}.csv`, csv, rows: rows.length };
}

export function admissionsCsv(db: DB, query: ApplicationListQuery) {
  const rows = collect((page) => listAdmissions(db, { ...query, page, pageSize: batchSize }, { withDocuments: false }));
  const csv = toCsv(
    ['Registration reference ID', ...applicationHeader],
    rows.map((r) => [
      r.registrationReferenceId, r.referenceId, r.name, r.fatherName, r.gender, r.dob, r.mobile, r.email, r.program,
      r.courseCode, r.courseName, r.centre, r.courseMode, r.fee, r.utr, r.utrSeenBefore ? 'yes' : 'no', r.createdAt,
      r.status,
    ]),
  );
  return { filename: `admissions-${stamp()}.csv`, csv, rows: rows.length };
}

export function enquiriesCsv(db: DB, query: EnquiryListQuery) {
  const rows = collect((page) => listEnquiries(db, { ...query, page, pageSize: batchSize }));
  const csv = toCsv(
    ['Name', 'Email', 'Mobile', 'Subject', 'Query', 'Submitted', 'Status'],
    rows.map((r) => [r.name, r.email, r.mobile, r.subject, r.query, r.createdAt, r.status]),
  );
  return { filename: `enquiries-${stamp()}.csv`, csv, rows: rows.length };
}
