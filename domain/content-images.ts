// A course's image or a centre's photo as the content body names it (decision
// 084): `<image name>-<width>x<height>`, the name the server gave the upload
// and the original's size, so a page knows the files and its box without a
// table. Staff never type it: the editor's upload puts it in the form.
import { inLanguage } from './content-language';
import { imageSources, type ImageSources } from './images';

/** Public URL prefix of content images; served from contentImagesDirOf(DATA_DIR). */
export const contentImageUrlPrefix = '/media/content';

export const contentImageIdPattern = /^([0-9a-f]{24})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;

export const contentImageId = (written: { imageName: string; width: number; height: number }) =>
  `${written.imageName}-${written.width}x${written.height}`;

/** The files and box of an image by its id; null for an id of another shape. */
export function contentImageParts(id: string): { imageName: string; width: number; height: number } | null {
  const match = contentImageIdPattern.exec(id);
  return match ? { imageName: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
}

export function contentImageSources(id: string): ImageSources | null {
  const parts = contentImageParts(id);
  return parts ? imageSources(contentImageUrlPrefix, parts) : null;
}

/** An image as a page shows it: its files, box and alt text, Hindi falling back to English (decision 071). */
export type ShownImage = ImageSources & { alt: string; altLang: 'en' | undefined };

export function shownImage(
  language: 'en' | 'hi',
  image: { id: string; alt: { en: string; hi: string } } | null | undefined,
): ShownImage | null {
  const sources = image ? contentImageSources(image.id) : null;
  if (!image || !sources) return null;
  const alt = inLanguage(language, image.alt.hi, image.alt.en);
  return { ...sources, alt: alt.text, altLang: alt.lang !== language ? 'en' : undefined };
}
