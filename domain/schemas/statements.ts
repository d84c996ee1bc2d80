// The bank statement import: the column mapping staff give on a bank's first
// statement, and the messages a refused statement gets.
import { z } from 'zod';
import { normaliseReferenceId } from './rules';
import { paymentMethods } from '../vocabulary';

/** Header names are the statement's own; at most this long. */
const columnName = z.string().trim().max(120);

import { statementLayouts, type StatementLayout } from '../vocabulary';

export { statementLayouts, type StatementLayout };
export const statementLayoutLabels: Record<StatementLayout, string> = {
  credit: 'Separate credit (deposit) and debit (withdrawal) columns',
  drcr: 'One amount column and a Dr/Cr column',
  signed: 'One amount column, debits with a minus sign or "Dr"',
};

/** Empty fields mean "not given": the remembered or guessed mapping is used. */
export const statementMappingInput = z.object({
  layout: z
    .enum(statementLayouts)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  dateColumn: columnName.optional(),
  narrationColumn: columnName.optional(),
  referenceColumn: columnName.optional(),
  creditColumn: columnName.optional(),
  debitColumn: columnName.optional(),
  amountColumn: columnName.optional(),
  typeColumn: columnName.optional(),
});
export type StatementMappingInput = z.output<typeof statementMappingInput>;

type ColumnKey = Exclude<keyof StatementMappingInput, 'layout'>;

/** The mapping's parts, in the order staff pick them, and the layouts each belongs to. */
export const statementColumns: { key: ColumnKey; label: string; layouts: readonly StatementLayout[]; required: boolean }[] = [
  { key: 'dateColumn', label: 'Date', layouts: statementLayouts, required: true },
  { key: 'narrationColumn', label: 'Narration / description', layouts: statementLayouts, required: true },
  { key: 'referenceColumn', label: 'Reference (UTR, cheque or ref. no.)', layouts: statementLayouts, required: false },
  { key: 'creditColumn', label: 'Credit amount (deposits)', layouts: ['credit'], required: true },
  { key: 'debitColumn', label: 'Debit amount (withdrawals)', layouts: ['credit'], required: false },
  { key: 'amountColumn', label: 'Amount', layouts: ['drcr', 'signed'], required: true },
  { key: 'typeColumn', label: 'Dr/Cr column', layouts: ['drcr'], required: true },
];

/**
 * What a statement file may hold, checked before it is read whole: a year
 * of an institute's account is a few thousand lines of under 15 columns.
 * Whatever the limits let in is read in well under 300 MB (npm run bench).
 */
export const statementLimits = {
  rows: 50_000,
  columns: 64,
  cells: 250_000,
  /** An HTML table's colspan or rowspan, an XML sheet's merge. */
  span: 64,
  /** Days from a statement's first line to its last. */
  days: 366,
} as const;

export const statementMessages = {
  missingFile: 'Please choose the statement file (CSV, XLS or XLSX) exported from net banking.',
  wrongType: 'The statement must be a CSV, XLS or XLSX file exported from net banking.',
  tooLarge: 'The statement file must be at most 5 MB.',
  zipTooLarge:
    'The XLSX file expands to far more than a bank statement does; it was not opened. Please export the statement again.',
  noHeader: 'No header row with a date and an amount column was found in the first 30 rows.',
  noLines: 'The statement has no credit lines.',
  tooManyLines: 'The statement has more than 50,000 lines; please export a shorter period.',
  tooManyColumns:
    'The statement has cells beyond column 64 (BL); a bank statement has far fewer columns. Please export it again from net banking.',
  tooManyCells: 'The statement has more than 250,000 cells; please export a shorter period.',
  tooWideSpan:
    'The statement has a cell spanning more than 64 columns or rows; a bank statement has none. Please export it again from net banking.',
  tooLongPeriod: (from: string, to: string) =>
    `The statement covers ${from} to ${to}, more than 366 days; please export at most a year at a time.`,
  tooLargeToRead: 'The statement file needs more memory or time to read than a bank statement does; it was not read.',
  unknownColumn: (name: string) => `The statement has no column named "${name}".`,
  badDate: (row: number, column: string, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a date (expected DD/MM/YYYY).`,
  badAmount: (row: number, column: string, value: string) => `Row ${row}, column "${column}": "${value}" is not an amount.`,
  badDirection: (row: number, column: string, value: string) =>
    `Row ${row}, column "${column}": "${value}" is neither Dr nor Cr.`,
  bothSides: (row: number, credit: string, debit: string) =>
    `Row ${row} has an amount in both "${credit}" and "${debit}"; a line is either a credit or a debit.`,
  noLine: 'This credit line is not in any imported statement.',
  lineTaken: 'This credit line already verifies a payment or was marked as no application fee.',
  noRecord: (referenceId: string) => `No registration or admission has the reference id ${referenceId}.`,
  alreadyVerified: (referenceId: string) => `The payment of ${referenceId} is already verified.`,
} as const;

/** "Verified by hand" (cash at the office): the record and a remark saying how. */
export const manualCheckInput = z.object({
  recordType: z.enum(['registration', 'admission']),
  id: z.coerce.number().int().positive(),
  remark: z
    .string()
    .trim()
    .min(1, 'Please say how the payment was checked (for example: cash received at the office).')
    .max(300, 'The remark can be at most 300 characters.'),
  /** How the fee was paid, for its receipt: the record's UTR by UPI, or cash at the office. Default: the record's own. */
  method: z.enum(paymentMethods).optional(),
});

const lineRemark = z.string().trim().max(300, 'The remark can be at most 300 characters.');

/** A credit of no application, linked by staff to the record it pays for. */
export const linkCreditInput = z.object({
  lineId: z.coerce.number().int().positive(),
  referenceId: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const id = normaliseReferenceId(value, 'REG') ?? normaliseReferenceId(value, 'ADM');
      if (!id) ctx.addIssue({ code: 'custom', message: 'Please enter a reference id such as REG-7K3M9Q2X or ADM-7K3M9Q2X.' });
      return id ?? '';
    }),
  remark: lineRemark.min(1, 'Please say why this credit belongs to that application.'),
});

/** A credit that is not an application fee (a grant, a refund, rent): off the list, with a remark. */
export const dismissCreditInput = z.object({
  lineId: z.coerce.number().int().positive(),
  remark: lineRemark.min(1, 'Please say what this credit is.'),
});
