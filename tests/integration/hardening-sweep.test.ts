// The start-up sweep, through the real server: leftovers of a crash go,
// files that rows refer to stay.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { galleryFileIsReferenced } from '../../server/storage/sweep';
import { galleryDirOf, tempDirOf, uploadsDirOf } from '../../server/storage/paths';
import { startServer } from '../support/server';
import { addGalleryItem, addRegistration } from '../support/site';

describe('start-up sweep', () => {
  it('removes temporary files, orphan uploads and orphan gallery files, and keeps referenced ones', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
    try {
      const db = openDatabase(dataDir);
      const { storedNames } = addRegistration(db, dataDir);
      // An image name with dashes, like the uploader's, and a look-alike orphan.
      const gallery = addGalleryItem(db, dataDir, 'evt-2025-prize');
      db.$client.close();

      mkdirSync(path.join(tempDirOf(dataDir), 'nested'), { recursive: true });
      writeFileSync(path.join(tempDirOf(dataDir), 'abc.part'), 'half an upload');
      writeFileSync(path.join(uploadsDirOf(dataDir), 'orphan-document'), 'no row');
      writeFileSync(path.join(galleryDirOf(dataDir), 'evt-2025-gone-480.webp'), 'no row');
      writeFileSync(path.join(galleryDirOf(dataDir), 'evt-2025.jpg'), 'no row');

      const server = await startServer({ LOG_LEVEL: 'info' }, { dataDir });
      await server.stop();

      expect(readdirSync(tempDirOf(dataDir))).toEqual([]);
      expect(readdirSync(uploadsDirOf(dataDir)).sort()).toEqual([...storedNames].sort());
      expect(readdirSync(galleryDirOf(dataDir)).sort()).toEqual([...gallery.files].sort());
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('start-up sweep'));
      expect(JSON.parse(line!)).toMatchObject({ tempRemoved: 2, orphanUploadsRemoved: 1, orphanGalleryFilesRemoved: 2 });
      expect(existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A server start takes seconds, and tens of seconds on a busy 2-core machine.
  }, 90_000);

  it('matches gallery files to image names exactly', () => {
    const names = new Set(['a-b', 'c']);
    expect(galleryFileIsReferenced('a-b-480.webp', names)).toBe(true);
    expect(galleryFileIsReferenced('a-b.jpg', names)).toBe(true);
    expect(galleryFileIsReferenced('c-1600.webp', names)).toBe(true);
    expect(galleryFileIsReferenced('a-480.webp', names)).toBe(false);
    expect(galleryFileIsReferenced('cc-480.webp', names)).toBe(false);
    expect(galleryFileIsReferenced('c.png', names)).toBe(false);
    expect(galleryFileIsReferenced('a-b.jpg.bak', names)).toBe(false);
  });
});
