// From a statement's rows to its credit lines: find the header row, decide
// the layout and which columns hold the date, narration, reference and the
// amounts (given by staff, remembered for this bank's layout, or guessed from
// common header names), then read every row below it.
//
// What is not a transaction is skipped: masked rows (asterisks), headers
// repeated on page breaks, opening and closing balances, summary footers.
// A row that looks like a transaction (a date, an amount) but cannot be read
// refuses the whole statement with its row and column named.
//
// A debit never becomes a credit line, whatever the mapping: a negative or
// "Dr" amount, a Dr/Cr column that says debit (mapped or not: found by its
// values), or an amount in a debit-named column all make the row a debit.
import { AppError } from '../../../../domain/problem';
import { statementMessages, type StatementLayout, type StatementMappingInput } from '../../../../domain/schemas/statements';
import type { SheetRow } from './values';
import { type Convention, amountText, conventionOf, dateLike, parseStatementDate, readAmount } from './values';

export interface ColumnMapping {
  layout: StatementLayout;
  dateColumn: string;
  narrationColumn: string;
  referenceColumn: string | null;
  /** Layout `credit`: the credit column. */
  creditColumn: string | null;
  /** Layout `credit`: the debit column, when the bank has one. */
  debitColumn: string | null;
  /** Layouts `drcr` and `signed`: the one amount column. */
  amountColumn: string | null;
  /** Layout `drcr`: the Dr/Cr column. */
  typeColumn: string | null;
}

export interface StatementLine {
  row: number;
  /** India date, YYYY-MM-DD. */
  date: string;
  narration: string;
  reference: string;
  creditPaise: number;
  /** The 12-digit numbers (UPI references) in the narration and reference cells. */
  utrs: string[];
}

/** An amount read one way when the file's other amounts suggest the other: named in the preview. */
export interface AmbiguousAmount {
  row: number;
  column: string;
  text: string;
  readAsPaise: number;
}

export interface StatementTable {
  /** The header cells as the file has them. */
  headers: string[];
  /** Lower case, single spaces, joined with '|': the bank layout's key. */
  signature: string;
  lines: StatementLine[];
  /** The first and last date of any transaction row (debits too): the days the statement covers. */
  period: { from: string; to: string } | null;
  ambiguous: AmbiguousAmount[];
  /** Rows passed over: masked, repeated headers, balances and footers. */
  skipped: number;
  /** Debit rows read (they verify nothing). */
  debits: number;
}

export const normaliseHeader = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
export const signatureOf = (headers: string[]) => headers.map(normaliseHeader).join('|');

// Header names seen in Indian net banking exports (SBI, HDFC, ICICI, Axis, PNB, BoB, Kotak, ...).
const patterns = {
  date: /^((txn|tran|transaction|value|post|posting) )?(date|dt\.?)$|^date$/,
  narration: /narration|description|particulars|details|remarks/,
  reference: /ref|utr|chq|cheque|transaction id/,
  credit: /credit|deposit|lodgement|^cr\.?( amount| amt\.?)?$|\(cr\)/,
  debit: /debit|withdraw|^dr\.?( amount| amt\.?)?$|\(dr\)/,
  amount: /^((txn|tran|transaction) )?(amount|amt\.?)( ?\(.*\))?$/,
  type: /^(dr ?\/ ?cr|cr ?\/ ?dr|d ?\/ ?c|c ?\/ ?d|((txn|tran|transaction) )?type|(dr ?\/ ?cr|cr ?\/ ?dr) indicator)\.?$/,
};

/** The first of the first 30 rows that holds every named column, or that looks like a header. */
export function findHeader(rows: SheetRow[], names: string[] | null): number {
  for (let index = 0; index < Math.min(rows.length, 30); index += 1) {
    const cells = rows[index]!.cells.map(normaliseHeader);
    if (names) {
      if (names.every((name) => cells.includes(normaliseHeader(name)))) return index;
      continue;
    }
    const date = cells.some((cell) => patterns.date.test(cell));
    const money = cells.some((cell) => patterns.credit.test(cell) || patterns.amount.test(cell));
    if (date && money) return index;
  }
  return -1;
}

const find = (headers: string[], pattern: RegExp, taken: (string | null)[] = []) =>
  headers.find((h) => pattern.test(normaliseHeader(h)) && !taken.includes(h)) ?? null;

/**
 * A guess from the header names (and, for one amount column, its values);
 * null when staff must choose.
 */
export function guessMapping(rows: SheetRow[], headerIndex: number): ColumnMapping | null {
  const headers = rows[headerIndex]!.cells;
  const dateColumn = find(headers, patterns.date);
  const narrationColumn = find(headers, patterns.narration);
  if (!dateColumn || !narrationColumn) return null;
  const referenceColumn = find(headers, patterns.reference, [narrationColumn]);
  const base = {
    dateColumn,
    narrationColumn,
    referenceColumn,
    creditColumn: null,
    debitColumn: null,
    amountColumn: null,
    typeColumn: null,
  };
  const creditColumn = find(headers, patterns.credit);
  if (creditColumn)
    return { ...base, layout: 'credit', creditColumn, debitColumn: find(headers, patterns.debit, [creditColumn]) };
  const amountColumn = find(headers, patterns.amount);
  if (!amountColumn) return null;
  const amountAt = headers.indexOf(amountColumn);
  const typeAt = markerColumnOf(rows, headerIndex, amountAt);
  const namedType = find(headers, patterns.type);
  if (namedType || typeAt >= 0)
    return { ...base, layout: 'drcr', amountColumn, typeColumn: typeAt >= 0 ? headers[typeAt]! : namedType };
  // One amount column alone: signed only when its values show signs; otherwise staff say.
  const signed = rows
    .slice(headerIndex + 1, headerIndex + 200)
    .some(({ cells }) => /^\s*[-(]|\b(dr|cr)\.?\)?\s*$/i.test(cells[amountAt] ?? ''));
  return signed ? { ...base, layout: 'signed', amountColumn } : null;
}

/** A mapping staff gave, if they gave every column its layout needs. */
export function givenMapping(input: StatementMappingInput): ColumnMapping | null {
  if (!input.dateColumn || !input.narrationColumn) return null;
  const layout: StatementLayout = input.layout ?? (input.creditColumn ? 'credit' : input.typeColumn ? 'drcr' : 'signed');
  const mapping: ColumnMapping = {
    layout,
    dateColumn: input.dateColumn,
    narrationColumn: input.narrationColumn,
    referenceColumn: input.referenceColumn || null,
    creditColumn: layout === 'credit' ? input.creditColumn || null : null,
    debitColumn: layout === 'credit' ? input.debitColumn || null : null,
    amountColumn: layout === 'credit' ? null : input.amountColumn || null,
    typeColumn: layout === 'drcr' ? input.typeColumn || null : null,
  };
  if (layout === 'credit' && !mapping.creditColumn) return null;
  if (layout !== 'credit' && !mapping.amountColumn) return null;
  if (layout === 'drcr' && !mapping.typeColumn) return null;
  return mapping;
}

/** The header names a mapping needs, for finding its header row. */
export const mappingColumns = (mapping: ColumnMapping) =>
  [
    mapping.dateColumn,
    mapping.narrationColumn,
    mapping.referenceColumn,
    mapping.creditColumn,
    mapping.debitColumn,
    mapping.amountColumn,
    mapping.typeColumn,
  ].filter((name): name is string => Boolean(name));

/** Nothing there: empty, a dash, or zero. */
const blankAmount = (value: string) => /^[-–—]*$/.test(value.trim()) || /^[₹rsINR.\s]*0*([.,]0*)?$/i.test(value.trim());
const masked = (value: string) => /^\*+$/.test(value.trim());
const creditMarker = /^(cr|c|credit|deposit)\.?$/i;
const debitMarker = /^(dr|d|debit|withdrawal|wdl)\.?$/i;
const summaryCell =
  /^(opening|closing) ?bal|\btotal\b|^balance (b\/f|c\/f|brought|carried)|^b\/f$|^c\/f$|statement summary|^(dr|cr) count|^\*\*/i;
const balanceNarration = /^(opening|closing) balance|^balance (b\/f|c\/f|brought forward|carried forward)|^b\/f$|^c\/f$/i;

/**
 * The Dr/Cr column found by its values: of the columns whose cells are all
 * Dr/Cr markers, the first to the right of the amount column (Kotak has one
 * for the amount and one for the balance), else the first; -1 when none.
 */
function markerColumnOf(rows: SheetRow[], headerIndex: number, amountAt: number): number {
  const sample = rows.slice(headerIndex + 1, headerIndex + 400);
  const width = Math.max(0, ...sample.map((r) => r.cells.length));
  const columns: number[] = [];
  for (let column = 0; column < width; column += 1) {
    let markers = 0;
    let others = 0;
    for (const { cells } of sample) {
      const value = (cells[column] ?? '').trim();
      if (!value) continue;
      if (creditMarker.test(value) || debitMarker.test(value)) markers += 1;
      else others += 1;
    }
    // Footers and masked rows leave a few other values.
    if (markers >= 1 && markers >= others * 9) columns.push(column);
  }
  return columns.find((column) => column > amountAt) ?? columns[0] ?? -1;
}

/** Reads the rows below the header with this mapping. */
export function readLines(rows: SheetRow[], headerIndex: number, mapping: ColumnMapping): StatementTable {
  const headers = rows[headerIndex]!.cells;
  const signature = signatureOf(headers);
  const columnOf = (name: string | null) => {
    if (!name) return -1;
    const index = headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(name));
    if (index < 0) throw new AppError('BAD_REQUEST', statementMessages.unknownColumn(name));
    return index;
  };
  const dateAt = columnOf(mapping.dateColumn);
  const narrationAt = columnOf(mapping.narrationColumn);
  const referenceAt = columnOf(mapping.referenceColumn);
  const layout = mapping.layout;
  const creditAt = layout === 'credit' ? columnOf(mapping.creditColumn) : columnOf(mapping.amountColumn);
  if (creditAt < 0) throw new AppError('BAD_REQUEST', statementMessages.unknownColumn(''));
  const debitAt = layout === 'credit' ? columnOf(mapping.debitColumn) : -1;
  const typeAt = layout === 'drcr' ? columnOf(mapping.typeColumn) : -1;

  // Whatever the mapping: a Dr/Cr column found by its values, and every
  // debit-named column, can make a row a debit; a debit-named "credit" column
  // credits nothing.
  const foundTypeAt = typeAt >= 0 ? typeAt : markerColumnOf(rows, headerIndex, creditAt);
  const debitColumns = headers
    .map((h, i) => (patterns.debit.test(normaliseHeader(h)) && i !== creditAt ? i : -1))
    .filter((i) => i >= 0);
  if (debitAt >= 0 && !debitColumns.includes(debitAt)) debitColumns.push(debitAt);
  const creditColumnIsDebit =
    patterns.debit.test(normaliseHeader(headers[creditAt]!)) && !patterns.credit.test(normaliseHeader(headers[creditAt]!));

  const body = rows.slice(headerIndex + 1);
  // The file's convention for the decimal mark, from cells that show only one.
  let dots = 0;
  let commas = 0;
  for (const { cells } of body) {
    for (const at of [creditAt, ...debitColumns]) {
      const cell = cells[at];
      // Only a cell with both a digit and a separator can show a convention.
      if (!cell || !/\d[.,]\d/.test(cell)) continue;
      const own = conventionOf(amountText(cell).digits);
      if (own === 'dot') dots += 1;
      else if (own === 'comma') commas += 1;
    }
  }
  const convention: Convention = commas > dots ? 'comma' : 'dot';

  const dateHeader = headers[dateAt]!;
  const normalisedDateHeader = normaliseHeader(dateHeader);
  const lines: StatementLine[] = [];
  const ambiguous: AmbiguousAmount[] = [];
  let from: string | null = null;
  let to: string | null = null;
  let skipped = 0;
  let debits = 0;
  for (const { row, cells } of body) {
    const dateText = (cells[dateAt] ?? '').trim();
    const moneyText = (cells[creditAt] ?? '').trim();
    const narration = (cells[narrationAt] ?? '').trim();
    // A header repeated on a page break, a masked row, a balance or a footer.
    // (A repeated header has the date column's name in the date column: no need to compare whole rows.)
    if (dateText === dateHeader || normaliseHeader(dateText) === normalisedDateHeader || masked(dateText) || masked(moneyText)) {
      skipped += 1;
      continue;
    }
    const date = dateText ? parseStatementDate(dateText) : null;
    if (!date) {
      const looksDated = dateText !== '' && dateLike(dateText);
      const hasMoney = !blankAmount(moneyText);
      if (looksDated && hasMoney) throw new AppError('BAD_REQUEST', statementMessages.badDate(row, headers[dateAt]!, dateText));
      if (dateText === '' && hasMoney && !cells.some((cell) => summaryCell.test(cell.trim()))) {
        throw new AppError('BAD_REQUEST', statementMessages.badDate(row, headers[dateAt]!, dateText));
      }
      // No date: a wrapped narration, a balance, a summary or a footer.
      skipped += 1;
      continue;
    }
    if (balanceNarration.test(narration)) {
      skipped += 1;
      continue;
    }
    if (!from || date < from) from = date;
    if (!to || date > to) to = date;
    if (blankAmount(moneyText)) {
      debits += 1;
      continue;
    }
    const amount = readAmount(moneyText, convention);
    if (!amount) throw new AppError('BAD_REQUEST', statementMessages.badAmount(row, headers[creditAt]!, moneyText));
    let debit = amount.debit || creditColumnIsDebit;
    if (layout === 'drcr') {
      const marker = (cells[typeAt] ?? '').trim();
      if (debitMarker.test(marker)) debit = true;
      else if (!creditMarker.test(marker))
        throw new AppError('BAD_REQUEST', statementMessages.badDirection(row, headers[typeAt]!, marker));
    } else if (foundTypeAt >= 0 && debitMarker.test((cells[foundTypeAt] ?? '').trim())) debit = true;
    if (layout === 'credit' && !debit) {
      for (const at of debitColumns) {
        const other = (cells[at] ?? '').trim();
        if (blankAmount(other) || masked(other)) continue;
        if (!readAmount(other, convention))
          throw new AppError('BAD_REQUEST', statementMessages.badAmount(row, headers[at]!, other));
        throw new AppError('BAD_REQUEST', statementMessages.bothSides(row, headers[creditAt]!, headers[at]!));
      }
    }
    if (debit) {
      debits += 1;
      continue;
    }
    if (amount.ambiguous) ambiguous.push({ row, column: headers[creditAt]!, text: moneyText, readAsPaise: amount.paise });
    const reference = referenceAt >= 0 ? (cells[referenceAt] ?? '').trim() : '';
    const utrs = [...new Set([...`${narration} ${reference}`.matchAll(utrPattern)].map((match) => match[0]))];
    lines.push({ row, date, narration, reference, creditPaise: amount.paise, utrs });
  }
  return { headers, signature, lines, period: from && to ? { from, to } : null, ambiguous, skipped, debits };
}

const utrPattern = /(?<!\d)\d{12}(?!\d)/g;
