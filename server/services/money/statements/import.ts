// The bank statement import staff run from the admin area. Preview and
// confirm are one path: the statement is applied inside a transaction (its
// lines, the days it covers, the evidence each payment gains), the states are
// read back through the same rule the lists use, and then the preview rolls
// the transaction back while the confirm commits it. So what the preview
// shows is what the database holds after confirming, by construction, also
// for a file imported before. The file is read from the request's staged
// upload and never kept.
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../../db/client';
import { admissions, registrations, statementFormats, statementImports, users } from '../../../../db/schema';
import { AppError } from '../../../../domain/problem';
import { statementMessages, type StatementMappingInput } from '../../../../domain/schemas/statements';
import type { DocumentOwnerType, StoredPaymentCheck } from '../../../../domain/vocabulary';
import type { ReceivedFile } from '../../../storage/multipart';
import { coverDaysBefore, indiaDayOf, paymentStates } from '../payment-state';
import { evidenceOf, recordFinding, recordVerification, type EvidenceRow } from './evidence';
import {
  findHeader,
  givenMapping,
  guessMapping,
  mappingColumns,
  readLines,
  signatureOf,
  type AmbiguousAmount,
  type ColumnMapping,
  type StatementLine,
  type StatementTable,
} from './lines';
import { readStatementFile } from './read';

export interface PaymentMatch {
  recordType: DocumentOwnerType;
  recordId: number;
  referenceId: string;
  name: string;
  utr: string;
  feePaise: number;
  /** India date of the submission, YYYY-MM-DD. */
  paidOn: string;
  /** The state once this statement is confirmed (null: not yet checked). */
  state: StoredPaymentCheck | null;
  /** The state before it. */
  previous: StoredPaymentCheck | null;
  changes: boolean;
  /** Every piece of evidence the payment has (earlier statements, links, by hand, and this one). */
  evidence: EvidenceRow[];
}

export interface CreditOfNoApplication {
  /** Set once confirmed: the line staff can link or dismiss. */
  lineId: number | null;
  row: number;
  date: string;
  amountPaise: number;
  narration: string;
  reference: string;
  utr: string | null;
}

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
      /** The header row, for changing the columns. */
      headers: string[];
      mapping: ColumnMapping;
      /** Where the mapping came from: staff, this bank's earlier import, or the header names. */
      mappingSource: 'given' | 'remembered' | 'guessed';
      period: { from: string; to: string };
      creditLines: number;
      debitLines: number;
      skippedRows: number;
      ambiguous: AmbiguousAmount[];
      unknownCredits: CreditOfNoApplication[];
      outsidePeriod: number;
      matches: PaymentMatch[];
      counts: Record<StoredPaymentCheck, number> & { changes: number };
      /** Set when this very file was imported before. */
      importedBefore: { at: Date; by: string | null } | null;
      /** Set by confirm. */
      importId: number | null;
    };

type Matched = Extract<StatementResult, { kind: 'matched' }>;

interface Read {
  table: StatementTable & { period: { from: string; to: string } };
  mapping: ColumnMapping;
  mappingSource: Matched['mappingSource'];
}

async function readStatement(db: Handle, file: ReceivedFile, input: StatementMappingInput): Promise<Read | StatementResult> {
  const rows = await readStatementFile(file);
  if (rows.length === 0) throw new AppError('BAD_REQUEST', statementMessages.noLines);

  const given = givenMapping(input);
  let headerIndex = -1;
  let mapping: ColumnMapping | null = null;
  let mappingSource: Matched['mappingSource'] = 'given';
  if (given) {
    headerIndex = findHeader(rows, mappingColumns(given));
    if (headerIndex < 0) throw new AppError('BAD_REQUEST', statementMessages.unknownColumn(mappingColumns(given).join('", "')));
    mapping = given;
  } else {
    // A remembered layout: any of the first rows whose header signature is known.
    for (const format of db.select().from(statementFormats).all()) {
      const remembered: ColumnMapping = {
        layout: format.layout,
        dateColumn: format.dateColumn,
        narrationColumn: format.narrationColumn,
        referenceColumn: format.referenceColumn,
        creditColumn: format.layout === 'credit' ? format.creditColumn : null,
        debitColumn: format.debitColumn,
        amountColumn: format.layout === 'credit' ? null : format.creditColumn,
        typeColumn: format.typeColumn,
      };
      const index = findHeader(rows, mappingColumns(remembered));
      if (index >= 0 && signatureOf(rows[index]!.cells) === format.signature) {
        headerIndex = index;
        mapping = remembered;
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
  return { table: table as Read['table'], mapping, mappingSource };
}

/** Days from one India date to another, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = new Date(`${from}T00:00:00Z`); at.toISOString().slice(0, 10) <= to; at = new Date(at.getTime() + 86_400_000)) {
    days.push(at.toISOString().slice(0, 10));
  }
  return days;
}

const lineKeyOf = (line: StatementLine) =>
  [
    line.date,
    line.creditPaise,
    line.narration.toLowerCase().replace(/\s+/g, ' '),
    line.reference.toLowerCase().replace(/\s+/g, ' '),
  ].join('|');

class RollBack extends Error {
  constructor(readonly result: Matched) {
    super('preview: rolled back');
  }
}

/**
 * Applies the statement inside one transaction and answers what it did.
 * `commit` false: the transaction is rolled back (the preview).
 */
function applyStatement(db: Handle, file: ReceivedFile, read: Read, userId: number, commit: boolean): Matched {
  const { table, mapping, mappingSource } = read;
  const client = db.$client;
  const run = () =>
    db.transaction((tx) => {
      const now = new Date();
      const before = { registration: paymentStates(tx, 'registration'), admission: paymentStates(tx, 'admission') };

      const earlier = tx
        .select({ id: statementImports.id, at: statementImports.createdAt, by: users.email })
        .from(statementImports)
        .leftJoin(users, eq(users.id, statementImports.userId))
        .where(eq(statementImports.sha256, file.sha256))
        .get();
      let importId: number;
      if (earlier) importId = earlier.id;
      else {
        const signature = table.signature;
        const stored = {
          layout: mapping.layout,
          dateColumn: mapping.dateColumn,
          narrationColumn: mapping.narrationColumn,
          referenceColumn: mapping.referenceColumn,
          creditColumn: (mapping.creditColumn ?? mapping.amountColumn)!,
          debitColumn: mapping.debitColumn,
          typeColumn: mapping.typeColumn,
        };
        let formatId = tx
          .select({ id: statementFormats.id })
          .from(statementFormats)
          .where(eq(statementFormats.signature, signature))
          .get()?.id;
        if (formatId === undefined) {
          formatId = tx
            .insert(statementFormats)
            .values({ signature, ...stored, userId, createdAt: now })
            .returning({ id: statementFormats.id })
            .get().id;
        } else if (mappingSource === 'given') {
          // A layout is settings, not money: staff may correct it.
          tx.update(statementFormats)
            .set({ ...stored, userId })
            .where(eq(statementFormats.id, formatId))
            .run();
        }
        importId = tx
          .insert(statementImports)
          .values({
            sha256: file.sha256,
            fileName: file.originalName.slice(0, 200),
            creditLines: table.lines.length,
            periodFrom: table.period.from,
            periodTo: table.period.to,
            formatId,
            userId,
            createdAt: now,
          })
          .returning({ id: statementImports.id })
          .get().id;
      }

      // The lines, each kept once however many statements repeat it.
      const insertLine = client.prepare(
        `insert into statement_lines (import_id, row, date, narration, reference, amount_paise, utr, line_key, occurrence)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (line_key, occurrence) do nothing`,
      );
      const lineIdOf = client.prepare('select id from statement_lines where line_key = ? and occurrence = ?').pluck();
      const occurrences = new Map<string, number>();
      const lineIds: number[] = [];
      for (const line of table.lines) {
        const key = lineKeyOf(line);
        const occurrence = (occurrences.get(key) ?? 0) + 1;
        occurrences.set(key, occurrence);
        insertLine.run(
          importId,
          line.row,
          line.date,
          line.narration,
          line.reference,
          line.creditPaise,
          line.utrs[0] ?? null,
          key,
          occurrence,
        );
        lineIds.push(lineIdOf.get(key, occurrence) as number);
      }
      const insertDay = client.prepare('insert into statement_days (day, import_id) values (?, ?) on conflict (day) do nothing');
      for (const day of daysBetween(table.period.from, table.period.to)) insertDay.run(day, importId);

      // Evidence: each payment whose UTR is on a line of this statement.
      const lineByUtr = new Map<string, number>();
      table.lines.forEach((line, index) => {
        for (const utr of line.utrs) if (!lineByUtr.has(utr)) lineByUtr.set(utr, index);
      });
      const verifiedRecords = new Set(
        client
          .prepare("select record_type || ':' || record_id from payment_evidence where outcome = 'verified'")
          .pluck()
          .all() as string[],
      );
      const spentLines = new Set(
        client
          .prepare("select line_id from payment_evidence where outcome = 'verified' and line_id is not null")
          .pluck()
          .all() as number[],
      );
      const namedPairs = new Set(
        client
          .prepare("select record_type || ':' || record_id || ':' || line_id from payment_evidence where line_id is not null")
          .pluck()
          .all() as string[],
      );
      const payments = [
        ...tx
          .select({
            id: registrations.id,
            referenceId: registrations.referenceId,
            name: registrations.name,
            utr: registrations.utr,
            fee: registrations.registrationFee,
            createdAt: registrations.createdAt,
          })
          .from(registrations)
          .all()
          .map((r) => ({ ...r, recordType: 'registration' as const })),
        ...tx
          .select({
            id: admissions.id,
            referenceId: admissions.referenceId,
            name: admissions.name,
            utr: admissions.utr,
            fee: admissions.admissionFee,
            createdAt: admissions.createdAt,
          })
          .from(admissions)
          .all()
          .map((a) => ({ ...a, recordType: 'admission' as const })),
      ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id); // the older payment claims a line first
      const touched = new Set<string>();
      for (const payment of payments) {
        const index = lineByUtr.get(payment.utr);
        if (index === undefined) continue;
        const key = `${payment.recordType}:${payment.id}`;
        touched.add(key);
        const line = table.lines[index]!;
        const lineId = lineIds[index]!;
        if (verifiedRecords.has(key) || namedPairs.has(`${key}:${lineId}`)) continue;
        const facts = {
          recordType: payment.recordType,
          recordId: payment.id,
          kind: 'statement' as const,
          lineId,
          importId,
          statementRow: line.row,
          utr: payment.utr,
          amountPaise: line.creditPaise,
          userId,
          at: now,
        };
        if (spentLines.has(lineId)) recordFinding(tx, facts, 'line_used');
        else if (line.creditPaise !== payment.fee * 100) recordFinding(tx, facts, 'amount_differs');
        else {
          recordVerification(tx, facts);
          spentLines.add(lineId);
          verifiedRecords.add(key);
        }
      }

      // What each payment the statement speaks of now stands at.
      const after = { registration: paymentStates(tx, 'registration'), admission: paymentStates(tx, 'admission') };
      const lastDay = daysBetween(table.period.to, table.period.to)[0]!;
      const windowEnd = new Date(new Date(`${lastDay}T00:00:00Z`).getTime() + coverDaysBefore * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const shown = payments.filter((payment) => {
        const paidOn = indiaDayOf(payment.createdAt);
        return touched.has(`${payment.recordType}:${payment.id}`) || (paidOn >= table.period.from && paidOn <= windowEnd);
      });
      const evidence = evidenceOf(
        tx,
        shown.map((p) => ({ recordType: p.recordType, recordId: p.id })),
      );
      const counts = { verified: 0, amount_differs: 0, not_in_statement: 0, line_used: 0, changes: 0 };
      const matches: PaymentMatch[] = shown.map((payment) => {
        const state = after[payment.recordType].get(payment.id) ?? null;
        const previous = before[payment.recordType].get(payment.id) ?? null;
        if (state) counts[state] += 1;
        if (state !== previous) counts.changes += 1;
        return {
          recordType: payment.recordType,
          recordId: payment.id,
          referenceId: payment.referenceId,
          name: payment.name,
          utr: payment.utr,
          feePaise: payment.fee * 100,
          paidOn: indiaDayOf(payment.createdAt),
          state,
          previous,
          changes: state !== previous,
          evidence: evidence.get(`${payment.recordType}:${payment.id}`) ?? [],
        };
      });
      // This statement's credits that no payment has and no one dismissed.
      const open = client.prepare(
        'select 1 from statement_lines l where l.id = ? and not exists (select 1 from payment_evidence e where e.line_id = l.id) and not exists (select 1 from credit_dismissals d where d.line_id = l.id)',
      );
      const unknownCredits: CreditOfNoApplication[] = [];
      table.lines.forEach((line, index) => {
        if (!open.get(lineIds[index]!)) return;
        unknownCredits.push({
          lineId: commit ? lineIds[index]! : null,
          row: line.row,
          date: line.date,
          amountPaise: line.creditPaise,
          narration: line.narration,
          reference: line.reference,
          utr: line.utrs[0] ?? null,
        });
      });
      const result: Matched = {
        kind: 'matched',
        fileName: file.originalName,
        headers: table.headers.filter(Boolean),
        mapping,
        mappingSource,
        period: table.period,
        creditLines: table.lines.length,
        debitLines: table.debits,
        skippedRows: table.skipped,
        ambiguous: table.ambiguous,
        unknownCredits,
        outsidePeriod: payments.length - shown.length,
        matches,
        counts,
        importedBefore: earlier ? { at: earlier.at, by: earlier.by } : null,
        importId: commit ? importId : null,
      };
      if (!commit) throw new RollBack(result);
      return result;
    });
  try {
    return run();
  } catch (error) {
    if (error instanceof RollBack) return error.result;
    throw error;
  }
}

/** What confirming the statement would record; nothing is kept. */
export async function previewStatement(
  db: Handle,
  file: ReceivedFile,
  input: StatementMappingInput,
  userId: number,
): Promise<StatementResult> {
  const read = await readStatement(db, file, input);
  return 'table' in read ? applyStatement(db, file, read, userId, false) : read;
}

/**
 * Imports the statement: its lines, the days it covers, the evidence each
 * payment gains, the import (who, when, which file) and the bank's mapping,
 * in one transaction. Evidence is only ever added.
 */
export async function confirmStatement(
  db: Handle,
  file: ReceivedFile,
  input: StatementMappingInput,
  userId: number,
): Promise<StatementResult> {
  const read = await readStatement(db, file, input);
  return 'table' in read ? applyStatement(db, file, read, userId, true) : read;
}
