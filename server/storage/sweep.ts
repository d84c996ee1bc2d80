// Start-up sweep: after a crash (or a kill during uploads) the disk may hold
// half-written temporary files and files whose row never committed or was
// deleted. Runs before the server listens, so no request is writing.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../../db/client';
import { contentVersions, galleryItems, settings, uploads } from '../../db/schema';
import { brandDirOf, contentImagesDirOf, galleryDirOf, tempDirOf, uploadsDirOf } from './paths';

export interface SweepResult {
  tempRemoved: number;
  orphanUploadsRemoved: number;
  orphanGalleryFilesRemoved: number;
  orphanBrandFilesRemoved: number;
  orphanContentImageFilesRemoved: number;
}

async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Does a gallery file belong to an item? `<imageName>-<width>.webp` or `<imageName>.jpg`. */
export function galleryFileIsReferenced(fileName: string, imageNames: ReadonlySet<string>): boolean {
  if (fileName.endsWith('.jpg') && imageNames.has(fileName.slice(0, -'.jpg'.length))) return true;
  // Image names may hold '-' themselves: try every '-' as the separator.
  for (let i = fileName.indexOf('-'); i !== -1; i = fileName.indexOf('-', i + 1)) {
    if (imageNames.has(fileName.slice(0, i))) return true;
  }
  return false;
}

export async function sweepDataDir(db: DB, dataDir: string): Promise<SweepResult> {
  const result: SweepResult = {
    tempRemoved: 0,
    orphanUploadsRemoved: 0,
    orphanGalleryFilesRemoved: 0,
    orphanBrandFilesRemoved: 0,
    orphanContentImageFilesRemoved: 0,
  };

  // 1. Everything in tmp/ belongs to a request that is no longer running.
  const tempDir = tempDirOf(dataDir);
  for (const entry of await entriesOf(tempDir)) {
    await rm(path.join(tempDir, entry.name), { recursive: true, force: true });
    result.tempRemoved += 1;
  }

  // 2. Private documents no uploads row refers to.
  const storedNames = new Set(
    db
      .select({ name: uploads.storedName })
      .from(uploads)
      .all()
      .map((row) => row.name),
  );
  const uploadsDir = uploadsDirOf(dataDir);
  for (const entry of await entriesOf(uploadsDir)) {
    if (entry.isFile() && !storedNames.has(entry.name)) {
      await rm(path.join(uploadsDir, entry.name), { force: true });
      result.orphanUploadsRemoved += 1;
    }
  }

  // 3. Gallery variants of no gallery item.
  const imageNames = new Set(
    db
      .select({ name: galleryItems.imageName })
      .from(galleryItems)
      .all()
      .map((row) => row.name),
  );
  const galleryDir = galleryDirOf(dataDir);
  for (const entry of await entriesOf(galleryDir)) {
    if (entry.isFile() && !galleryFileIsReferenced(entry.name, imageNames)) {
      await rm(path.join(galleryDir, entry.name), { force: true });
      result.orphanGalleryFilesRemoved += 1;
    }
  }

  // 4. Brand images (logo, merchant QR) no setting names any more. The
  // settings hold JSON strings; a file is kept when any value names it.
  const brandNames = new Set(
    db
      .select({ value: settings.value })
      .from(settings)
      .all()
      .map((row) => String(JSON.parse(row.value) as unknown)),
  );
  const brandDir = brandDirOf(dataDir);
  for (const entry of await entriesOf(brandDir)) {
    if (entry.isFile() && !brandNames.has(entry.name)) {
      await rm(path.join(brandDir, entry.name), { force: true });
      result.orphanBrandFilesRemoved += 1;
    }
  }

  // 5. Course images and centre photos no version of any item names: uploads
  // never published (decision 084). Every version counts, so restores keep theirs.
  const contentImageNames = new Set(
    db
      .select({ body: contentVersions.body })
      .from(contentVersions)
      .all()
      .flatMap((row) => [...row.body.matchAll(/"id":"([0-9a-f]{24})-\d+x\d+"/g)].map((match) => match[1]!)),
  );
  const contentImagesDir = contentImagesDirOf(dataDir);
  for (const entry of await entriesOf(contentImagesDir)) {
    if (entry.isFile() && !galleryFileIsReferenced(entry.name, contentImageNames)) {
      await rm(path.join(contentImagesDir, entry.name), { force: true });
      result.orphanContentImageFilesRemoved += 1;
    }
  }
  return result;
}
