// A gallery item's text fields (the picture arrives as the file field `image`).
import { z } from 'zod';
import { galleryCategories } from '../vocabulary';

export const galleryFieldsMissingMessage = 'Please fill in all fields and select a file.';

export const galleryItemInput = z.object({
  category: z.enum(galleryCategories.values, { error: galleryFieldsMissingMessage }),
  title: z.string({ error: galleryFieldsMissingMessage }).trim().min(1, galleryFieldsMissingMessage).max(120),
  description: z.string({ error: galleryFieldsMissingMessage }).trim().min(1, galleryFieldsMissingMessage).max(600),
});
export type GalleryItemInput = z.infer<typeof galleryItemInput>;

/**
 * Photos on one page of /gallery: divides evenly into the 1-, 2-, 3- and
 * 4-column grids, and about a screenful or two on a desktop (ADR 026).
 */
export const galleryPageSize = 24;
/** The most items one call of gallery.list may ask for (as the legacy lists). */
export const galleryMaxPageSize = 100;
/** Pages beyond this are refused outright (also bounds the page-cache key). */
export const galleryMaxPage = 100_000;

/**
 * The page of a ?page= value: only a plain number from 1 to galleryMaxPage
 * counts; anything else (missing, `02`, `abc`) is page 1. The page route and
 * the page-cache key both read it through here, so they agree on one page.
 */
export function parseGalleryPage(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  const page = Number(value);
  return page <= galleryMaxPage ? page : 1;
}
