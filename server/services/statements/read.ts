// Reads a bank statement file into rows of text cells, CSV or XLSX, decided
// from the file's bytes. Values only: an XLSX formula contributes the result
// the bank's software saved with it, and nothing is ever evaluated.
import { readFile } from 'node:fs/promises';
import type * as ExcelJS from 'exceljs';
import { AppError } from '../../../domain/problem';
import { statementMessages } from '../../../domain/schemas/statements';
import type { ReceivedFile } from '../../storage/multipart';
import { loadExcelJS } from '../export-xlsx';

export interface SheetRow {
  /** The row number as the file shows it (a spreadsheet's row, a CSV's line). */
  row: number;
  cells: string[];
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** More rows than any month of an institute's account; beyond it, export a shorter period. */
export const maxStatementRows = 50_000;

export async function readStatementFile(file: Pick<ReceivedFile, 'tempPath' | 'detectedType'>): Promise<SheetRow[]> {
  const bytes = await readFile(file.tempPath);
  // An XLSX is a zip; when its first bytes do not show which kind, exceljs decides.
  if (file.detectedType === xlsxType || file.detectedType === 'application/zip') return readXlsx(bytes);
  // CSV has no magic number: any other recognised type is refused, and text must not hold NUL bytes.
  if (file.detectedType !== null || bytes.includes(0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', statementMessages.wrongType);
  return readCsv(bytes);
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Older net banking exports are Windows-1252; its letters are all the text needs.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator used most in the first lines: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const sample = text.split(/\r?\n/, 30).join('\n');
  const counts = [',', ';', '\t'].map((d) => [d, sample.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function readCsv(bytes: Buffer): Promise<SheetRow[]> {
  // Loaded on the first statement read, not at start.
  const { parse } = await import('csv-parse/sync');
  const text = decodeText(bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('BAD_REQUEST', `The CSV file is malformed${line ? ` near row ${line}` : ''}: ${(error as Error).message}`);
  }
  if (records.length > maxStatementRows) throw new AppError('BAD_REQUEST', statementMessages.tooManyLines);
  return records.map(({ record, info }) => ({ row: info.lines, cells: record }));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('BAD_REQUEST', `The XLSX file could not be read: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('BAD_REQUEST', statementMessages.noLines);
  if (sheet.rowCount > maxStatementRows) throw new AppError('BAD_REQUEST', statementMessages.tooManyLines);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell !== '')) rows.push({ row: row.number, cells });
  });
  return rows;
}
