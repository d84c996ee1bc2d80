// The public gallery's filters. The filter lives in the URL (?category=...),
// so it works without JavaScript and can be shared.
import { galleryCategories, type GalleryCategory } from '../../domain/vocabulary';

export const galleryFilters: readonly { value: GalleryCategory | null; label: string }[] = [
  { value: null, label: 'All' },
  ...galleryCategories.options,
];

/** The category of a ?category= value, or null (All) for a missing or unknown one. */
export function parseGalleryCategory(value: string | null | undefined): GalleryCategory | null {
  const wanted = value?.trim().toLowerCase() ?? '';
  return galleryCategories.values.find((category) => category === wanted) ?? null;
}
