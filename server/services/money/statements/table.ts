// From a statement's rows to its table of credit lines: the header row and
// the mapping (given by staff, remembered for this bank's layout, or guessed
// from the header names), the lines below it, and the period they cover,
// capped. Pure: it runs in the reader's worker thread beside the file's
// parsing (read-off-loop.ts), so only the lines cross back.
import { AppError } from '../../../../domain/problem';
import { statementLimits, statementMessages } from '../../../../domain/schemas/statements';
import {
  findHeader,
  guessMapping,
  mappingColumns,
  readLines,
  signatureOf,
  type ColumnMapping,
  type StatementTable,
} from './lines';
import { spanInDays } from './match';
import type { SheetRow } from './values';

export interface RememberedLayout {
  signature: string;
  mapping: ColumnMapping;
}

export type TableOutcome =
  | {
      kind: 'table';
      table: StatementTable & { period: { from: string; to: string } };
      mapping: ColumnMapping;
      mappingSource: 'given' | 'remembered' | 'guessed';
    }
  | { kind: 'needs-mapping'; headers: string[]; message: string };

export function tableOfRows(rows: SheetRow[], given: ColumnMapping | null, remembered: RememberedLayout[]): TableOutcome {
  if (rows.length === 0) throw new AppError('BAD_REQUEST', statementMessages.noLines);
  let headerIndex = -1;
  let mapping: ColumnMapping | null = null;
  let mappingSource: 'given' | 'remembered' | 'guessed' = 'given';
  if (given) {
    headerIndex = findHeader(rows, mappingColumns(given));
    if (headerIndex < 0) throw new AppError('BAD_REQUEST', statementMessages.unknownColumn(mappingColumns(given).join('", "')));
    mapping = given;
  } else {
    // A remembered layout: any of the first rows whose header signature is known.
    for (const layout of remembered) {
      const index = findHeader(rows, mappingColumns(layout.mapping));
      if (index >= 0 && signatureOf(rows[index]!.cells) === layout.signature) {
        headerIndex = index;
        mapping = layout.mapping;
        mappingSource = 'remembered';
        break;
      }
    }
    if (!mapping) {
      headerIndex = findHeader(rows, null);
      mapping = headerIndex >= 0 ? guessMapping(rows, headerIndex) : null;
      mappingSource = 'guessed';
    }
  }
  if (!mapping || headerIndex < 0) {
    const headers = (headerIndex >= 0 ? rows[headerIndex]! : rows[0]!).cells.filter(Boolean);
    return {
      kind: 'needs-mapping',
      headers,
      message: headerIndex >= 0 ? 'Please choose the columns of this bank statement.' : statementMessages.noHeader,
    };
  }
  const table = readLines(rows, headerIndex, mapping);
  if (table.lines.length === 0 || !table.period) throw new AppError('BAD_REQUEST', statementMessages.noLines);
  // The period is the lines' own first and last dates; a span of centuries
  // would be walked day by day and would make every fee "not in statement".
  if (spanInDays(table.period.from, table.period.to) > statementLimits.days) {
    throw new AppError('BAD_REQUEST', statementMessages.tooLongPeriod(table.period.from, table.period.to));
  }
  return { kind: 'table', table: table as StatementTable & { period: { from: string; to: string } }, mapping, mappingSource };
}
