// Bank statement files for tests, written as a bank's net banking exports
// them (a preamble, a header row, debits and credits, a footer), and a real
// multipart parse of them into the staged upload a procedure reads.
import os from 'node:os';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { parseMultipart, statementUploadLimits, type ReceivedForm } from '../../server/storage/multipart';

export interface StatementLineSeed {
  date: string;
  description: string;
  reference?: string;
  debit?: string;
  credit?: string;
}

export const statementHeaders = ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'];
const preamble = [
  ['Account Name :', 'JYOTI INSTITUTE'],
  ['Account Number :', 'XXXXXXXX1234'],
  ['Statement From :', '09/11/2026 To 14/11/2026'],
];

const cellsOf = (line: StatementLineSeed) => [
  line.date,
  line.date,
  line.description,
  line.reference ?? '',
  line.debit ?? '',
  line.credit ?? '',
  '10,000.00',
];

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function statementCsv(lines: StatementLineSeed[], headers = statementHeaders): Buffer {
  const rows = [...preamble, [], headers, ...lines.map(cellsOf), [], ['** End of statement **']];
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n');
}

/**
 * The same statement as an XLSX workbook: dates as real dates, amounts as
 * numbers, and one credit written as a formula with its saved result.
 */
export async function statementXlsx(lines: StatementLineSeed[], headers = statementHeaders): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of preamble) sheet.addRow(row);
  sheet.addRow([]);
  sheet.addRow(headers);
  let formulaWritten = false;
  for (const line of lines) {
    const [d, m, y] = line.date.split('/').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    const amount = (text?: string) => (text ? Number(text.replace(/,/g, '')) : null);
    const credit = amount(line.credit);
    const row = sheet.addRow([date, date, line.description, line.reference ?? '', amount(line.debit), credit, 10000]);
    if (credit !== null && !formulaWritten) {
      // A formula whose saved result is the credit: read as the value, never evaluated.
      row.getCell(6).value = { formula: `${credit}*1`, result: credit };
      formulaWritten = true;
    }
  }
  sheet.addRow([]);
  sheet.addRow(['** End of statement **']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same statement as a legacy Excel 97 `.xls` (BIFF8), the kind SBI and ICICI offer: dates as dates, amounts as numbers. */
export function statementXls(lines: StatementLineSeed[], headers = statementHeaders): Buffer {
  const amount = (text?: string) => (text ? Number(text.replace(/,/g, '')) : null);
  const rows = [
    ...preamble,
    [],
    headers,
    ...lines.map((line) => {
      const [d, m, y] = line.date.split('/').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return [date, date, line.description, line.reference ?? '', amount(line.debit), amount(line.credit), 10000];
    }),
    [],
    ['** End of statement **'],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true, UTC: true }), 'Statement');
  return XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** The file as a browser would send it, parsed by the server's own multipart reader. */
export async function statementUpload(
  dataDir: string,
  file: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<ReceivedForm> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('statement', new Blob([new Uint8Array(file)]), fileName);
  const request = new Request('http://localhost/admin/statements', { method: 'POST', body });
  return parseMultipart({
    body: request.body,
    headers: { 'content-type': request.headers.get('content-type') },
    dataDir: dataDir || os.tmpdir(),
    limits: statementUploadLimits,
    fileFields: ['statement'],
  });
}
