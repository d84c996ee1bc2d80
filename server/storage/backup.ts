// Online backups of the whole site: a consistent copy of the SQLite file
// made with SQLite's backup API (safe while the server writes), plus the
// private uploads, the gallery, the brand images, the course and centre
// images, and a manifest with every file's size and sha256. A restore
// verifies every checksum before it writes a byte, and only into an empty
// DATA_DIR, so it can never mix two sites.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { databasePath } from '../../db/client';
import { recordBackup } from './backup-record';
import { brandDirOf, contentImagesDirOf, galleryDirOf, uploadsDirOf } from './paths';

export const manifestName = 'manifest.json';
const databaseName = path.basename(databasePath('.'));

const manifestSchema = z.object({
  format: z.literal('institute-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  files: z.array(
    z.object({
      // Only the kinds of file a site has; no '..', no absolute paths.
      path: z.string().regex(/^(app\.sqlite|(uploads|gallery|brand|content-images)\/(?!\.\.?$)[^/\\]+)$/),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function backupSite(dataDir: string, outDir: string): Promise<Manifest> {
  if (!(await isEmptyOrMissing(outDir))) throw new BackupError(`${outDir} is not empty; choose a new folder.`);
  // Applicants' documents: readable by the owner only.
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const entries: Manifest['files'] = [];
  const record = async (relative: string) => {
    const file = path.join(outDir, relative);
    await chmod(file, 0o600);
    entries.push({ path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
  };

  // 1. The database, consistent at one moment even while the server writes
  // (rows still in the WAL included). Files are copied after it, so every
  // row of the snapshot finds its files unless one was deleted meanwhile.
  const source = new Database(databasePath(dataDir), { fileMustExist: true });
  try {
    await source.backup(path.join(outDir, databaseName));
  } finally {
    source.close();
  }
  await record(databaseName);

  // 2. Uploads and gallery files.
  for (const [name, dir] of [
    ['uploads', uploadsDirOf(dataDir)],
    ['gallery', galleryDirOf(dataDir)],
    ['brand', brandDirOf(dataDir)],
    // Course images and centre photos: every content version may name one (decision 084).
    ['content-images', contentImagesDirOf(dataDir)],
  ] as const) {
    await mkdir(path.join(outDir, name), { mode: 0o700 });
    for (const file of await filesIn(dir)) {
      try {
        await copyFile(path.join(dir, file), path.join(outDir, name, file));
      } catch (error) {
        // Deleted since the snapshot (a gallery delete, a purge): its row is gone too.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      await record(`${name}/${file}`);
    }
  }

  // 3. The manifest last: a backup without one is incomplete.
  const manifest: Manifest = { format: 'institute-backup', version: 1, createdAt: new Date().toISOString(), files: entries };
  const temp = path.join(outDir, `${manifestName}.tmp`);
  await writeFile(temp, JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  await rename(temp, path.join(outDir, manifestName));
  // 4. Note it in DATA_DIR for the setup checklist (a complete backup only).
  await recordBackup(dataDir, { at: manifest.createdAt, outDir, files: entries.length });
  return manifest;
}

/** Reads the manifest and checks every file against it; throws BackupError on any difference. */
export async function verifyBackup(fromDir: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(fromDir, manifestName), 'utf8'));
  } catch {
    throw new BackupError(`${fromDir} has no readable ${manifestName}; it is not a complete backup.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`${manifestName} is not valid: ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;
  if (!manifest.files.some((file) => file.path === databaseName)) {
    throw new BackupError(`${manifestName} lists no ${databaseName}.`);
  }
  for (const entry of manifest.files) {
    const file = path.join(fromDir, entry.path);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      throw new BackupError(`${entry.path} is missing from the backup.`);
    }
    if (size !== entry.bytes || (await sha256Of(file)) !== entry.sha256) {
      throw new BackupError(`${entry.path} does not match its checksum: the backup is damaged or was changed.`);
    }
  }
  return manifest;
}

export async function restoreSite(fromDir: string, dataDir: string): Promise<Manifest> {
  if (!(await isEmptyOrMissing(dataDir))) {
    throw new BackupError(`${dataDir} is not empty; restore only into an empty DATA_DIR.`);
  }
  const manifest = await verifyBackup(fromDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await mkdir(uploadsDirOf(dataDir), { mode: 0o700 });
  await mkdir(galleryDirOf(dataDir), { mode: 0o755 });
  await mkdir(brandDirOf(dataDir), { mode: 0o755 });
  await mkdir(contentImagesDirOf(dataDir), { mode: 0o755 });
  for (const entry of manifest.files) {
    const target = path.join(dataDir, entry.path);
    await copyFile(path.join(fromDir, entry.path), target);
    await chmod(target, /^(gallery|brand|content-images)\//.test(entry.path) ? 0o644 : 0o600);
  }
  const restored = new Database(databasePath(dataDir), { fileMustExist: true });
  try {
    const result = restored.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`The restored database failed its integrity check: ${String(result)}`);
  } finally {
    restored.close();
  }
  return manifest;
}
