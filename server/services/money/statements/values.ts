// The values in a statement's cells: dates in the layouts banks print, and
// amounts in either digit-grouping convention (1,234.50 or 1.234,50), read
// to paise. Pure: lines.ts reads a statement's rows with these.

/** One row of a statement file as read, before any meaning is given to its cells. */
export interface SheetRow {
  /** The row number as the file shows it (a spreadsheet's row, a CSV's line). */
  row: number;
  cells: string[];
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
  } else if ((m = /^(\d{1,2})[ -]([a-z]{3})[a-z]*[ ,-]+(\d{2}|\d{4})(?: .*)?$/.exec(text))) {
    [day, month, year] = [Number(m[1]), months.indexOf(m[2]!) + 1, Number(m[3])];
  } else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Shaped like a date (digits and separators, or a month's name), whether or not it is a real one. */
export const dateLike = (value: string) => /^\d{1,4}[/.\- ](\d{1,2}|[a-z]{3,9})[/.\- ,]+\d{2,4}\b/i.test(value.trim());

export type Convention = 'dot' | 'comma';

interface AmountText {
  /** Digits and separators only. */
  digits: string;
  /** A minus, brackets, or a Dr marker: the amount is a debit. */
  debit: boolean;
  /** A Cr marker in the cell. */
  credit: boolean;
}

/** Strips ₹, Rs., INR, spaces, signs and Dr/Cr markers: what is left should be the number. */
export function amountText(value: string): AmountText {
  let text = value.replace(/[\s\u00a0]+/g, ' ').trim();
  let debit = false;
  let credit = false;
  const marker = /\(?\b(dr|cr)\.?\)?$/i.exec(text);
  if (marker) {
    if (marker[1]!.toLowerCase() === 'dr') debit = true;
    else credit = true;
    text = text.slice(0, marker.index).trim();
  }
  text = text.replace(/₹|\brs\.?|\binr\b/gi, '').replace(/\s/g, '');
  if (/^\(.*\)$/.test(text)) {
    debit = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    debit = true;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  else if (text.endsWith('-')) {
    debit = true;
    text = text.slice(0, -1);
  }
  text = text.replace(/₹|\brs\.?|\binr\b/gi, '');
  return { digits: text, debit, credit };
}

const toPaise = (rupees: string, paise = '') => Number(rupees) * 100 + Number(paise.padEnd(2, '0'));

/** The value of digits with a dot as the decimal mark (commas grouping, Indian or western), or null. */
function dotReading(digits: string): number | null {
  const m = /^(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/.exec(digits);
  return m ? toPaise(m[1]!.replace(/,/g, ''), m[2]) : null;
}

/** The value with a comma as the decimal mark (dots or nothing grouping), or null. */
function commaReading(digits: string): number | null {
  const m = /^(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(digits);
  return m ? toPaise(m[1]!.replace(/\./g, ''), m[2]) : null;
}

/** Which convention a cell shows on its own: only one reading, and a separator in it. */
export function conventionOf(digits: string): Convention | null {
  if (!/[.,]/.test(digits)) return null;
  const dot = dotReading(digits);
  const comma = commaReading(digits);
  if (dot !== null && comma === null) return 'dot';
  if (comma !== null && dot === null) return 'comma';
  return null;
}

/**
 * Rupees as the bank writes them (₹ 1,00,000.50, Rs. 100, INR 100, 100 CR,
 * 100,00 in a file of decimal commas) in paise; null when it is no amount.
 * `ambiguous` when the cell reads only against the file's convention.
 */
export function readAmount(
  value: string,
  convention: Convention = 'dot',
): { paise: number; debit: boolean; credit: boolean; ambiguous: boolean } | null {
  const text = amountText(value);
  const dot = dotReading(text.digits);
  const comma = commaReading(text.digits);
  if (dot === null && comma === null) return null;
  let paise: number;
  let ambiguous = false;
  if (dot !== null && comma !== null) {
    paise = convention === 'dot' ? dot : comma;
  } else {
    paise = (dot ?? comma)!;
    const own = conventionOf(text.digits);
    ambiguous = own !== null && own !== convention;
  }
  return { paise, debit: text.debit, credit: text.credit, ambiguous };
}

/** Rupees in paise, dot convention; null when it is no amount. */
export function parseAmountPaise(value: string): number | null {
  return readAmount(value)?.paise ?? null;
}
