// Where files live under DATA_DIR. Every module that touches files uses these.
import path from 'node:path';

/** Uploads in progress and files waiting for their row's transaction. */
export const tempDirOf = (dataDir: string) => path.join(dataDir, 'tmp');
/** Private applicant documents, named by uploads.stored_name. Never served publicly. */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');
/** Public gallery images: <gallery_items.image_name>-<width>.webp and <image_name>.jpg. */
export const galleryDirOf = (dataDir: string) => path.join(dataDir, 'gallery');
/** Public course images and centre photos (decision 084): <image name>-<width>.webp and <image name>.jpg, never overwritten. */
export const contentImagesDirOf = (dataDir: string) => path.join(dataDir, 'content-images');
/** Public images of the institute (logo, merchant QR), named by the logoImage and merchantQrImage settings. */
export const brandDirOf = (dataDir: string) => path.join(dataDir, 'brand');
/**
 * Resumable uploads (tus) of visitors' browsers, not yet claimed by a record:
 * `<id>` holds the bytes, `<id>.json` the upload's size and metadata. Private:
 * never served, and outside tmp/ so a restart does not lose a half-sent file.
 */
export const stagedDirOf = (dataDir: string) => path.join(dataDir, 'staged');
