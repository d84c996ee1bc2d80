// Reads a bank statement file into rows of text cells, decided from the
// file's bytes, never its name: a zip is an XLSX (xlsx-rows.ts), an OLE compound
// file is a legacy Excel 97 `.xls` (BIFF), markup is an HTML table or an
// Excel 2003 XML sheet that a bank named `.xls` (both SheetJS CE), and other
// text is CSV, semicolon- or tab-separated (what several banks also name
// `.xls`). Values only: a formula contributes the result the bank's software
// saved with it, and nothing is ever evaluated.
//
// Every reader holds the file to statementLimits (rows, columns, cells,
// spans) before it builds the rows: a small file must not be able to expand
// to millions of cells.
import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import type * as SheetJS from '@e965/xlsx';
import { AppError } from '../../../../domain/problem';
import { statementLimits, statementMessages } from '../../../../domain/schemas/statements';
import type { ReceivedFile } from '../../../storage/multipart';
import { readXlsxRows } from './xlsx-rows';
import type { SheetRow } from './values';

/** More rows than any month of an institute's account; beyond it, export a shorter period. */
export const maxStatementRows = statementLimits.rows;

/**
 * What an XLSX may expand to before it is parsed. A month's statement of
 * 10,000 lines expands to a few MB at a ratio under 10; a zip bomb (1 MB of
 * compressed whitespace holding 1 GB) has a ratio near 1,000.
 */
export const zipLimits = { maxExpandedBytes: 64 * 1024 * 1024, maxRatio: 100, maxEntries: 1_000 } as const;

export type StatementKind = 'xlsx' | 'xls' | 'html' | 'csv';

const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Which reader the bytes call for; null when they are no statement at all. */
export function statementKindOf(bytes: Buffer): { kind: StatementKind; text?: string } | null {
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))) return { kind: 'xlsx' };
  if (bytes.subarray(0, 8).equals(oleMagic)) return { kind: 'xls' };
  const text = decodeText(bytes);
  if (text === null) return null;
  const start = text.slice(0, 4096).trimStart().toLowerCase();
  if (start.startsWith('<')) {
    // An HTML table or an Excel 2003 XML workbook; any other markup is no statement.
    return /<table[\s>]|<workbook[\s>]|<ss:workbook[\s>]/.test(text.slice(0, 200_000).toLowerCase())
      ? { kind: 'html', text }
      : null;
  }
  return { kind: 'csv', text };
}

export async function readStatementFile(file: Pick<ReceivedFile, 'tempPath'>): Promise<SheetRow[]> {
  return readStatementBytes(await readFile(file.tempPath));
}

export async function readStatementBytes(bytes: Buffer): Promise<SheetRow[]> {
  const sniffed = statementKindOf(bytes);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', statementMessages.wrongType);
  switch (sniffed.kind) {
    case 'xlsx':
      // Before any parsing: the zip's declared and real sizes stay within budget.
      checkZipBudget(bytes);
      return readXlsxRows(bytes);
    case 'xls':
      return readWithSheetJS(bytes, 'The XLS file could not be read');
    case 'html':
      checkMarkup(sniffed.text!);
      return readWithSheetJS(Buffer.from(sniffed.text!, 'utf8'), 'The XLS (HTML) file could not be read');
    case 'csv':
      return readCsv(sniffed.text!);
  }
}

/** UTF-8, UTF-16 with a byte order mark (some `.xls` text exports), or Windows-1252; null for binary. */
function decodeText(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // Pictures, PDFs and other binaries hold NUL or other control bytes early on.
  const head = bytes.subarray(0, 8192);
  for (const byte of head) if (byte === 0 || byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return null;
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Older net banking exports are Windows-1252; its letters are all the text needs.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const refuseZip = () => new AppError('BAD_REQUEST', statementMessages.zipTooLarge);

/**
 * Walks the zip's central directory and refuses a file whose declared
 * expansion or ratio is extreme; then inflates each entry into nothing,
 * stopping at its declared size, so a zip that lies about its sizes is
 * refused too. Nothing is kept: memory stays at one entry's declared size.
 */
export function checkZipBudget(bytes: Buffer): void {
  const eocdMin = 22;
  let eocd = -1;
  for (let at = bytes.length - eocdMin; at >= Math.max(0, bytes.length - eocdMin - 65_535); at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new AppError('BAD_REQUEST', 'The XLSX file could not be read: it is not a complete zip file.');
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  // 0xffff / 0xffffffff mark a zip64 archive: far beyond any statement.
  if (entries === 0xffff || at === 0xffffffff || entries > zipLimits.maxEntries) throw refuseZip();
  let declared = 0;
  const found: { method: number; compressed: number; expanded: number; local: number }[] = [];
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) {
      throw new AppError('BAD_REQUEST', 'The XLSX file could not be read: its zip directory is damaged.');
    }
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      expanded: bytes.readUInt32LE(at + 24),
      local: bytes.readUInt32LE(at + 42),
    };
    declared += entry.expanded;
    if (entry.compressed === 0xffffffff || entry.expanded === 0xffffffff) throw refuseZip();
    found.push(entry);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (declared > zipLimits.maxExpandedBytes || declared > bytes.length * zipLimits.maxRatio) throw refuseZip();
  for (const entry of found) {
    if (entry.local + 30 > bytes.length || bytes.readUInt32LE(entry.local) !== 0x04034b50) {
      throw new AppError('BAD_REQUEST', 'The XLSX file could not be read: its zip entries are damaged.');
    }
    const start = entry.local + 30 + bytes.readUInt16LE(entry.local + 26) + bytes.readUInt16LE(entry.local + 28);
    const data = bytes.subarray(start, start + entry.compressed);
    if (entry.method === 0) {
      if (entry.compressed !== entry.expanded) throw refuseZip();
      continue;
    }
    if (entry.method !== 8) throw new AppError('BAD_REQUEST', 'The XLSX file could not be read: it uses an unknown compression.');
    try {
      // One more byte than declared: an entry that inflates beyond its size stops there.
      zlib.inflateRawSync(data, { maxOutputLength: entry.expanded + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw refuseZip();
      throw new AppError('BAD_REQUEST', `The XLSX file could not be read: ${(error as Error).message}`);
    }
  }
}

/** The separator used most in the first lines: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const sample = text.split(/\r?\n/, 30).join('\n');
  const counts = [',', ';', '\t'].map((d) => [d, sample.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function readCsv(text: string): Promise<SheetRow[]> {
  // Loaded on the first statement read, not at start.
  const { parse } = await import('csv-parse/sync');
  let records: { record: string[]; info: { lines: number } }[];
  let cells = 0;
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      // Each record is held to the limits as it is read, before the next.
      // (With `info`, each record comes with its info, whatever the types say.)
      on_record: ((read: { record: string[] }) => {
        const width = read.record.length;
        if (width > statementLimits.columns) throw refusal(statementMessages.tooManyColumns);
        cells += width;
        if (cells > statementLimits.cells) throw refusal(statementMessages.tooManyCells);
        return read;
      }) as unknown as (record: string[]) => string[],
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof AppError) throw error;
    const line = (error as { lines?: number }).lines;
    throw new AppError('BAD_REQUEST', `The CSV file is malformed${line ? ` near row ${line}` : ''}: ${(error as Error).message}`);
  }
  if (records.length > maxStatementRows) throw new AppError('BAD_REQUEST', statementMessages.tooManyLines);
  return records.map(({ record, info }) => ({ row: info.lines, cells: record }));
}

/** A number as the statement means it: 100.1 and not 100.09999999999999. */
const numberText = (value: number) => (Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6))));
const dateText = (value: Date) => value.toISOString().slice(0, 10);

const refusal = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * An HTML table or an XML sheet, before SheetJS builds it: no span wider
 * than a statement's (a wide colspan made every row that wide), no more
 * rows or cells than the limits. Counting tags over-counts (a tag in a
 * comment), which only errs on the side of refusing.
 */
export function checkMarkup(text: string): void {
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/\b(?:colspan|rowspan|ss:mergeacross|ss:mergedown|ss:index)\s*=\s*["']?\s*(\d+)/g)) {
    if (Number(m[1]) > statementLimits.span) throw refusal(statementMessages.tooWideSpan);
  }
  const count = (pattern: RegExp) => {
    let n = 0;
    for (const _ of lower.matchAll(pattern)) n += 1;
    return n;
  };
  if (count(/<(?:tr|ss:row|row)[\s>]/g) > statementLimits.rows + 1_000) throw refusal(statementMessages.tooManyLines);
  if (count(/<(?:td|th|ss:cell|cell)[\s>/]/g) > statementLimits.cells) throw refusal(statementMessages.tooManyCells);
}

// SheetJS CE (with its readers of every old format) is loaded on the first
// `.xls` read, not at start.
let sheetjs: Promise<typeof SheetJS> | null = null;
const loadSheetJS = () => (sheetjs ??= import('@e965/xlsx'));

async function readWithSheetJS(bytes: Buffer, failure: string): Promise<SheetRow[]> {
  const XLSX = await loadSheetJS();
  let sheet: SheetJS.WorkSheet | undefined;
  try {
    // raw: text formats keep their cells as written (no US-style date guessing);
    // cellDates: a BIFF date cell comes as a date; no formulas, styles or HTML kept.
    const workbook = XLSX.read(bytes, {
      type: 'buffer',
      raw: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      dense: true,
      sheetRows: maxStatementRows + 1,
      UTC: true,
    });
    sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  } catch (error) {
    throw new AppError('BAD_REQUEST', `${failure}: ${(error as Error).message}`);
  }
  if (!sheet) throw new AppError('BAD_REQUEST', statementMessages.noLines);
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  // Before the rows are built: each is as wide as the sheet's range.
  if (range && range.e.r - range.s.r + 1 > maxStatementRows) throw new AppError('BAD_REQUEST', statementMessages.tooManyLines);
  if (range && range.e.c + 1 > statementLimits.columns) throw refusal(statementMessages.tooManyColumns);
  if (range && (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1) > statementLimits.cells)
    throw refusal(statementMessages.tooManyCells);
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true, UTC: true });
  const rows: SheetRow[] = [];
  table.forEach((values, index) => {
    const cells = values.map((value) => {
      if (value instanceof Date) return dateText(value);
      if (typeof value === 'number') return numberText(value);
      return String(value ?? '')
        .replace(/\u00a0/g, ' ')
        .trim();
    });
    if (cells.some((cell) => cell !== '')) rows.push({ row: (range?.s.r ?? 0) + index + 1, cells });
  });
  return rows;
}
