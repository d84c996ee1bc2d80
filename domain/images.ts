// The public images the server re-encodes (gallery items, course images,
// centre photos, decision 084): which files exist for an image and how a page
// names them in `srcset`. Pure, so pages' loaders and the server agree on
// one rule; the files are written by server/storage/images.ts.

const candidateWidths = [480, 960, 1600] as const;
const largestWidth = 1600;
/** The JPEG fallback (`src`) is at most this wide. */
export const jpegFallbackWidth = 960;

/**
 * The WebP widths made for an image of this width: never wider than the
 * original. The writer makes exactly these files, plus one JPEG fallback.
 */
export function imageVariantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, largestWidth);
  // Strictly narrower than the largest: an original over 1600 px once named 1600 twice.
  return [...candidateWidths.filter((width) => width < largest), largest];
}

export const imageFileNames = (imageName: string, originalWidth: number) => ({
  webp: imageVariantWidths(originalWidth).map((width) => ({ width, file: `${imageName}-${width}.webp` })),
  jpeg: `${imageName}.jpg`,
});

export interface ImageSources {
  /** JPEG fallback, at most 960 px wide. */
  src: string;
  /** WebP variants for `srcset`. */
  srcSet: string;
  width: number;
  height: number;
}

export function imageSources(urlPrefix: string, image: { imageName: string; width: number; height: number }): ImageSources {
  const names = imageFileNames(image.imageName, image.width);
  return {
    src: `${urlPrefix}/${names.jpeg}`,
    srcSet: names.webp.map(({ width, file }) => `${urlPrefix}/${file} ${width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}
