import type { FooterContent } from '@/api/contract/content';
import type { ImageAsset } from '@/api/contract/content-blocks';
import { normalizeWebLink, safeImageSource } from './content-links';

/**
 * Editor data with its links checked once, where it arrives (the content query layer), so what
 * renders it gets clean values whatever it is: every link through `normalizeWebLink` (http(s)
 * or the shop's own paths, repaired), every image source through `safeImageSource`.
 */

/** An image asset with only checked sources; null when none is left. */
export function cleanImageAsset(asset: ImageAsset | null | undefined): ImageAsset | null {
  if (!asset) return null;
  const url = safeImageSource(asset.url);
  const image = safeImageSource(asset.image);
  if (!url && !image) return null;
  return { ...asset, url: (url ?? image)!, image };
}

/**
 * The footer with clean links: social icons and entries whose link fails the check are left out
 * (an icon or entry that leads nowhere safe is not shown), the others carry the repaired link;
 * the newsletter's link is null when it fails; the logo and the newsletter image lose a
 * source that fails.
 */
export function cleanFooterLinks(footer: FooterContent): FooterContent {
  return {
    ...footer,
    social_icons: footer.social_icons.flatMap((icon) => {
      const link = normalizeWebLink(icon.url);
      return link ? [{ ...icon, url: link.href }] : [];
    }),
    contact_logo: cleanImageAsset(footer.contact_logo),
    categories: footer.categories.map((category) => ({
      ...category,
      subcategories: category.subcategories.map((subcategory) => ({
        ...subcategory,
        entries: subcategory.entries.flatMap((entry) => {
          const link = normalizeWebLink(entry.url);
          return link ? [{ ...entry, url: link.href }] : [];
        }),
      })),
    })),
    newsletter: {
      ...footer.newsletter,
      image: cleanImageAsset(footer.newsletter.image),
      input_link: normalizeWebLink(footer.newsletter.input_link)?.href ?? null,
    },
  };
}
