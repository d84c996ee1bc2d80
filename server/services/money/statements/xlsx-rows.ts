// An XLSX statement's first sheet as rows of text, read straight from the
// zip's XML one row at a time. A general workbook reader (exceljs) builds an
// object per cell up to each row's last column, so one cell in column XFD
// per row made 16,384 objects a row and a 20 KB file filled the heap. Here
// the sheet's claimed <dimension> and every cell's own reference are checked
// against the statement limits before the row is kept, and nothing but the
// rows' text is ever held. Values only, as the bank's software saved them: a
// formula's saved result, never the formula.
import zlib from 'node:zlib';
import { AppError } from '../../../../domain/problem';
import { statementLimits, statementMessages } from '../../../../domain/schemas/statements';
import type { SheetRow } from './values';

interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  expanded: number;
  local: number;
}

const unreadable = (why: string) => new AppError('BAD_REQUEST', `The XLSX file could not be read: ${why}.`);

/** The zip's central directory (checkZipBudget has already held it to its budget). */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable('it is not a complete zip file');
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable('its zip directory is damaged');
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      expanded: bytes.readUInt32LE(at + 24),
      local: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function inflate(bytes: Buffer, entry: ZipEntry): Buffer {
  if (entry.local + 30 > bytes.length || bytes.readUInt32LE(entry.local) !== 0x04034b50)
    throw unreadable('its zip entries are damaged');
  const start = entry.local + 30 + bytes.readUInt16LE(entry.local + 26) + bytes.readUInt16LE(entry.local + 28);
  const data = bytes.subarray(start, start + entry.compressed);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw unreadable('it uses an unknown compression');
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(entry.expanded, 1) });
  } catch (error) {
    throw unreadable((error as Error).message);
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? null;

/** The text of a string item or inline string: its <t> runs, without phonetic guides (<rPh>). */
const textOf = (xml: string) =>
  [...xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '').matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)]
    .map((m) => decodeXml(m[1]!))
    .join('');

/** Column letters to a 1-based number (A = 1, XFD = 16,384); 0 when there are none. */
function columnNumber(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

// Number formats that show a date: the built-in ones, and any custom one
// with day, month or year letters outside quotes and brackets.
const builtInDateFormats = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const isDateFormat = (code: string) =>
  /[dmy]/i.test(
    code
      .replace(/"[^"]*"/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\\./g, ''),
  ) && !/^general$/i.test(code.trim());

/** Which cell styles (the `s` index) show dates. */
function dateStyles(styles: string | null): Set<number> {
  const dated = new Set<number>();
  if (!styles) return dated;
  const custom = new Map<number, string>();
  for (const m of styles.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    const id = Number(attribute(m[0], 'numFmtId'));
    custom.set(id, decodeXml(attribute(m[0], 'formatCode') ?? ''));
  }
  const xfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(styles)?.[0] ?? '';
  let index = 0;
  for (const m of xfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)) {
    const id = Number(attribute(m[0], 'numFmtId') ?? 0);
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : builtInDateFormats.has(id)) dated.add(index);
    index += 1;
  }
  return dated;
}

const numberText = (value: number) => (Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6))));

/** A serial day number as the workbook's calendar counts it, as YYYY-MM-DD. */
function serialDate(serial: number, date1904: boolean): string {
  const ms = Math.round((serial + (date1904 ? 1462 : 0) - 25569) * 86_400_000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? numberText(serial) : date.toISOString().slice(0, 10);
}

const tooWide = () => new AppError('BAD_REQUEST', statementMessages.tooManyColumns);
const tooLong = () => new AppError('BAD_REQUEST', statementMessages.tooManyLines);
const tooMany = () => new AppError('BAD_REQUEST', statementMessages.tooManyCells);

/** Refuses a sheet whose <dimension> claims more rows or columns than a statement may have. */
function checkDimension(head: string) {
  const ref = /<(?:\w+:)?dimension\b[^>]*\sref\s*=\s*"([^"]*)"/.exec(head)?.[1];
  if (!ref) return;
  const end = ref.split(':').pop()!.toUpperCase();
  const row = Number(/\d+$/.exec(end)?.[0] ?? 0);
  if (columnNumber(end) > statementLimits.columns) throw tooWide();
  if (row > statementLimits.rows + 1_000) throw tooLong();
}

export function readXlsxRows(bytes: Buffer): SheetRow[] {
  const entries = zipEntries(bytes);
  const byName = new Map(entries.map((entry) => [entry.name.replace(/^\//, ''), entry]));
  const part = (name: string) => {
    const entry = byName.get(name);
    return entry ? inflate(bytes, entry).toString('utf8') : null;
  };
  const workbook = part('xl/workbook.xml');
  if (!workbook) throw unreadable('it has no workbook');
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\sdate1904\s*=\s*"(1|true)"/.test(workbook);
  // The first sheet in the workbook's order, through its relationship.
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbook)?.[0];
  if (!firstSheet) throw new AppError('BAD_REQUEST', statementMessages.noLines);
  const relId = /\s(?:\w+:)?id\s*=\s*"([^"]*)"/.exec(firstSheet)?.[1];
  const rels = part('xl/_rels/workbook.xml.rels') ?? '';
  let target: string | null = null;
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (attribute(m[0], 'Id') === relId) target = attribute(m[0], 'Target');
  }
  if (!target) throw unreadable('its first sheet is missing');
  const sheetName = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const sheetEntry = byName.get(sheetName);
  if (!sheetEntry) throw unreadable('its first sheet is missing');

  const sharedXml = part('xl/sharedStrings.xml');
  const shared: string[] = [];
  if (sharedXml) {
    for (const m of sharedXml.matchAll(/<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\s*\/>/g)) {
      shared.push(m[1] === undefined ? '' : textOf(m[1]).trim());
    }
  }
  const dated = dateStyles(part('xl/styles.xml'));

  const sheet = inflate(bytes, sheetEntry);
  const head = sheet.toString('latin1', 0, Math.min(sheet.length, 65_536));
  const sheetData = /<(\w+:)?sheetData\b/.exec(head);
  const headEnd = sheetData?.index ?? 0;
  checkDimension(head.slice(0, headEnd || head.length));

  const rows: SheetRow[] = [];
  let cellCount = 0;
  let lastRow = 0;
  // One row's XML at a time: the sheet is never held as one string.
  const rowStart = /^<(?:\w+:)?row[\s>/]/;
  const open = Buffer.from(`<${sheetData?.[1] ?? ''}row`);
  let at = sheet.indexOf(open, headEnd);
  while (at >= 0) {
    let next = sheet.indexOf(open, at + open.length);
    // `<rows...` cannot follow: `<row` is followed by a space, > or /.
    while (next >= 0 && !/[\s>/]/.test(String.fromCharCode(sheet[next + open.length] ?? 32))) {
      next = sheet.indexOf(open, next + open.length);
    }
    const end = next >= 0 ? next : sheet.length;
    if (end - at > 1024 * 1024) throw tooWide();
    const xml = sheet.toString('utf8', at, end);
    at = next;
    if (!rowStart.test(xml)) continue;
    const tag = /^<[^>]*>/.exec(xml)?.[0] ?? '';
    const rowNumber = Number(attribute(tag, 'r') ?? lastRow + 1);
    lastRow = rowNumber;
    if (rowNumber > statementLimits.rows + 1_000) throw tooLong();
    const cells: string[] = [];
    let column = 0;
    for (const m of xml.matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attributes = m[1]!;
      const reference = attribute(attributes, 'r');
      column = reference ? columnNumber(reference.toUpperCase()) : column + 1;
      if (column > statementLimits.columns) throw tooWide();
      cellCount += 1;
      if (cellCount > statementLimits.cells) throw tooMany();
      const inner = m[2] ?? '';
      const type = attribute(attributes, 't') ?? 'n';
      const raw = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
      let text = '';
      if (type === 'inlineStr') text = textOf(/<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(inner)?.[1] ?? '').trim();
      else if (raw === undefined) text = '';
      else if (type === 's') text = shared[Number(raw)] ?? '';
      else if (type === 'str') text = decodeXml(raw).trim();
      else if (type === 'b') text = raw.trim() === '1' ? 'true' : 'false';
      else if (type === 'e') text = '';
      else if (type === 'd') text = decodeXml(raw).trim().slice(0, 10);
      else {
        const value = Number(raw);
        if (Number.isNaN(value)) text = decodeXml(raw).trim();
        else text = dated.has(Number(attribute(attributes, 's') ?? -1)) ? serialDate(value, date1904) : numberText(value);
      }
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
    }
    if (cells.some((cell) => cell !== '')) rows.push({ row: rowNumber, cells });
    if (rows.length > statementLimits.rows) throw tooLong();
  }
  return rows;
}
