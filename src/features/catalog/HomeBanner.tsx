import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { bannersQuery } from '@/app/queries/content';
import { useLocale } from '@/i18n/use-locale';
import { liveBanners } from '@/lib/banner-window';
import { normalizeContentLink } from '@/lib/content-links';
import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { Link } from '@/ui/Link';
import styles from './HomeBanner.module.css';

/**
 * The home banners that are live (enabled, start inclusive, end exclusive): the first one is the
 * text hero (fast first paint), the others follow as image banners (the first one loaded at once, the rest lazily).
 */
export function HomeBanner() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(bannersQuery(locale));
  const [banner, ...others] = liveBanners(data, new Date());
  const link = normalizeContentLink(banner?.redirection_page);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-hero">
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
          {others.map((other, index) => {
            const image = other.web_image ?? other.image ?? other.mobile_image;
            return (
              <li key={other.title}>
                <ContentLink href={other.redirection_page} variant="plain">
                  {image && (
                    // The first one is on screen on a phone: no lazy-loading delay for it.
                    <ContentImage
                      image={image}
                      width={2480}
                      height={640}
                      decorative
                      eager={index === 0}
                    />
                  )}
                  <span className={styles.bannerTitle}>{other.title}</span>
                </ContentLink>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
