// Data retention: applicants' documents (photo, Aadhaar, certificates,
// payment screenshots) are kept no longer than needed. Records REJECTED, or
// still PENDING after the retention period, lose their files; their other
// fields stay, so staff can still answer "what happened to my application?".
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, registrations, uploads } from '../../../db/schema';
import { type DocumentOwnerType } from '../../../domain/vocabulary';
import type { Logger } from '../../logger';
import { uploadsDirOf } from '../../storage/paths';

export const dayMs = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  registrations: number;
  admissions: number;
  files: number;
}

const tables = { registration: registrations, admission: admissions } as const;

export async function purgeOldDocuments(
  db: Handle,
  dataDir: string,
  options: { olderThanDays: number; logger: Logger; now?: number; dryRun?: boolean },
): Promise<PurgeResult> {
  const now = options.now ?? Date.now();
  const cutoff = new Date(now - options.olderThanDays * dayMs);
  const result: PurgeResult = { registrations: 0, admissions: 0, files: 0 };

  for (const ownerType of ['registration', 'admission'] as const satisfies readonly DocumentOwnerType[]) {
    const table = tables[ownerType];
    const due = db
      .select({ id: table.id, referenceId: table.referenceId, status: table.status, createdAt: table.createdAt })
      .from(table)
      .where(and(inArray(table.status, ['REJECTED', 'PENDING']), lt(table.createdAt, cutoff), isNull(table.documentsPurgedAt)))
      .all();

    for (const record of due) {
      const ofRecord = and(eq(uploads.ownerType, ownerType), eq(uploads.ownerId, record.id));
      // Rows first, in one transaction; files after. A crash in between
      // leaves only files no row names, which the start-up sweep removes.
      const storedNames = db.transaction((tx) => {
        const names = tx
          .select({ name: uploads.storedName })
          .from(uploads)
          .where(ofRecord)
          .all()
          .map((row) => row.name);
        if (!options.dryRun) {
          tx.delete(uploads).where(ofRecord).run();
          tx.update(table)
            .set({ documentsPurgedAt: new Date(now) })
            .where(eq(table.id, record.id))
            .run();
        }
        return names;
      });
      if (!options.dryRun) {
        for (const name of storedNames) {
          await rm(path.join(uploadsDirOf(dataDir), name), { force: true });
        }
      }
      options.logger.info(
        {
          recordType: ownerType,
          referenceId: record.referenceId,
          status: record.status,
          createdAt: record.createdAt.toISOString(),
          files: storedNames.length,
          dryRun: options.dryRun || undefined,
        },
        options.dryRun ? 'would purge documents' : 'purged documents',
      );
      result[ownerType === 'registration' ? 'registrations' : 'admissions'] += 1;
      result.files += storedNames.length;
    }
  }
  return result;
}
