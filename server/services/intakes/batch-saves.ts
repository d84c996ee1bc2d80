// One save from a phone (decision 074): a session's attendance or an
// assessment's marks. The rule lives here once for both:
// - the client's idempotency key makes a resend the same save: the first
//   answer is given again and nothing more is written (exactly once);
// - the save names the version it was made on (the latest save the phone had
//   seen, 0 for none); if someone saved the same session or assessment since,
//   it is refused with who and when, and the phone shows it: nothing later is
//   overwritten unseen;
// - only the marks that differ from the latest are written, so each student's
//   history is the list of real changes.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { batchSaves, users } from '../../../db/schema';
import type { BatchSaveKind } from '../../../domain/batches';
import { AppError } from '../../../domain/problem';
import { indiaDayAndTime } from '../../../domain/dates';

export interface SaveAnswer {
  /** The save's id (shown to the teacher); also the new version. */
  saveId: number;
  version: number;
  /** Marks written: the ones that changed. */
  written: number;
  /** True when this key had been saved before: nothing was written now. */
  replayed: boolean;
}

/** The latest save of a session or assessment: its version (0: none yet). */
export function versionOf(db: Handle, kind: BatchSaveKind, subjectId: number) {
  const row = db
    .select({ id: batchSaves.id, createdAt: batchSaves.createdAt, by: users.email })
    .from(batchSaves)
    .leftJoin(users, eq(users.id, batchSaves.userId))
    .where(and(eq(batchSaves.kind, kind), eq(batchSaves.subjectId, subjectId)))
    .orderBy(desc(batchSaves.id))
    .limit(1)
    .get();
  return row ? { version: row.id, at: row.createdAt, by: row.by } : { version: 0, at: null, by: null };
}

/** A save made before with this key: its first answer, or a refusal if the key is another save's. */
export function replayOf(
  db: Handle,
  kind: BatchSaveKind,
  subjectId: number,
  key: string,
  written: (saveId: number) => number,
): SaveAnswer | null {
  const row = db.select().from(batchSaves).where(eq(batchSaves.idempotencyKey, key)).get();
  if (!row) return null;
  if (row.kind !== kind || row.subjectId !== subjectId)
    throw new AppError('CONFLICT', 'This idempotency key belongs to another save: the phone must make a new one.');
  return { saveId: row.id, version: row.id, written: written(row.id), replayed: true };
}

export const conflictCode = 'STALE_VERSION';

/** Refuses a save made on an older version, naming the later save. */
export function assertCurrent(db: Handle, kind: BatchSaveKind, subjectId: number, baseVersion: number) {
  const latest = versionOf(db, kind, subjectId);
  if (latest.version === baseVersion) return latest;
  const what = kind === 'attendance' ? "this class's attendance" : "this test's marks";
  const when = latest.at ? ` at ${indiaDayAndTime(latest.at.toISOString(), 'en')}` : '';
  throw new AppError(
    'CONFLICT',
    `Not saved: ${latest.by ?? 'someone'} saved ${what}${when} (save #${latest.version}) after this phone opened it. ` +
      'Open it again to see their marks, then make your change.',
    { fieldErrors: { baseVersion: [`${conflictCode}:${latest.version}`] } },
  );
}

export function insertSave(
  db: Handle,
  values: { kind: BatchSaveKind; subjectId: number; key: string; baseVersion: number; takenAt: Date; userId: number },
) {
  return db
    .insert(batchSaves)
    .values({
      kind: values.kind,
      subjectId: values.subjectId,
      idempotencyKey: values.key,
      baseVersion: values.baseVersion,
      takenAt: values.takenAt,
      userId: values.userId,
    })
    .returning({ id: batchSaves.id })
    .get().id;
}

export const countWhere = (db: Handle, table: 'attendance_marks' | 'assessment_marks', saveId: number) =>
  db.get<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)} where save_id = ${saveId}`)?.n ?? 0;
