// The dues list as CSV or XLSX (issue 53), through the records' one export
// table (server/services/records/export.ts): the same cells in both files,
// formula characters neutralised, India time in the file's name.
import type { Handle } from '../../../db/client';
import type { CentreScope } from '../../../domain/staff';
import { centres } from '../../../domain/vocabulary';
import { indiaStamp, toCsv, type ExportTable } from '../records/export';
import { toXlsx } from '../records/export-xlsx';
import { duesList, type DuesQuery } from './ledger';

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function duesTable(db: Handle, scope: CentreScope, query: DuesQuery): ExportTable {
  const { rows } = duesList(db, scope, { ...query, offset: 0, limit: 200_000 });
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
