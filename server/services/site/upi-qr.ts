// Reads the UPI QR code in a picture staff upload as the institute's merchant
// QR: a picture with no readable QR, or a QR that is not a UPI payment
// (upi://pay with a payee address), would send applicants nowhere or to the
// wrong place. jsQR decodes the pixels sharp gives it; nothing runs outside
// this process. Decision 041.
import jsQR from 'jsqr';
import { loadSharp } from '../../storage/images';

export interface UpiQrPayee {
  /** The payee's UPI address (pa). */
  address: string;
  /** The payee's name as the QR states it (pn); empty when the QR gives none. */
  name: string;
  /** Set when the QR carries a merchant code (mc): the bank's merchant QRs do. */
  merchantCode: string;
}

/** The payee of a `upi://pay?...` text, or null when the text is not a UPI payment. */
export function upiPayeeOf(text: string): UpiQrPayee | null {
  const match = /^upi:\/\/pay\?(.*)$/is.exec(text.trim());
  if (!match) return null;
  const params = new URLSearchParams(match[1]!.replace(/\+/g, '%2B'));
  const address = (params.get('pa') ?? '').trim();
  if (!/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(address)) return null;
  return { address, name: (params.get('pn') ?? '').trim(), merchantCode: (params.get('mc') ?? '').trim() };
}

/** jsQR reads RGBA; sharp's raw pixels have 1 to 4 channels (grey, grey and alpha, RGB, RGBA). */
function rgbaOf(data: Buffer, channels: number, pixels: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i += 1) {
    const from = i * channels;
    const grey = channels < 3;
    rgba[i * 4] = data[from]!;
    rgba[i * 4 + 1] = grey ? data[from]! : data[from + 1]!;
    rgba[i * 4 + 2] = grey ? data[from]! : data[from + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * The UPI payee in the picture's QR code, or null. The picture is read at
 * most 1200 px on its longer side (a phone photo of a printed QR is larger
 * than jsQR needs), then as a black-and-white copy if the colour one fails.
 */
export async function readUpiQr(file: string | Buffer): Promise<UpiQrPayee | null> {
  const sharp = await loadSharp();
  const base = () =>
    sharp(file, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true });
  for (const prepare of [
    (image: ReturnType<typeof base>) => image,
    (image: ReturnType<typeof base>) => image.greyscale().normalise(),
  ]) {
    const { data, info } = await prepare(base()).raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(rgbaOf(data, info.channels, info.width * info.height), info.width, info.height, {
      inversionAttempts: 'attemptBoth',
    });
    if (code) return upiPayeeOf(code.data);
  }
  return null;
}
