// The statement writer: records what the matcher proposed, inside the
// confirm's transaction and only through its handle. The lines (each kept
// once however many statements repeat it), the days the statement covers,
// the import and the bank's layout, and the evidence. Evidence is only ever
// added.
import { and, eq, inArray } from 'drizzle-orm';
import type { Handle } from '../../../../db/client';
import { statementDays, statementFormats, statementImports, statementLines } from '../../../../db/schema';
import type { ReceivedFile } from '../../../storage/multipart';
import { recordFinding, recordVerification } from './evidence';
import type { ColumnMapping, StatementTable } from './lines';
import type { Ledger, Proposal } from './match';

export interface WriteInput {
  file: Pick<ReceivedFile, 'sha256' | 'originalName'>;
  table: StatementTable & { period: { from: string; to: string } };
  mapping: ColumnMapping;
  mappingSource: 'given' | 'remembered' | 'guessed';
  /** The import of this very file, if it was imported before. */
  earlierImportId: number | null;
  ledger: Ledger;
  proposal: Proposal;
  userId: number;
  now: Date;
}

/** Writes the proposal; answers the import's id and each line's stored id. */
export function writeStatement(tx: Handle, input: WriteInput): { importId: number; lineIds: number[] } {
  const { table, mapping, proposal, userId, now } = input;
  let importId = input.earlierImportId;
  if (importId === null) {
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
      .where(eq(statementFormats.signature, table.signature))
      .get()?.id;
    if (formatId === undefined) {
      formatId = tx
        .insert(statementFormats)
        .values({ signature: table.signature, ...stored, userId, createdAt: now })
        .returning({ id: statementFormats.id })
        .get().id;
    } else if (input.mappingSource === 'given') {
      // A layout is settings, not money: staff may correct it.
      tx.update(statementFormats)
        .set({ ...stored, userId })
        .where(eq(statementFormats.id, formatId))
        .run();
    }
    importId = tx
      .insert(statementImports)
      .values({
        sha256: input.file.sha256,
        fileName: input.file.originalName.slice(0, 200),
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

  // New lines in batches (a statement has thousands); a line another import brought stays its.
  const fresh = table.lines
    .map((line, index) => ({ line, identity: proposal.lines[index]! }))
    .filter(({ identity }) => identity.knownId === null);
  for (let start = 0; start < fresh.length; start += 500) {
    tx.insert(statementLines)
      .values(
        fresh.slice(start, start + 500).map(({ line, identity }) => ({
          importId: importId!,
          row: line.row,
          date: line.date,
          narration: line.narration,
          reference: line.reference,
          amountPaise: line.creditPaise,
          utr: line.utrs[0] ?? null,
          lineKey: identity.key,
          occurrence: identity.occurrence,
        })),
      )
      .onConflictDoNothing()
      .run();
  }
  const idOf = new Map<string, number>();
  const keys = [...new Set(proposal.lines.map((identity) => identity.key))];
  for (let start = 0; start < keys.length; start += 500) {
    const rows = tx
      .select({ id: statementLines.id, key: statementLines.lineKey, occurrence: statementLines.occurrence })
      .from(statementLines)
      .where(and(inArray(statementLines.lineKey, keys.slice(start, start + 500))))
      .all();
    for (const row of rows) idOf.set(`${row.key}|${row.occurrence}`, row.id);
  }
  const lineIds = proposal.lines.map((identity) => idOf.get(`${identity.key}|${identity.occurrence}`)!);

  for (let start = 0; start < proposal.days.length; start += 500) {
    tx.insert(statementDays)
      .values(proposal.days.slice(start, start + 500).map((day) => ({ day, importId: importId! })))
      .onConflictDoNothing()
      .run();
  }

  const utrOf = new Map(input.ledger.payments.map((p) => [`${p.recordType}:${p.id}`, p.utr]));
  for (const evidence of proposal.evidence) {
    const line = table.lines[evidence.line]!;
    const facts = {
      recordType: evidence.recordType,
      recordId: evidence.recordId,
      kind: 'statement' as const,
      lineId: lineIds[evidence.line]!,
      importId,
      statementRow: line.row,
      utr: utrOf.get(`${evidence.recordType}:${evidence.recordId}`) ?? null,
      amountPaise: line.creditPaise,
      userId,
      at: now,
    };
    if (evidence.outcome === 'verified') recordVerification(tx, facts);
    else recordFinding(tx, facts, evidence.outcome);
  }
  return { importId, lineIds };
}
