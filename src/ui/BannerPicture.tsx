import { type BannerImages, bannerSources, DESKTOP_MEDIA } from '@/lib/banner-images';
import styles from './BannerPicture.module.css';

export interface BannerPictureProps {
  banner: BannerImages & { title: string };
  /** Above the fold: loaded at once and first. Below: lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * An editor banner: its mobile_image on phones, its web_image from the 850 px breakpoint up (a
 * `<picture>` whose sources carry their own width and height, so neither box shifts), alt text
 * from the banner's title. Nothing when it has no safe image.
 */
export function BannerPicture({ banner, eager = false, className }: BannerPictureProps) {
  const { wide, narrow } = bannerSources(banner);
  const fallback = narrow ?? wide;
  if (!fallback) return null;
  return (
    <picture className={[styles.picture, className].filter(Boolean).join(' ')}>
      {wide && wide.src !== fallback.src && (
        <source media={DESKTOP_MEDIA} srcSet={wide.src} width={wide.width} height={wide.height} />
      )}
      <img
        src={fallback.src}
        alt={banner.title}
        width={fallback.width}
        height={fallback.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
