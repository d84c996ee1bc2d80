// Gallery items and where their public, re-encoded images live.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { galleryItems } from '../../../db/schema';
import type { GalleryCategory } from '../../../domain/vocabulary';
import { loadSharp } from '../../storage/images';
import { galleryDirOf } from '../../storage/paths';
import { bumpContentVersion } from './content-version';
import { AppError } from '../../../domain/problem';
import { galleryPageSize, type GalleryItemInput } from '../../../domain/schemas/gallery';

/** Public URL prefix of gallery images; served from galleryDirOf(DATA_DIR). */
export const galleryUrlPrefix = '/media/gallery';

const candidateWidths = [480, 960, 1600] as const;
const largestWidth = 1600;

/**
 * The WebP widths made for an image of this width: never wider than the
 * original. The uploader writes exactly these files, plus one JPEG fallback.
 */
export function galleryVariantWidths(originalWidth: number): number[] {
  const widths = candidateWidths.filter((width) => width < originalWidth);
  return [...widths, Math.min(originalWidth, largestWidth)];
}

export const galleryFileNames = (imageName: string, originalWidth: number) => ({
  webp: galleryVariantWidths(originalWidth).map((width) => ({ width, file: `${imageName}-${width}.webp` })),
  jpeg: `${imageName}.jpg`,
});

export interface GalleryImageSources {
  /** JPEG fallback, at most 960 px wide. */
  src: string;
  /** WebP variants for `srcset`. */
  srcSet: string;
  width: number;
  height: number;
}

export function galleryImageSources(item: { imageName: string; width: number; height: number }): GalleryImageSources {
  const names = galleryFileNames(item.imageName, item.width);
  return {
    src: `${galleryUrlPrefix}/${names.jpeg}`,
    srcSet: names.webp.map(({ width, file }) => `${galleryUrlPrefix}/${file} ${width}w`).join(', '),
    width: item.width,
    height: item.height,
  };
}

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

/** Image types accepted for the gallery, decided from the file's bytes. */
export const galleryImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Refuse decompression bombs: about 50 megapixels is more than any phone camera. */
const maxInputPixels = 50_000_000;
const jpegFallbackWidth = 960;

/**
 * Re-encodes an uploaded image (rotated upright, metadata stripped) into the
 * files galleryFileNames names, then inserts the row. On any failure no file
 * and no row is left behind.
 */
export async function createGalleryItem(
  db: Handle,
  dataDir: string,
  input: GalleryItemInput,
  image: { tempPath: string; detectedType: string | null },
  userId: number | null,
) {
  if (!image.detectedType || !(galleryImageTypes as readonly string[]).includes(image.detectedType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose a JPEG, PNG or WebP image.');
  }
  let width: number;
  let height: number;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(image.tempPath, { limitInputPixels: maxInputPixels }).metadata();
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read.');
  }
  const dir = galleryDirOf(dataDir);
  await mkdir(dir, { recursive: true });
  const imageName = randomBytes(12).toString('hex');
  const names = galleryFileNames(imageName, width);
  const written: string[] = [];
  const source = () => sharp(image.tempPath, { limitInputPixels: maxInputPixels }).rotate();
  try {
    for (const { width: w, file } of names.webp) {
      const target = path.join(dir, file);
      written.push(target);
      await source().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toFile(target);
    }
    const jpeg = path.join(dir, names.jpeg);
    written.push(jpeg);
    await source()
      .resize({ width: Math.min(width, jpegFallbackWidth), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(jpeg);
    const item = db
      .insert(galleryItems)
      .values({ ...input, imageName, width, height, createdBy: userId })
      .returning()
      .get();
    bumpContentVersion();
    return item;
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit|unsupported image|corrupt|Input file/i.test(error.message)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read.');
    }
    throw error;
  }
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
