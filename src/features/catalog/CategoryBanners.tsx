import type { Category } from '@/api/contract/catalog';
import { isBannerLive, liveBanners } from '@/lib/banner-window';
import { BannerPicture } from '@/ui/BannerPicture';
import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import styles from './CatalogPages.module.css';

/** The category's top banners that are live now (enabled, start inclusive, end exclusive). */
export function CategoryTopBanners({ category, now }: { category: Category; now: Date }) {
  const banners = liveBanners(category.top_banners, now);
  if (banners.length === 0) return null;
  return (
    <ul className={styles.topBanners} data-testid="category-top-banners">
      {banners.map((banner, index) => (
        <li key={banner.title} className={styles.topBanner}>
          {/* The picture's alt text (the banner's title) names the link. */}
          <ContentLink href={banner.redirection_page} variant="plain">
            <BannerPicture banner={banner} eager={index === 0} />
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

/** The side banner, only while it is live. */
export function CategorySideBanner({
  category,
  now,
  label,
}: {
  category: Category;
  now: Date;
  label: string;
}) {
  const banner = category.side_banner;
  if (!banner || !isBannerLive(banner, now) || !banner.image) return null;
  return (
    <aside className={styles.sideBanner} aria-label={label} data-testid="category-side-banner">
      <ContentLink href={banner.redirection_link} variant="plain">
        <ContentImage image={banner.image} width={480} height={640} />
      </ContentLink>
    </aside>
  );
}
