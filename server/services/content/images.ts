// Course images and centre photos (decision 084): an upload is re-encoded
// into phone sizes by the public images' one writer, under a new name, and
// answered with its id; a body names that id, so the image is versioned with
// the rest of the item and a restore brings its image back. Files are never
// overwritten nor removed by a publish: every version's image stays servable.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentImageId, contentImageParts, contentImageSources } from '../../../domain/content-images';
import { imageFileNames } from '../../../domain/images';
import { AppError } from '../../../domain/problem';
import { writePublicImage } from '../../storage/images';
import { contentImagesDirOf } from '../../storage/paths';

export const contentImageMessages = {
  unknown: 'This photo is not among the uploaded ones: upload it again.',
  missing: 'Please choose a photo to upload.',
} as const;

/** Re-encodes an uploaded course image or centre photo; answers its id, files and box. */
export async function storeContentImage(dataDir: string, image: { tempPath: string; detectedType: string | null }) {
  return writePublicImage(contentImagesDirOf(dataDir), image, (written) => {
    const id = contentImageId(written);
    return { id, ...contentImageSources(id)! };
  });
}

/** Whether the files of this id were written by an upload here. */
function contentImageStored(dataDir: string, id: string): boolean {
  const parts = contentImageParts(id);
  if (!parts) return false;
  const names = imageFileNames(parts.imageName, parts.width);
  return existsSync(path.join(contentImagesDirOf(dataDir), names.jpeg));
}

/** Refuses a body that names an image no upload here made (a typed or copied id). */
export function checkContentImage(dataDir: string, body: unknown) {
  const image = (body as { image?: { id?: unknown } | null } | null)?.image;
  if (image && typeof image.id === 'string' && !contentImageStored(dataDir, image.id)) {
    throw new AppError('BAD_REQUEST', contentImageMessages.unknown, { fieldErrors: { image: [contentImageMessages.unknown] } });
  }
}
