import type { ImageSources } from '../../../domain/images';

/**
 * A re-encoded public image (decision 084): the phone picks its size from
 * `srcset` and `sizes`, and `width`/`height` keep its box before it loads.
 */
export function ContentPhoto({
  image,
  sizes,
  lazy,
  className,
  style,
}: {
  image: ImageSources & { alt: string; altLang?: 'en' | undefined };
  sizes: string;
  /** Below the fold: fetched only when scrolled near. */
  lazy: boolean;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <img
      className={className}
      style={style}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      lang={image.altLang}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
