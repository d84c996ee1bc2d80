// The institute's own public images: its logo (header, acknowledgement,
// favicon) and the merchant QR its bank printed for it (payment steps). Each
// upload is checked by its bytes, re-encoded to a bounded PNG without
// metadata, written under DATA_DIR/brand, and only then named in settings;
// the file it replaces is removed after the setting changed.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Handle } from '../../../db/client';
import { AppError } from '../../../domain/problem';
import { brandDirOf } from '../../storage/paths';
import { getSettings, updateSettings, type SiteSettings } from './settings';
import { loadSharp } from '../../storage/images';
import { readUpiQr, type UpiQrPayee } from './upi-qr';

export const merchantQrUnreadable =
  'No UPI QR code could be read in this picture. Upload a sharp, straight photo or scan of the QR your bank gave the institute (it must be a UPI payment QR).';

/** Public URL prefix of brand images; served from brandDirOf(DATA_DIR). */
export const brandUrlPrefix = '/media/brand';

export const brandImageKinds = {
  /** Square-ish marks are shown at 44 px; 256 px covers print and sharp screens. */
  logo: { settingsKey: 'logoImage', maxSide: 256 },
  /** A QR must stay scannable: keep enough pixels for its modules. */
  merchantQr: { settingsKey: 'merchantQrImage', maxSide: 1024 },
} as const satisfies Record<string, { settingsKey: keyof SiteSettings; maxSide: number }>;

export type BrandImageKind = keyof typeof brandImageKinds;

export const isBrandImageKind = (value: unknown): value is BrandImageKind =>
  typeof value === 'string' && Object.hasOwn(brandImageKinds, value);

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
/** Refuse decompression bombs, as for gallery images. */
const maxInputPixels = 50_000_000;

export const brandImageUrl = (fileName: string) => (fileName ? `${brandUrlPrefix}/${fileName}` : '');

/** The path of the logo file, or null while none is set. */
export function logoFilePath(db: Handle, dataDir: string): string | null {
  const name = getSettings(db).logoImage;
  return name ? path.join(brandDirOf(dataDir), name) : null;
}

export async function setBrandImage(
  db: Handle,
  dataDir: string,
  kind: BrandImageKind,
  image: { tempPath: string; detectedType: string | null },
  userId: number | null,
): Promise<SiteSettings> {
  if (!image.detectedType || !acceptedTypes.includes(image.detectedType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please choose a JPEG, PNG or WebP image.');
  }
  const { settingsKey, maxSide } = brandImageKinds[kind];
  const dir = brandDirOf(dataDir);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomBytes(12).toString('hex')}.png`;
  const target = path.join(dir, fileName);
  const previous = getSettings(db)[settingsKey];
  const sharp = await loadSharp();
  try {
    // sharp writes no metadata unless asked (withMetadata): EXIF, GPS and ICC notes are dropped.
    await sharp(image.tempPath, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toFile(target);
    // A merchant QR must be a UPI payment QR that can still be read after the re-encode.
    if (kind === 'merchantQr' && !(await readUpiQr(target))) throw new AppError('BAD_REQUEST', merchantQrUnreadable);
    const next = updateSettings(db, { [settingsKey]: fileName }, userId);
    if (previous) await rm(path.join(dir, previous), { force: true });
    return next;
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof AppError) throw error;
    if (
      error instanceof Error &&
      /pixel limit|unsupported image|corrupt|Input file|bad seek|VipsJpeg|pngload|webp/i.test(error.message)
    ) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read.');
    }
    throw error;
  }
}

/** Empties the setting, then removes its file. */
export async function removeBrandImage(db: Handle, dataDir: string, kind: BrandImageKind, userId: number | null) {
  const { settingsKey } = brandImageKinds[kind];
  const previous = getSettings(db)[settingsKey];
  const next = updateSettings(db, { [settingsKey]: '' }, userId);
  if (previous) await rm(path.join(brandDirOf(dataDir), previous), { force: true });
  return next;
}

const payeeCache = new Map<string, Promise<UpiQrPayee | null>>();

/**
 * Whom the uploaded merchant QR pays, read from the stored file (cached by
 * its name, which changes with every upload), beside the UPI id setting so
 * staff see a QR that pays someone else. Null while no merchant QR is set.
 */
export async function merchantQrPayee(
  db: Handle,
  dataDir: string,
): Promise<{ payee: UpiQrPayee | null; matchesUpiId: boolean | null } | null> {
  const settings = getSettings(db);
  const name = settings.merchantQrImage;
  if (!name) return null;
  let payee = payeeCache.get(name);
  if (!payee) {
    payee = readUpiQr(path.join(brandDirOf(dataDir), name)).catch(() => null);
    payeeCache.set(name, payee);
  }
  const found = await payee;
  return {
    payee: found,
    matchesUpiId: found && settings.upiId ? found.address.toLowerCase() === settings.upiId.toLowerCase() : null,
  };
}
