// Exports of a filtered dashboard list, as CSV and as XLSX, from one table
// of columns so the two always hold the same rows and cells. Staff open them
// in a spreadsheet, so:
// - times are India time (Asia/Kolkata), as the dashboard shows them;
// - programs, centres, genders and subjects are their labels, not stored values;
// - a cell that starts with = + - @ (or a tab or carriage return) would run as
//   a formula, so it gets a leading single quote, in both formats; so does
//   every line inside a cell (a spreadsheet that splits a bare line feed
//   into a new row would read that line as a cell of its own), and a cell
//   with any line break is quoted.
import { stringify } from 'csv-stringify/sync';
import type { Handle } from '../../../db/client';
import type { ApplicationListQuery, EnquiryListQuery } from '../../../domain/schemas/record-lists';
import { centres, enquirySubjects, genders, paymentChecks, programs, type StoredPaymentCheck } from '../../../domain/vocabulary';
import { listAdmissions } from './admission-records';
import { listEnquiries } from './enquiry-records';
import { listRegistrations } from './registration-records';
import { currentRemark } from '../admissions/status';
import type { CentreScope } from '../../../domain/staff';

/** The most rows one export holds; a filter narrows a bigger list. */
const exportRowLimit = 200_000;
const batchSize = 1000;

/** A cell: text (kept as text everywhere, even all digits) or a number. */
export type ExportCell = string | number;

export interface ExportTable {
  /** The file name without extension: `registrations-2026-11-23-0731-IST`. */
  basename: string;
  header: string[];
  rows: ExportCell[][];
}

/** The start of the cell or of any line in it, where a formula character follows. */
const formulaLead = /(^|[\r\n])(?=[=+\-@\t\r])/g;

export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? indiaDateTime(value) : String(value);
  return text.replace(formulaLead, "$1'");
}

const indiaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function indiaFields(date: Date) {
  const part = (type: Intl.DateTimeFormatPartTypes) => indiaParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** 2026-11-23 07:31, India time (the header says IST). */
export function indiaDateTime(value: Date | string): string {
  const f = indiaFields(new Date(value));
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
}

/** For file names: 2026-11-23-0731-IST. */
export function indiaStamp(now = new Date()): string {
  const f = indiaFields(now);
  return `${f.year}-${f.month}-${f.day}-${f.hour}${f.minute}-IST`;
}

const labelOf = (labels: Record<string, string>, value: string | null) => (value === null ? '' : (labels[value] ?? value));
const programLabel = (value: string) => labelOf(programs.labels, value);
const centreLabel = (value: string | null) => labelOf(centres.labels, value);
const genderLabel = (value: string) => labelOf(genders.labels, value);
const subjectLabels: Record<string, string> = enquirySubjects.labels;

function collect<Row>(list: (page: number) => { rows: Row[]; total: number }): Row[] {
  const all: Row[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = list(page);
    all.push(...rows);
    if (rows.length < batchSize || all.length >= Math.min(total, exportRowLimit)) break;
  }
  return all.slice(0, exportRowLimit);
}

const applicationHeader = [
  'Reference ID',
  'Name',
  "Father's name",
  'Gender',
  'Date of birth',
  'Mobile',
  'Email',
  'Program',
  'Course code',
  'Course',
  'Centre',
  'Mode',
  'Fee',
  'UTR',
  'UTR seen before',
  'Submitted (IST)',
  'Status',
  'Remark',
  'Payment check',
  'Amount in statement',
];

interface ApplicationRow {
  id: number;
  referenceId: string;
  name: string;
  fatherName: string;
  gender: string;
  dob: string;
  mobile: string;
  email: string;
  program: string;
  courseCode: string;
  courseName: string;
  centre: string | null;
  courseMode: string;
  fee: number;
  utr: string;
  utrSeenBefore: boolean;
  createdAt: Date;
  status: string;
  payment: StoredPaymentCheck | null;
  paymentStatementPaise: number | null;
}

// The remark of the move that set the current status (the applicant sees it;
// for an enquiry, the answer), as the drawer shows it.
const applicationCells = (db: Handle, type: 'registration' | 'admission', r: ApplicationRow): ExportCell[] => [
  r.referenceId,
  r.name,
  r.fatherName,
  genderLabel(r.gender),
  r.dob,
  r.mobile,
  r.email,
  programLabel(r.program),
  r.courseCode,
  r.courseName,
  centreLabel(r.centre),
  r.courseMode,
  r.fee,
  r.utr,
  r.utrSeenBefore ? 'yes' : 'no',
  indiaDateTime(r.createdAt),
  r.status,
  currentRemark(db, type, r.id, r.status) ?? '',
  paymentChecks.labels[r.payment ?? 'unchecked'],
  r.paymentStatementPaise === null ? '' : (r.paymentStatementPaise / 100).toFixed(2),
];

export function registrationsTable(db: Handle, query: ApplicationListQuery, scope?: CentreScope): ExportTable {
  const rows = collect((page) =>
    listRegistrations(db, { ...query, page, pageSize: batchSize }, { withDocuments: false, exactTotal: true, scope }),
  );
  return {
    basename: `registrations-${indiaStamp()}`,
    header: applicationHeader,
    rows: rows.map((r) => applicationCells(db, 'registration', r)),
  };
}

export function admissionsTable(db: Handle, query: ApplicationListQuery, scope?: CentreScope): ExportTable {
  const rows = collect((page) =>
    listAdmissions(db, { ...query, page, pageSize: batchSize }, { withDocuments: false, exactTotal: true, scope }),
  );
  return {
    basename: `admissions-${indiaStamp()}`,
    header: ['Registration reference ID', ...applicationHeader],
    rows: rows.map((r) => [r.registrationReferenceId, ...applicationCells(db, 'admission', r)]),
  };
}

export function enquiriesTable(db: Handle, query: EnquiryListQuery): ExportTable {
  const rows = collect((page) => listEnquiries(db, { ...query, page, pageSize: batchSize }));
  return {
    basename: `enquiries-${indiaStamp()}`,
    header: ['Name', 'Email', 'Mobile', 'Subject', 'Query', 'Submitted (IST)', 'Status', 'Answer or remark'],
    rows: rows.map((r) => [
      r.name,
      r.email,
      r.mobile,
      labelOf(subjectLabels, r.subject),
      r.query,
      indiaDateTime(r.createdAt),
      r.status,
      currentRemark(db, 'enquiry', r.id, r.status) ?? '',
    ]),
  };
}

export function toCsv(table: ExportTable): { filename: string; csv: string; rows: number } {
  const csv = stringify([table.header, ...table.rows.map((row) => row.map(neutraliseCell))], {
    bom: true,
    record_delimiter: 'windows',
    // A bare line feed or carriage return is a line break to a spreadsheet, not only the record delimiter.
    quoted_match: /[\r\n]/,
  });
  return { filename: `${table.basename}.csv`, csv, rows: table.rows.length };
}

export const registrationsCsv = (db: Handle, query: ApplicationListQuery, scope?: CentreScope) =>
  toCsv(registrationsTable(db, query, scope));
export const admissionsCsv = (db: Handle, query: ApplicationListQuery, scope?: CentreScope) =>
  toCsv(admissionsTable(db, query, scope));
export const enquiriesCsv = (db: Handle, query: EnquiryListQuery) => toCsv(enquiriesTable(db, query));
