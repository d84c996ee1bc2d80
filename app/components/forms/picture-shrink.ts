// How the forms shrink a picture in the browser before sending it (slow
// uplinks): to the limits the server keeps a picture as sent within
// (domain/schemas/document-types.ts: 1000 px photo, 2400 px payment
// screenshot and documents), with browser-image-compression, loaded on the
// first picture chosen. Its output carries no metadata, so the server keeps
// it without decoding it (decision 034). The benchmark (bench/fixtures.ts)
// sends pictures shrunk by the same plan.
import { jpegRules, pictureLimits } from '../../../domain/schemas/document-types';
import { documentRuleOf } from '../../../domain/schemas/documents';

export interface ShrinkPlan {
  /** A picture smaller than this is sent as chosen. */
  keepBelowBytes: number;
  maxSizeMB: number;
  maxWidthOrHeight: number;
  /** The output type; absent keeps the input's. */
  fileType?: 'image/jpeg';
  /**
   * The JPEG quality of the first try. The library's default (1.0) makes a
   * 1000 px photo of about 480 KB where 0.9 makes about 150 KB: a third of
   * the bytes to send, and cheaper for the server to decode before it
   * re-encodes at 0.82 anyway (decision 028).
   */
  initialQuality: number;
}

export function shrinkPlan(field: string): ShrinkPlan {
  const rule = documentRuleOf[field as keyof typeof documentRuleOf] ?? 'certificate';
  const limit = pictureLimits[rule];
  return {
    keepBelowBytes: 200 * 1024,
    maxSizeMB: limit.keptBytes / (1024 * 1024),
    maxWidthOrHeight: limit.longestSide,
    ...(jpegRules.has(rule) ? { fileType: 'image/jpeg' as const } : {}),
    initialQuality: 0.9,
  };
}

/**
 * Each chosen file's shrunk picture, per field: the form's draft and its
 * upload both shrink the file as chosen, and must keep the very same result
 * (name, size, time), so that after a reload the draft's copy is known as the
 * file already uploaded and its upload goes on (decision 053).
 */
const shrunk = new WeakMap<File, Map<string, Promise<File>>>();

/** The picture to send for `field`; anything else (or a failure) is the file as chosen. */
export function shrinkPicture(file: File, field: string): Promise<File> {
  let byField = shrunk.get(file);
  if (!byField) shrunk.set(file, (byField = new Map()));
  let result = byField.get(field);
  if (!result) byField.set(field, (result = shrinkOnce(file, field)));
  return result;
}

async function shrinkOnce(file: File, field: string): Promise<File> {
  const plan = shrinkPlan(field);
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || file.size < plan.keepBelowBytes) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const output = await imageCompression(file, {
      maxSizeMB: plan.maxSizeMB,
      maxWidthOrHeight: plan.maxWidthOrHeight,
      initialQuality: plan.initialQuality,
      // The worker would fetch the library from a CDN: keep it on the page.
      useWebWorker: false,
      fileType: plan.fileType ?? file.type,
    });
    const name = plan.fileType ? file.name.replace(/\.[^.]*$/, '') + '.jpg' : file.name;
    return new File([output], name, { type: output.type });
  } catch {
    return file; // the server checks and re-encodes anyway
  }
}
