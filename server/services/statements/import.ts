// The bank statement import staff run from the admin area: preview (read,
// map, match; nothing written) and confirm (the same, then the checks, the
// import and the remembered mapping written in one transaction). The file
// is read from the request's staged upload and never kept.
import { eq } from 'drizzle-orm';
import type { DB } from '../../../db/client';
import { statementFormats, statementImports, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { statementMessages, type StatementMappingInput } from '../../../domain/schemas/statements';
import type { StoredPaymentCheck } from '../../../domain/vocabulary';
import type { ReceivedFile } from '../../storage/multipart';
import { findHeader, givenMapping, guessMapping, readLines, signatureOf, type ColumnMapping } from './lines';
import { matchStatement, type PaymentMatch } from './match';
import { readStatementFile } from './read';
import { issueReceipt } from '../receipts';

export type StatementResult =
  | {
      kind: 'needs-mapping';
      /** The header row found, or every cell of the first row when none looked like one. */
      headers: string[];
      message: string;
    }
  | {
      kind: 'matched';
      fileName: string;
      mapping: ColumnMapping;
      /** Where the mapping came from: staff, this bank's earlier import, or the header names. */
      mappingSource: 'given' | 'remembered' | 'guessed';
      period: { from: string; to: string };
      creditLines: number;
      unmatchedLines: number;
      outsidePeriod: number;
      matches: PaymentMatch[];
      counts: Record<StoredPaymentCheck, number> & { changes: number };
      /** Set when this very file was imported before: confirming it changes nothing. */
      importedBefore: { at: Date; by: string | null } | null;
      /** Set by confirm. */
      importId: number | null;
    };

interface Prepared {
  result: Extract<StatementResult, { kind: 'matched' }>;
  signature: string;
  sha256: string;
}

async function prepare(db: DB, file: ReceivedFile, input: StatementMappingInput): Promise<Prepared | StatementResult> {
  const rows = await readStatementFile(file);
  if (rows.length === 0) throw new AppError('BAD_REQUEST', statementMessages.noLines);

  const given = givenMapping(input);
  let headerIndex = -1;
  let mapping: ColumnMapping | null = null;
  let mappingSource: 'given' | 'remembered' | 'guessed' = 'given';
  if (given) {
    const names = [given.dateColumn, given.narrationColumn, given.creditColumn, given.referenceColumn].filter((n): n is string => Boolean(n));
    headerIndex = findHeader(rows, names);
    if (headerIndex < 0) throw new AppError('BAD_REQUEST', statementMessages.unknownColumn(names.join('", "')));
    mapping = given;
  } else {
    // A remembered layout: any of the first rows whose header signature is known.
    const formats = db.select().from(statementFormats).all();
    for (const format of formats) {
      const names = [format.dateColumn, format.narrationColumn, format.creditColumn, format.referenceColumn].filter((n): n is string => Boolean(n));
      const index = findHeader(rows, names);
      if (index >= 0 && signatureOf(rows[index]!.cells) === format.signature) {
        headerIndex = index;
        mapping = format;
        mappingSource = 'remembered';
        break;
      }
    }
    if (!mapping) {
      headerIndex = findHeader(rows, null);
      mapping = headerIndex >= 0 ? guessMapping(rows[headerIndex]!.cells) : null;
      mappingSource = 'guessed';
    }
  }
  if (!mapping || headerIndex < 0) {
    const headers = (headerIndex >= 0 ? rows[headerIndex]! : rows[0]!).cells.filter(Boolean);
    return { kind: 'needs-mapping', headers, message: headerIndex >= 0 ? 'Please choose the columns of this bank statement.' : statementMessages.noHeader };
  }

  const table = readLines(rows, headerIndex, {
    dateColumn: mapping.dateColumn,
    narrationColumn: mapping.narrationColumn,
    referenceColumn: mapping.referenceColumn,
    creditColumn: mapping.creditColumn,
  });
  if (table.lines.length === 0 || !table.period) throw new AppError('BAD_REQUEST', statementMessages.noLines);

  const before = db
    .select({ at: statementImports.createdAt, by: users.email })
    .from(statementImports)
    .leftJoin(users, eq(users.id, statementImports.userId))
    .where(eq(statementImports.sha256, file.sha256))
    .get();
  const matched = matchStatement(db, table.lines, table.period);
  // The same file again changes nothing, whatever happened in between.
  const matches = before ? matched.matches.map((match) => ({ ...match, changes: false })) : matched.matches;
  const counts = { verified: 0, amount_differs: 0, not_in_statement: 0, line_used: 0, changes: 0 };
  for (const match of matches) {
    counts[match.state] += 1;
    if (match.changes) counts.changes += 1;
  }
  return {
    signature: table.signature,
    sha256: file.sha256,
    result: {
      kind: 'matched',
      fileName: file.originalName,
      mapping: { dateColumn: mapping.dateColumn, narrationColumn: mapping.narrationColumn, referenceColumn: mapping.referenceColumn, creditColumn: mapping.creditColumn },
      mappingSource,
      period: table.period,
      creditLines: table.lines.length,
      unmatchedLines: matched.unmatchedLines,
      outsidePeriod: matched.outsidePeriod,
      matches,
      counts,
      importedBefore: before ? { at: before.at, by: before.by } : null,
      importId: null,
    },
  };
}

const isPrepared = (value: Prepared | StatementResult): value is Prepared => 'result' in value;

/** What the statement would do; nothing is written. */
export async function previewStatement(db: DB, file: ReceivedFile, input: StatementMappingInput): Promise<StatementResult> {
  const prepared = await prepare(db, file, input);
  return isPrepared(prepared) ? prepared.result : prepared;
}

/**
 * Imports the statement: every changed check, the import (who, when, which
 * file) and the bank's mapping, in one transaction. A file imported before
 * writes nothing.
 */
export async function confirmStatement(db: DB, file: ReceivedFile, input: StatementMappingInput, userId: number): Promise<StatementResult> {
  const prepared = await prepare(db, file, input);
  if (!isPrepared(prepared)) return prepared;
  const { result, signature, sha256 } = prepared;
  if (result.importedBefore) return result;
  const importId = db.transaction((tx) => {
    const now = new Date();
    let formatId = tx.select({ id: statementFormats.id }).from(statementFormats).where(eq(statementFormats.signature, signature)).get()?.id;
    if (formatId === undefined) {
      formatId = tx.insert(statementFormats).values({ signature, ...result.mapping, userId, createdAt: now }).returning({ id: statementFormats.id }).get().id;
    } else if (result.mappingSource === 'given') {
      tx.update(statementFormats).set({ ...result.mapping, userId }).where(eq(statementFormats.id, formatId)).run();
    }
    const id = tx
      .insert(statementImports)
      .values({ sha256, fileName: result.fileName.slice(0, 200), creditLines: result.creditLines, periodFrom: result.period.from, periodTo: result.period.to, formatId, userId, createdAt: now })
      .returning({ id: statementImports.id })
      .get().id;
    // One prepared upsert for every changed check: a month's statement can change thousands.
    const upsert = db.$client.prepare(
      `insert into payment_checks (record_type, record_id, state, statement_import_id, statement_row, statement_utr, statement_amount_paise, remark, user_id, checked_at)
       values (?, ?, ?, ?, ?, ?, ?, null, ?, ?)
       on conflict (record_type, record_id) do update set state = excluded.state, statement_import_id = excluded.statement_import_id,
         statement_row = excluded.statement_row, statement_utr = excluded.statement_utr,
         statement_amount_paise = excluded.statement_amount_paise, remark = null, user_id = excluded.user_id, checked_at = excluded.checked_at`,
    );
    for (const match of result.matches) {
      if (!match.changes) continue;
      upsert.run(match.recordType, match.recordId, match.state, id, match.statementRow, match.statementUtr, match.statementAmountPaise, userId, now.getTime());
      // A fee the statement verifies gets its receipt in this same transaction (decision 040).
      if (match.state === 'verified') issueReceipt(tx, { recordType: match.recordType, recordId: match.recordId, source: 'statement', userId, method: 'upi', utr: match.statementUtr, at: now });
    }
    return id;
  });
  return { ...result, importId };
}
