import type { ImageAsset } from '@/api/contract/content-blocks';

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

/** An editor image: width and height set (no layout shift), alt text from the asset description. */
export function ContentImage({
  image,
  width,
  height,
  eager = false,
  className,
  decorative = false,
}: ContentImageProps) {
  return (
    <img
      src={image.image ?? image.url}
      alt={decorative ? '' : (image.description ?? image.title ?? '')}
      width={image.width ?? width}
      height={image.height ?? height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
