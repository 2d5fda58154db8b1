import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { bannersQuery } from '@/app/queries/content';
import { useLocale } from '@/i18n/use-locale';
import { liveBanners } from '@/lib/banner-window';
import { normalizeWebLink } from '@/lib/content-links';
import { useNow } from '@/lib/render-clock';
import { BannerPicture } from '@/ui/BannerPicture';
import { ContentLink } from '@/ui/ContentLink';
import { Link } from '@/ui/Link';
import styles from './HomeBanner.module.css';

/**
 * The home banners that are live (enabled, start inclusive, end exclusive): the first one is the
 * hero (its picture, title and a button to its page; loaded first), the others follow as linked
 * pictures, lazily. Each shows its mobile_image on a phone and its web_image from 850 px up.
 */
export function HomeBanner() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(bannersQuery(locale));
  const [banner, ...others] = liveBanners(data, useNow());
  const link = normalizeWebLink(banner?.redirection_page);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-hero">
        {banner && <BannerPicture banner={banner} eager className={styles.heroPicture} />}
        <div className={styles.copy}>
          <h2 id="home-hero" className={styles.title}>
            {banner?.title ?? <Trans>Fresh groceries, delivered in Athens</Trans>}
          </h2>
          <p>
            <Trans>
              Delivery in 2-hour slots from 8 AM to 8 PM, express in one hour, or pick up at a shop
              near you.
            </Trans>
          </p>
          <Link href={link && !link.external ? link.href : '/offers'} variant="button">
            {banner ? <Trans>Take a look</Trans> : <Trans>See the offers</Trans>}
          </Link>
        </div>
      </section>
      {others.length > 0 && (
        <ul className={styles.banners} aria-label={t`Promotions`} data-testid="home-banners">
          {others.map((other) => (
            <li key={other.title}>
              {/* The picture's alt text (the banner's title) names the link. */}
              <ContentLink href={other.redirection_page} variant="plain" className={styles.banner}>
                <BannerPicture banner={other} />
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
