// Gallery items and where their public, re-encoded images live.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { galleryItems } from '../../../db/schema';
import type { GalleryCategory } from '../../../domain/vocabulary';
import { writePublicImage } from '../../storage/images';
import { imageFileNames, imageSources, type ImageSources } from '../../../domain/images';
import { galleryDirOf } from '../../storage/paths';
import { bumpContentVersion } from './content-version';
import { AppError } from '../../../domain/problem';
import { galleryPageSize, type GalleryItemInput } from '../../../domain/schemas/gallery';

/** Public URL prefix of gallery images; served from galleryDirOf(DATA_DIR). */
export const galleryUrlPrefix = '/media/gallery';

/** A gallery item's files: the public images' one rule (domain/images.ts). */
export const galleryFileNames = imageFileNames;

export type GalleryImageSources = ImageSources;

export const galleryImageSources = (item: { imageName: string; width: number; height: number }): GalleryImageSources =>
  imageSources(galleryUrlPrefix, item);

/**
 * One page of the gallery, newest first, and how many items match in all.
 * Bounded so that the page and the public API stay small as the gallery grows.
 */
export function listGalleryItems(
  db: Handle,
  query: { category?: GalleryCategory | null; page?: number; pageSize?: number } = {},
) {
  const pageSize = query.pageSize ?? galleryPageSize;
  const page = query.page ?? 1;
  const where = and(query.category ? eq(galleryItems.category, query.category) : undefined);
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(galleryItems)
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select()
    .from(galleryItems)
    .where(where)
    .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.createdAt,
    image: galleryImageSources(row),
  }));
  return { items, total, page, pageSize };
}

export type GalleryListItem = ReturnType<typeof listGalleryItems>['items'][number];

// Upload and delete (admin) ----------------------------------------------------

/**
 * Re-encodes an uploaded image into the files galleryFileNames names, then
 * inserts the row. On any failure no file and no row is left behind.
 */
export async function createGalleryItem(
  db: Handle,
  dataDir: string,
  input: GalleryItemInput,
  image: { tempPath: string; detectedType: string | null },
  userId: number | null,
) {
  return writePublicImage(galleryDirOf(dataDir), image, (written) => {
    const item = db
      .insert(galleryItems)
      .values({ ...input, ...written, createdBy: userId })
      .returning()
      .get();
    bumpContentVersion();
    return item;
  });
}

/** Removes the row, then its files. */
export async function deleteGalleryItem(db: Handle, dataDir: string, id: number) {
  const row = db.delete(galleryItems).where(eq(galleryItems.id, id)).returning().get();
  if (!row) throw new AppError('NOT_FOUND', 'No gallery item with this id.');
  bumpContentVersion();
  const names = galleryFileNames(row.imageName, row.width);
  const dir = galleryDirOf(dataDir);
  await Promise.all([...names.webp.map((v) => v.file), names.jpeg].map((file) => rm(path.join(dir, file), { force: true })));
  return { id: row.id };
}
