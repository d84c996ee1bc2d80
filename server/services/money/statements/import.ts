// The bank statement import staff run from the admin area. The file is read
// off the request loop (read-off-loop.ts) and held to the statement limits;
// its lines are matched against what the database holds by a pure matcher
// (match.ts). The preview is the matcher alone and writes nothing; the
// confirm reads the ledger, matches and writes (write.ts) in one
// transaction, and both answer through the same description of the
// proposal, so what the preview shows is what confirming records. The file
// is read from the request's staged upload and never kept.
import { eq } from 'drizzle-orm';
import type { DB, Handle } from '../../../../db/client';
import { statementFormats, statementImports, users } from '../../../../db/schema';
import type { StatementMappingInput } from '../../../../domain/schemas/statements';
import type { DocumentOwnerType, StoredPaymentCheck } from '../../../../domain/vocabulary';
import type { ReceivedFile } from '../../../storage/multipart';
import { indiaDayOf } from '../payment-state';
import { evidenceOf, type EvidenceRow } from './evidence';
import { givenMapping, type AmbiguousAmount, type ColumnMapping, type StatementTable } from './lines';
import { describeInstalments, instalmentUtrsOf, payClaims, type InstalmentDiffers, type InstalmentMatch } from './instalments';
import { ledgerOf } from './ledger-read';
import { matchStatement, statesOf, windowEndOf, type Ledger, type Proposal } from './match';
import { readStatementTable } from './read-off-loop';
import { writeStatement } from './write';

export type { InstalmentDiffers, InstalmentMatch };

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
      /** Claimed instalments this statement pays (issue 53, decision 076). */
      instalments: InstalmentMatch[];
      /** Claimed instalments whose UTR is on a line of another amount (decision 079). */
      instalmentsDiffer: InstalmentDiffers[];
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

async function readStatement(db: DB, file: ReceivedFile, input: StatementMappingInput): Promise<Read | StatementResult> {
  const given = givenMapping(input);
  // The layouts remembered from this bank's earlier imports, for the reader to recognise.
  const remembered = given
    ? []
    : db
        .select()
        .from(statementFormats)
        .all()
        .map((format) => ({
          signature: format.signature,
          mapping: {
            layout: format.layout,
            dateColumn: format.dateColumn,
            narrationColumn: format.narrationColumn,
            referenceColumn: format.referenceColumn,
            creditColumn: format.layout === 'credit' ? format.creditColumn : null,
            debitColumn: format.debitColumn,
            amountColumn: format.layout === 'credit' ? null : format.creditColumn,
            typeColumn: format.typeColumn,
          } satisfies ColumnMapping,
        }));
  const outcome = await readStatementTable(file.tempPath, given, remembered);
  if (outcome.kind === 'needs-mapping') return outcome;
  return { table: outcome.table, mapping: outcome.mapping, mappingSource: outcome.mappingSource };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const earlierImportOf = (db: Handle, sha256: string) =>
  db
    .select({ id: statementImports.id, at: statementImports.createdAt, by: users.email, fileName: statementImports.fileName })
    .from(statementImports)
    .leftJoin(users, eq(users.id, statementImports.userId))
    .where(eq(statementImports.sha256, sha256))
    .get();

/**
 * The answer staff see, from the ledger before and the proposal: each
 * payment the statement speaks of (by UTR, or paid within its period) with
 * its state before and after, its evidence, and the credits of no
 * application. `written` is set by the confirm (the stored ids and evidence).
 */
function describe(
  db: Handle,
  file: ReceivedFile,
  read: Read,
  ledger: Ledger,
  proposal: Proposal,
  context: { userId: number; now: Date; earlier: ReturnType<typeof earlierImportOf> },
  written: { importId: number; lineIds: number[]; receipts: (string | null)[] } | null,
): Matched {
  const { table, mapping, mappingSource } = read;
  const before = statesOf(ledger.payments, ledger.outcomes, ledger.coveredDays);
  const windowEnd = windowEndOf(table.period);
  const shown = ledger.payments.filter((payment) => {
    const paidOn = indiaDayOf(payment.createdAt);
    return proposal.touched.has(`${payment.recordType}:${payment.id}`) || (paidOn >= table.period.from && paidOn <= windowEnd);
  });
  const evidence = evidenceOf(
    db,
    shown.map((p) => ({ recordType: p.recordType, recordId: p.id })),
  );
  if (!written) {
    // The preview: this statement's evidence as the confirm would store it.
    const by = db.select({ email: users.email }).from(users).where(eq(users.id, context.userId)).get()?.email ?? null;
    const fileName = context.earlier?.fileName ?? file.originalName.slice(0, 200);
    const utrOf = new Map(ledger.payments.map((p) => [`${p.recordType}:${p.id}`, p.utr]));
    for (const proposed of proposal.evidence) {
      const key = `${proposed.recordType}:${proposed.recordId}`;
      const line = table.lines[proposed.line]!;
      const rows = evidence.get(key) ?? [];
      rows.push({
        kind: 'statement',
        outcome: proposed.outcome,
        statementRow: line.row,
        utr: utrOf.get(key) ?? null,
        amountPaise: line.creditPaise,
        lineDate: line.date,
        fileName,
        remark: null,
        by,
        at: context.now,
      } satisfies EvidenceRow);
      evidence.set(key, rows);
    }
  }
  const counts = { verified: 0, amount_differs: 0, not_in_statement: 0, line_used: 0, changes: 0 };
  const matches: PaymentMatch[] = shown.map((payment) => {
    const key = `${payment.recordType}:${payment.id}`;
    const state = proposal.after.get(key) ?? null;
    const previous = before.get(key) ?? null;
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
      evidence: evidence.get(key) ?? [],
    };
  });
  // This statement's credits that no payment has and no one dismissed.
  const claimed = new Set([...proposal.evidence, ...proposal.claimsPaid, ...proposal.claimsDiffer].map((taken) => taken.line));
  const instalmentUtrs = instalmentUtrsOf(db, table.lines);
  const unknownCredits: CreditOfNoApplication[] = [];
  table.lines.forEach((line, index) => {
    const identity = proposal.lines[index]!;
    const knownLine = ledger.known.get(`${identity.key}|${identity.occurrence}`);
    if (claimed.has(index) || knownLine?.settled || line.utrs.some((utr) => instalmentUtrs.has(utr))) return;
    unknownCredits.push({
      lineId: written ? written.lineIds[index]! : null,
      row: line.row,
      date: line.date,
      amountPaise: line.creditPaise,
      narration: line.narration,
      reference: line.reference,
      utr: line.utrs[0] ?? null,
    });
  });
  return {
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
    outsidePeriod: ledger.payments.length - shown.length,
    matches,
    ...describeInstalments(table.lines, proposal, written ? written.receipts : null),
    counts,
    importedBefore: context.earlier ? { at: context.earlier.at, by: context.earlier.by } : null,
    importId: written ? written.importId : null,
  };
}

/** A step of the statement page, preview or confirm: the same file, mapping and person, the same answer's shape. */
type StatementStep = (db: DB, file: ReceivedFile, input: StatementMappingInput, userId: number) => Promise<StatementResult>;

/** What confirming the statement would record; nothing is written. */
export const previewStatement: StatementStep = async (db, file, input, userId) => {
  const read = await readStatement(db, file, input);
  if (!('table' in read)) return read;
  // Each step of a large statement takes a moment: other requests are answered between them.
  await nextTurn();
  const ledger = ledgerOf(db, read.table);
  await nextTurn();
  const proposal = matchStatement(read.table.lines, read.table.period, ledger);
  await nextTurn();
  return describe(db, file, read, ledger, proposal, { userId, now: new Date(), earlier: earlierImportOf(db, file.sha256) }, null);
};

/**
 * Imports the statement: its lines, the days it covers, the evidence each
 * payment gains, the import (who, when, which file) and the bank's mapping,
 * in one transaction, matched against the ledger as it stands inside it.
 * Evidence is only ever added.
 */
export const confirmStatement: StatementStep = async (db, file, input, userId) => {
  const read = await readStatement(db, file, input);
  if (!('table' in read)) return read;
  return db.transaction((tx) => {
    const now = new Date();
    const ledger = ledgerOf(tx, read.table);
    const proposal = matchStatement(read.table.lines, read.table.period, ledger);
    const earlier = earlierImportOf(tx, file.sha256);
    const written = writeStatement(tx, {
      file,
      table: read.table,
      mapping: read.mapping,
      mappingSource: read.mappingSource,
      earlierImportId: earlier?.id ?? null,
      ledger,
      proposal,
      userId,
      now,
    });
    const receipts = payClaims(tx, proposal, userId, now);
    return describe(tx, file, read, ledger, proposal, { userId, now, earlier }, { ...written, receipts });
  });
};
