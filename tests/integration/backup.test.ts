// npm run backup / npm run restore: a populated site survives the round
// trip while its database is open, and a changed backup is refused.
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { createAdmin } from '../../server/services/staff/auth';
import { seedSettings } from '../../server/services/site/settings';
import { sha256Of } from '../../server/storage/backup';
import { contentImagesDirOf } from '../../server/storage/paths';
import { addGalleryItem, addRegistration } from '../support/site';

const run = promisify(execFile);
const cli = (script: 'backup' | 'restore', dataDir: string, ...args: string[]) =>
  run('npx', ['tsx', `scripts/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir } });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );

const tables = ['users', 'settings', 'registrations', 'uploads', 'gallery_items'] as const;
const counts = (db: DB) =>
  Object.fromEntries(
    tables.map((table) => [table, (db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
  );
async function checksums(dir: string) {
  const result: Record<string, string> = {};
  for (const sub of ['uploads', 'gallery', 'content-images']) {
    const folder = path.join(dir, sub);
    for (const file of existsSync(folder) ? readdirSync(folder) : []) {
      result[`${sub}/${file}`] = await sha256Of(path.join(folder, file));
    }
  }
  return result;
}

// Each CLI run starts tsx: seconds, more on a busy machine.
const cliTimeout = 90_000;

describe('backup and restore', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  const siteDir = path.join(root, 'site');
  const backupDir = path.join(root, 'backup');
  let db: DB;

  beforeAll(async () => {
    db = openDatabase(siteDir);
    seedSettings(db);
    await createAdmin(db, { email: 'office@example.in', password: 'a-long-password' });
    addRegistration(db, siteDir);
    addGalleryItem(db, siteDir);
    // A course image's files (decision 084): public, named by content bodies, backed up too.
    mkdirSync(contentImagesDirOf(siteDir), { recursive: true });
    writeFileSync(path.join(contentImagesDirOf(siteDir), `${'c'.repeat(24)}-480.webp`), 'webp bytes');
  });
  afterAll(() => {
    db.$client.close();
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'round-trips a populated site backed up while its database is open',
    async () => {
      // This row is only in the WAL (no checkpoint): a plain file copy of
      // app.sqlite would lose it, the backup API must not.
      addRegistration(db, siteDir, { status: 'APPROVED' });
      const before = counts(db);
      expect(before.registrations).toBe(2);
      expect(existsSync(path.join(siteDir, 'app.sqlite-wal'))).toBe(true);

      const backedUp = await cli('backup', siteDir, '--out', backupDir);
      // The database, 2 registrations x 2 documents, 1 gallery item x 4 sizes, 1 course image file.
      expect(backedUp.stdout).toMatch(/Backed up .* 10 files/);
      const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
        files: { path: string; bytes: number; sha256: string }[];
      };
      expect(manifest.files.map((file) => file.path)).toContain('app.sqlite');
      for (const file of manifest.files) {
        expect(await sha256Of(path.join(backupDir, file.path))).toBe(file.sha256);
      }

      const restoredDir = path.join(root, 'restored');
      const restored = await cli('restore', restoredDir, '--from', backupDir);
      expect(restored.stdout).toContain('Restored 10 files');
      const restoredDb = openDatabase(restoredDir);
      try {
        expect(counts(restoredDb)).toEqual(before);
        expect(restoredDb.$client.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        restoredDb.$client.close();
      }
      const original = await checksums(siteDir);
      expect(Object.keys(original)).toHaveLength(9);
      expect(await checksums(restoredDir)).toEqual(original);
    },
    cliTimeout,
  );

  it(
    'refuses to restore into a DATA_DIR that is not empty',
    async () => {
      const busy = path.join(root, 'busy');
      mkdirSync(busy);
      writeFileSync(path.join(busy, 'app.sqlite'), 'someone else');
      const result = await failure(cli('restore', busy, '--from', backupDir));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('not empty');
    },
    cliTimeout,
  );

  it(
    'refuses a backup whose file was changed, and writes nothing',
    async () => {
      const tampered = path.join(root, 'tampered');
      cpSync(backupDir, tampered, { recursive: true });
      const upload = readdirSync(path.join(tampered, 'uploads'))[0]!;
      appendFileSync(path.join(tampered, 'uploads', upload), 'x');
      const target = path.join(root, 'from-tampered');
      const result = await failure(cli('restore', target, '--from', tampered));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`uploads/${upload} does not match its checksum`);
      expect(existsSync(target)).toBe(false);
    },
    cliTimeout,
  );

  it(
    'refuses a backup whose manifest names a path outside the site',
    async () => {
      const evil = path.join(root, 'evil');
      cpSync(backupDir, evil, { recursive: true });
      const manifestFile = path.join(evil, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { files: { path: string }[] };
      manifest.files[1]!.path = 'uploads/../../escape';
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const result = await failure(cli('restore', path.join(root, 'from-evil'), '--from', evil));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('manifest.json is not valid');
    },
    cliTimeout,
  );
});
