// How the forms shrink a picture in the browser before sending it (slow
// uplinks): to the server's caps (server/storage/document-files.ts: 1000 px
// photo, 1600 px payment screenshot, 2400 px documents), with
// browser-image-compression, loaded on the first picture chosen. The
// benchmark (bench/fixtures.ts) sends pictures shrunk by the same plan.

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

const pictureFields: ReadonlySet<string> = new Set(['photoUpload', 'paymentScreenshot']);

export function shrinkPlan(field: string): ShrinkPlan {
  const picture = pictureFields.has(field);
  return {
    keepBelowBytes: 200 * 1024,
    maxSizeMB: picture ? 0.5 : 1,
    maxWidthOrHeight: field === 'photoUpload' ? 1000 : picture ? 1600 : 2400,
    ...(picture ? { fileType: 'image/jpeg' as const } : {}),
    initialQuality: 0.9,
  };
}

/** The picture to send for `field`; anything else (or a failure) is the file as chosen. */
export async function shrinkPicture(file: File, field: string): Promise<File> {
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
