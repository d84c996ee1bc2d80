// The public gallery's filters. The filter lives in the URL (?category=...),
// so it works without JavaScript and can be shared.
import type { GalleryCategory } from '../../db/schema';

// A copy of the schema's list (importing it would put Drizzle into the page's
// JavaScript); the type keeps the two in step.
const galleryCategories = ['events', 'classroom', 'achievements'] as const satisfies readonly GalleryCategory[];
type MissingCategory = Exclude<GalleryCategory, (typeof galleryCategories)[number]>;
const _allCategoriesListed: MissingCategory extends never ? true : false = true;

export const galleryFilters: readonly { value: GalleryCategory | null; label: string }[] = [
  { value: null, label: 'All' },
  { value: 'events', label: 'Events' },
  { value: 'classroom', label: 'Classroom' },
  { value: 'achievements', label: 'Achievements' },
];

/** The category of a ?category= value, or null (All) for a missing or unknown one. */
export function parseGalleryCategory(value: string | null | undefined): GalleryCategory | null {
  const wanted = value?.trim().toLowerCase();
  return (galleryCategories as readonly string[]).includes(wanted ?? '') ? (wanted as GalleryCategory) : null;
}
