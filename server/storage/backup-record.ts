// When the last backup of this DATA_DIR was taken, kept in a small file
// beside the database: the setup checklist and `npm run doctor` read it.
// Written by the backup itself, so every way of taking one records it.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const recordName = 'last-backup.json';

const recordSchema = z.object({ at: z.string().datetime(), outDir: z.string(), files: z.number().int().min(0) });
export type BackupRecord = z.infer<typeof recordSchema>;

export async function recordBackup(dataDir: string, record: BackupRecord): Promise<void> {
  const file = path.join(dataDir, recordName);
  const temp = `${file}.tmp`;
  await writeFile(temp, JSON.stringify(record) + '\n', { mode: 0o600 });
  await rename(temp, file);
}

/** The last backup's record, or null when none was taken (or the file is unreadable). */
export async function readLastBackup(dataDir: string): Promise<BackupRecord | null> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await readFile(path.join(dataDir, recordName), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
