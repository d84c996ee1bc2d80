// Which server last started on this DATA_DIR, kept in a small file beside the
// database. `npm run settings` reads it to warn when it is about to change a
// folder no server has used: a change there would never reach the site.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const recordName = 'server-started.json';

const recordSchema = z.object({ at: z.string().datetime(), pid: z.number().int(), port: z.number().int() });
export type ServerStartRecord = z.infer<typeof recordSchema>;

export const serverRecordFileOf = (dataDir: string) => path.join(dataDir, recordName);

/** Written synchronously at start, before the server listens. */
export function recordServerStart(dataDir: string, record: ServerStartRecord): void {
  const file = serverRecordFileOf(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(record) + '\n', { mode: 0o600 });
  renameSync(temp, file);
}

/** The last start's record, or null when no server has started on this folder (or it is unreadable). */
export function readServerStart(dataDir: string): ServerStartRecord | null {
  const file = serverRecordFileOf(dataDir);
  if (!existsSync(file)) return null;
  try {
    const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
