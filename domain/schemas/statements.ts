// The bank statement import: the column mapping staff give on a bank's first
// statement, and the messages a refused statement gets.
import { z } from 'zod';
import { paymentMethods } from '../vocabulary';

/** Header names are the statement's own; at most this long. */
const columnName = z.string().trim().max(120);

/** Empty fields mean "not given": the remembered or guessed mapping is used. */
export const statementMappingInput = z.object({
  dateColumn: columnName.optional(),
  narrationColumn: columnName.optional(),
  referenceColumn: columnName.optional(),
  creditColumn: columnName.optional(),
});
export type StatementMappingInput = z.output<typeof statementMappingInput>;

/** The mapping's parts, in the order staff pick them; the reference column is optional. */
export const statementColumns = [
  { key: 'dateColumn', label: 'Date', required: true },
  { key: 'narrationColumn', label: 'Narration / description', required: true },
  { key: 'referenceColumn', label: 'Reference (UTR, cheque or ref. no.)', required: false },
  { key: 'creditColumn', label: 'Credit amount (deposits)', required: true },
] as const;

export const statementMessages = {
  missingFile: 'Please choose the statement file (CSV or XLSX) exported from net banking.',
  wrongType: 'The statement must be a CSV or XLSX file exported from net banking.',
  tooLarge: 'The statement file must be at most 5 MB.',
  noHeader: 'No header row with a date and a credit column was found in the first 30 rows.',
  noLines: 'The statement has no credit lines.',
  tooManyLines: 'The statement has more than 50,000 lines; please export a shorter period.',
  unknownColumn: (name: string) => `The statement has no column named "${name}".`,
  badDate: (row: number, column: string, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not a date (expected DD/MM/YYYY).`,
  badAmount: (row: number, column: string, value: string) =>
    `Row ${row}, column "${column}": "${value}" is not an amount.`,
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
