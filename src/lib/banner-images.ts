import type { ImageAsset } from '@/api/contract/content-blocks';
import { safeImageSource } from './content-links';

/** The spec's desktop/mobile breakpoint (shopping-app.md §9: 850 px). */
export const DESKTOP_MEDIA = '(min-width: 850px)';

/** One picture source of a banner: a checked URL and the size that keeps its box (no shift). */
export interface BannerSource {
  src: string;
  width: number;
  height: number;
}

/** The images a banner may carry (home and category top banners). */
export interface BannerImages {
  web_image?: ImageAsset | null | undefined;
  mobile_image?: ImageAsset | null | undefined;
  image?: ImageAsset | null | undefined;
}

/** The spec's sizes, for an asset that does not say: banners 2480x640; the phone image 3:2. */
const WEB_SIZE = { width: 2480, height: 640 };
const MOBILE_SIZE = { width: 1080, height: 720 };

const sourceOf = (
  asset: ImageAsset | null | undefined,
  size: { width: number; height: number },
): BannerSource | null => {
  const checked = safeImageSource(asset?.image ?? asset?.url);
  if (!asset || !checked) return null;
  // A srcset entry ends at whitespace: a space inside the URL must be encoded.
  return {
    src: checked.replace(/\s/g, encodeURIComponent),
    width: asset.width ?? size.width,
    height: asset.height ?? size.height,
  };
};

/**
 * What a banner shows: `wide` from 850 px up (web_image, else image, else mobile_image) and
 * `narrow` below (mobile_image, else image, else web_image). Only http(s) or same-origin sources
 * (`safeImageSource`); both null when the banner has no usable image.
 */
export function bannerSources(banner: BannerImages): {
  wide: BannerSource | null;
  narrow: BannerSource | null;
} {
  const pick = (
    assets: (ImageAsset | null | undefined)[],
    size: { width: number; height: number },
  ) => {
    for (const asset of assets) {
      const source = sourceOf(asset, size);
      if (source) return source;
    }
    return null;
  };
  return {
    wide: pick([banner.web_image, banner.image, banner.mobile_image], WEB_SIZE),
    narrow: pick([banner.mobile_image, banner.image, banner.web_image], MOBILE_SIZE),
  };
}
