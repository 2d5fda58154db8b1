import type { ImageAsset } from '@/api/contract/content-blocks';
import { safeImageSource } from '@/lib/content-links';

export interface ContentImageProps {
  image: ImageAsset;
  /** Fallback size when the asset does not carry one (the block's documented size). */
  width: number;
  height: number;
  /** Above the fold: load at once. Below: lazy. */
  eager?: boolean;
  className?: string;
  /** Decorative images (the text next to them says it all) get an empty alt. */
  decorative?: boolean;
}

/**
 * An editor image: width and height set (no layout shift), alt text from the asset description.
 * Its source must be an http(s) URL or a path of the shop's own origin; any other renders nothing.
 */
export function ContentImage({
  image,
  width,
  height,
  eager = false,
  className,
  decorative = false,
}: ContentImageProps) {
  const src = safeImageSource(image.image ?? image.url);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={decorative ? '' : (image.description ?? image.title ?? '')}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
