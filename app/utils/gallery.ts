// The public gallery's filters. The filter lives in the URL (?category=...),
// so it works without JavaScript and can be shared.
import { useTranslation } from '~/i18n/translation';
import { galleryCategories, type GalleryCategory } from '../../domain/vocabulary';

/** The filters in order: All (null), then each category. */
export const galleryFilters: readonly (GalleryCategory | null)[] = [null, ...galleryCategories.values];

/** A filter's label in the page's language. */
export function useGalleryFilterLabel(): (filter: GalleryCategory | null) => string {
  const { t } = useTranslation();
  return (filter) => (filter ? t(`vocabulary.galleryCategories.${filter}`) : t('gallery.all'));
}

/** The category of a ?category= value, or null (All) for a missing or unknown one. */
export function parseGalleryCategory(value: string | null | undefined): GalleryCategory | null {
  const wanted = value?.trim().toLowerCase() ?? '';
  return galleryCategories.values.find((category) => category === wanted) ?? null;
}
