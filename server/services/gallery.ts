// Gallery items and where their public, re-encoded images live.
import { and, desc, eq } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { galleryItems, type GalleryCategory } from '../../db/schema';


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

export function listGalleryItems(db: DB, filter: { category?: GalleryCategory | null } = {}) {
  const rows = db
    .select()
    .from(galleryItems)
    .where(and(filter.category ? eq(galleryItems.category, filter.category) : undefined))
    .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id))
    .all();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.createdAt,
    image: galleryImageSources(row),
  }));
}

export type GalleryListItem = ReturnType<typeof listGalleryItems>[number];
