// From a statement's rows to its credit lines: find the header row, decide
// which columns hold the date, narration, reference and credit amount (given
// by staff, remembered for this bank's layout, or guessed from common header
// names), then read every row below it. A bad date or amount on a credit row
// refuses the whole statement with the row and the column named.
import { AppError } from '../../../domain/problem';
import { statementMessages, type StatementMappingInput } from '../../../domain/schemas/statements';
import type { SheetRow } from './read';

export interface ColumnMapping {
  dateColumn: string;
  narrationColumn: string;
  referenceColumn: string | null;
  creditColumn: string;
}

export interface StatementLine {
  row: number;
  /** India date, YYYY-MM-DD. */
  date: string;
  narration: string;
  creditPaise: number;
  /** The 12-digit numbers (UPI references) in the narration and reference cells. */
  utrs: string[];
}

export interface StatementTable {
  /** The header cells as the file has them. */
  headers: string[];
  /** Lower case, single spaces, joined with '|': the bank layout's key. */
  signature: string;
  lines: StatementLine[];
  /** The first and last date of any dated row (debits too): the days the statement covers. */
  period: { from: string; to: string } | null;
}

export const normaliseHeader = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
export const signatureOf = (headers: string[]) => headers.map(normaliseHeader).join('|');

// Header names seen in Indian net banking exports (SBI, HDFC, ICICI, Axis, PNB, BoB, ...).
const guesses: { key: keyof ColumnMapping; pattern: RegExp }[] = [
  { key: 'dateColumn', pattern: /^(txn |tran |transaction |value |post |posting )?date$|^date$/ },
  { key: 'narrationColumn', pattern: /narration|description|particulars|details|remarks/ },
  { key: 'referenceColumn', pattern: /ref|utr|chq|cheque|transaction id/ },
  { key: 'creditColumn', pattern: /credit|deposit|^cr( amount| amt)?\.?$|amount \(cr\)/ },
];

/** The first of the first 30 rows that holds every named column, or that looks like a header. */
export function findHeader(rows: SheetRow[], names: string[] | null): number {
  for (let index = 0; index < Math.min(rows.length, 30); index += 1) {
    const cells = rows[index]!.cells.map(normaliseHeader);
    if (names) {
      if (names.every((name) => cells.includes(normaliseHeader(name)))) return index;
      continue;
    }
    const date = cells.some((cell) => guesses[0]!.pattern.test(cell));
    const credit = cells.some((cell) => guesses[3]!.pattern.test(cell));
    if (date && credit) return index;
  }
  return -1;
}

/** A guess from the header names; null when the date, narration or credit column is not recognised. */
export function guessMapping(headers: string[]): ColumnMapping | null {
  const found: Partial<Record<keyof ColumnMapping, string>> = {};
  for (const { key, pattern } of guesses) {
    const header = headers.find((h) => pattern.test(normaliseHeader(h)) && !Object.values(found).includes(h));
    if (header) found[key] = header;
  }
  if (!found.dateColumn || !found.narrationColumn || !found.creditColumn) return null;
  return {
    dateColumn: found.dateColumn,
    narrationColumn: found.narrationColumn,
    referenceColumn: found.referenceColumn ?? null,
    creditColumn: found.creditColumn,
  };
}

/** A mapping staff gave, if they gave the three required columns. */
export function givenMapping(input: StatementMappingInput): ColumnMapping | null {
  if (!input.dateColumn || !input.narrationColumn || !input.creditColumn) return null;
  return {
    dateColumn: input.dateColumn,
    narrationColumn: input.narrationColumn,
    referenceColumn: input.referenceColumn || null,
    creditColumn: input.creditColumn,
  };
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** DD/MM/YYYY (or - .), DD/MM/YY, DD-Mon-YYYY, DD Mon YYYY, YYYY-MM-DD; a time after it is ignored. */
export function parseStatementDate(value: string): string | null {
  const text = value.trim().toLowerCase();
  let day: number, month: number, year: number;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ t].*)?$/.exec(text);
  if (m) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?: .*)?$/.exec(text))) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[ -]([a-z]{3})[a-z]*[ -,]+(\d{2}|\d{4})(?: .*)?$/.exec(text))) {
    [day, month, year] = [Number(m[1]), months.indexOf(m[2]!) + 1, Number(m[3])];
  } else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Rupees as the bank writes them (1,00,000.50, ₹ 100, 100 CR) in paise; null when it is no amount. */
export function parseAmountPaise(value: string): number | null {
  const text = value.replace(/₹|rs\.?|inr|,|\s/gi, '').replace(/cr$/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [rupees, paise = ''] = text.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

const utrPattern = /(?<!\d)\d{12}(?!\d)/g;

/** Reads the rows below the header with this mapping. */
export function readLines(rows: SheetRow[], headerIndex: number, mapping: ColumnMapping): StatementTable {
  const headers = rows[headerIndex]!.cells;
  const columnOf = (name: string) => {
    const index = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(name));
    if (index < 0) throw new AppError('BAD_REQUEST', statementMessages.unknownColumn(name));
    return index;
  };
  const dateAt = columnOf(mapping.dateColumn);
  const narrationAt = columnOf(mapping.narrationColumn);
  const referenceAt = mapping.referenceColumn ? columnOf(mapping.referenceColumn) : -1;
  const creditAt = columnOf(mapping.creditColumn);

  const lines: StatementLine[] = [];
  let from: string | null = null;
  let to: string | null = null;
  for (const { row, cells } of rows.slice(headerIndex + 1)) {
    const dateText = cells[dateAt] ?? '';
    const creditText = cells[creditAt] ?? '';
    const date = dateText ? parseStatementDate(dateText) : null;
    if (date) {
      if (!from || date < from) from = date;
      if (!to || date > to) to = date;
    }
    // Debits, balances and footers have no credit: they only widen the period.
    if (!creditText || /^[-–—0.]*$/.test(creditText.replace(/,/g, ''))) continue;
    const creditPaise = parseAmountPaise(creditText);
    if (creditPaise === null) throw new AppError('BAD_REQUEST', statementMessages.badAmount(row, headers[creditAt]!, creditText));
    if (!date) throw new AppError('BAD_REQUEST', statementMessages.badDate(row, headers[dateAt]!, dateText));
    const narration = cells[narrationAt] ?? '';
    const reference = referenceAt >= 0 ? (cells[referenceAt] ?? '') : '';
    const utrs = [...new Set([...`${narration} ${reference}`.matchAll(utrPattern)].map((match) => match[0]))];
    lines.push({ row, date, narration, creditPaise, utrs });
  }
  return { headers, signature: signatureOf(headers), lines, period: from && to ? { from, to } : null };
}
