import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { bannersQuery } from '@/app/queries/content';
import { useLocale } from '@/i18n/use-locale';
import { normalizeContentLink } from '@/lib/content-links';
import { isWithinWindow } from '@/lib/dates';
import { Link } from '@/ui/Link';
import styles from './HomeBanner.module.css';

/** The first enabled banner within its date window (start inclusive, end exclusive). */
export function HomeBanner() {
  const locale = useLocale();
  const { data } = useQuery(bannersQuery(locale));
  const now = new Date();
  const banner = data?.find((b) => b.enabled && isWithinWindow(now, b.start_date, b.end_date));
  const link = normalizeContentLink(banner?.redirection_page);
  return (
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
          <Trans>See the offers</Trans>
        </Link>
      </div>
    </section>
  );
}
