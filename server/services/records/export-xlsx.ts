// The XLSX form of an export (see export.ts): the same table, with every text
// column formatted as text (@), so a 12-digit UTR or a mobile number stays
// exactly as typed when Excel opens the file (a CSV's 412345678901 becomes
// 4.12346E+11). Cells are written as values, never as formulas, and get the
// same leading quote as the CSV where a formula character leads.
import type * as ExcelJSModule from 'exceljs';
import { neutraliseCell, type ExportTable } from './export';

// exceljs (with its zip and XML libraries, megabytes of code) is loaded on the
// first spreadsheet written or read, not at start: few requests ever need it.
let exceljs: Promise<typeof ExcelJSModule> | null = null;
export const loadExcelJS = () => (exceljs ??= import('exceljs').then((module) => module.default));

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function toXlsx(table: ExportTable, sheetName: string): Promise<{ filename: string; bytes: Buffer; rows: number }> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const numeric = table.header.map(
    (_, index) => table.rows.length > 0 && table.rows.every((row) => typeof row[index] === 'number'),
  );
  sheet.columns = table.header.map((header, index) => ({
    header,
    width: Math.min(Math.max(header.length + 2, 12), 40),
    style: numeric[index] ? {} : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : neutraliseCell(cell))));
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${table.basename}.xlsx`, bytes, rows: table.rows.length };
}
