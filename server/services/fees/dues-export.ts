// The dues list and the collection by mode of payment as CSV or XLSX (issue
// 53), through the records' one export table (server/services/records/export.ts):
// the same cells in both files, formula characters neutralised, India time in
// the file's name.
import type { Handle } from '../../../db/client';
import type { CentreScope } from '../../../domain/staff';
import { centres } from '../../../domain/vocabulary';
import { indiaStamp, toCsv, type ExportTable } from '../records/export';
import { toXlsx } from '../records/export-xlsx';
import { collection, duesList, type DuesQuery } from './ledger';

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function duesTable(db: Handle, scope: CentreScope, query: DuesQuery): ExportTable {
  // Page by page: each page's look-ups stay within SQLite's bound on parameters.
  const rows: ReturnType<typeof duesList>['rows'] = [];
  for (let offset = 0; ; offset += 5000) {
    const page = duesList(db, scope, { ...query, offset, limit: 5000 }).rows;
    rows.push(...page);
    if (page.length < 5000) break;
  }
  return {
    basename: `dues-${indiaStamp()}`,
    header: [
      'Admission ID',
      'Name',
      'Mobile',
      'Course code',
      'Centre',
      'Batch',
      'Oldest due on',
      'Days overdue',
      'Due (₹)',
      'Balance (₹)',
    ],
    rows: rows.map((row) => [
      row.referenceId,
      row.name,
      row.mobile,
      row.courseCode,
      centres.labels[row.centre],
      row.intakeId === null ? '' : String(row.intakeId),
      row.oldestDueOn,
      row.daysOverdue,
      rupees(row.duePaise),
      rupees(row.balancePaise),
    ]),
  };
}

export const duesCsv = (db: Handle, scope: CentreScope, query: DuesQuery) => toCsv(duesTable(db, scope, query));
export const duesXlsx = (db: Handle, scope: CentreScope, query: DuesQuery) => toXlsx(duesTable(db, scope, query), 'Dues');

const methodLabels: Record<string, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer' };

/** The money receipted in a day or a month by mode of payment, with its total, at the reader's centres. */
export function collectionTable(db: Handle, scope: CentreScope, period: string): ExportTable {
  const summary = collection(db, scope, period);
  return {
    basename: `collection-${period}-${indiaStamp()}`,
    header: ['Period', 'Mode of payment', 'Receipts', 'Amount (₹)'],
    rows: [
      ...summary.byMethod.map((row) => [period, methodLabels[row.method] ?? row.method, row.count, rupees(row.amountPaise)]),
      [period, 'Total', summary.byMethod.reduce((sum, row) => sum + row.count, 0), rupees(summary.totalPaise)],
    ],
  };
}

export const collectionCsv = (db: Handle, scope: CentreScope, period: string) => toCsv(collectionTable(db, scope, period));
export const collectionXlsx = (db: Handle, scope: CentreScope, period: string) =>
  toXlsx(collectionTable(db, scope, period), 'Collection');
