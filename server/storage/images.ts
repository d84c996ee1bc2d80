// libvips (through sharp), loaded on the first image to process rather than
// at start: it costs about a second and tens of MB of memory that a server
// answering pages does not need until someone uploads. Every public image
// (gallery, course, centre: decision 084) is re-encoded here, by one writer.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type SharpModule from 'sharp';
import { AppError } from '../../domain/problem';
import { imageFileNames, jpegFallbackWidth } from '../../domain/images';

let loaded: Promise<typeof SharpModule> | null = null;

/** sharp, configured for this server (once). */
export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache only holds memory.
    sharp.cache(false);
    // One worker thread per core the process may use (one on the target VM);
    // more threads on one core only add memory and switching.
    sharp.concurrency(Math.max(1, os.availableParallelism()));
    return sharp;
  });
  return loaded;
}

/** Image types accepted for public images, decided from the file's bytes. */
export const publicImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const imageTypeRefused = 'Please choose a JPEG, PNG or WebP image.';
export const imageUnreadable = 'This image could not be read.';
/** Refuse decompression bombs: about 50 megapixels is more than any phone camera. */
const maxInputPixels = 50_000_000;

/**
 * Re-encodes an uploaded image (rotated upright, metadata stripped) into the
 * files imageFileNames names, under a new random name in `dir`: a new upload
 * never overwrites a file. `commit` runs once the files are written (a row's
 * insert); if it or any write fails, no file is left behind.
 */
export async function writePublicImage<Result>(
  dir: string,
  image: { tempPath: string; detectedType: string | null },
  commit: (written: { imageName: string; width: number; height: number }) => Result,
): Promise<Result> {
  if (!image.detectedType || !(publicImageTypes as readonly string[]).includes(image.detectedType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageTypeRefused);
  }
  let width: number;
  let height: number;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(image.tempPath, { limitInputPixels: maxInputPixels }).metadata();
    width = meta.autoOrient.width;
    height = meta.autoOrient.height;
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageUnreadable);
  }
  await mkdir(dir, { recursive: true });
  const imageName = randomBytes(12).toString('hex');
  const names = imageFileNames(imageName, width);
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
    return commit({ imageName, width, height });
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit|unsupported image|corrupt|Input file/i.test(error.message)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', imageUnreadable);
    }
    throw error;
  }
}
