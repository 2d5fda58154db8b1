import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import type { FooterNewsletter } from '@/api/contract/content';
import { footerQuery } from '@/app/queries/content';
import { useJourneyRef } from '@/app/visit';
import { withLocale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { normalizeContentLink, normalizeWebLink } from '@/lib/content-links';
import { hydratesNear } from '@/lib/hydrate-when-near';
import { paymentMarks } from '@/lib/payment-marks';
import { useNow } from '@/lib/render-clock';
import { socialNetworkNames, socialNetworkOf } from '@/lib/social-networks';
import { Button } from '@/ui/Button';
import { ContentImage } from '@/ui/ContentImage';
import { Link } from '@/ui/Link';
import { LoadFailed } from '@/ui/LoadFailed';
import { PaymentMark } from '@/ui/marks/PaymentMark';
import { SocialIcon } from '@/ui/marks/SocialIcon';
import styles from './Footer.module.css';
import { FooterGroup } from './FooterGroup';
import { FOOTER_ID } from './footer-id';

/**
 * The footer, from editor content: groups (disclosures on a phone), contact logo, phone, social
 * icons (enabled only, the shop's marks), payment marks.
 * `newsletter` renders the sign-up block from the footer's newsletter content (another feature's
 * view, composed by src/app/parts/SiteFooter.tsx).
 */
export default function Footer({
  newsletter,
}: {
  newsletter?: (content: FooterNewsletter) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = useNow();
  const { data, isError, isFetching, refetch } = useQuery(footerQuery(locale));
  // Arriving data re-renders at once (a store subscription): the footer's links and form then
  // render in a deferred pass React slices, not in one long task (measured: 143 ms at 4x CPU).
  const footer = useDeferredValue(data);
  const consent = useJourneyRef('consent');
  // Shown whole once its content is there (or has failed): on a short page the footer is on
  // screen, and groups arriving above the phone and payment marks moved them (CLS 0.15 on /cart).
  if (!footer && !isError) return null;
  return (
    <footer {...hydratesNear(FOOTER_ID)} className={styles.footer}>
      <div className={styles.inner}>
        {isError && !footer && (
          <LoadFailed className={styles.error} onRetry={() => void refetch()} retrying={isFetching}>
            <Trans>The footer links could not be loaded. The shop works as usual.</Trans>
          </LoadFailed>
        )}
        {footer && newsletter?.(footer.newsletter)}
        {footer && (
          <div className={styles.groups}>
            {footer.categories.flatMap((category) =>
              category.subcategories.map((group) => (
                <FooterGroup
                  key={group.subcategory_title}
                  title={group.subcategory_title}
                  open={group.open}
                >
                  {group.entries.map((entry) => {
                    const link = normalizeContentLink(entry.url);
                    return link ? (
                      <li key={`${entry.title}${entry.url}`}>
                        <Link
                          href={link.href}
                          variant="plain"
                          className={styles.link}
                          target={link.external ? '_blank' : undefined}
                          rel={link.external ? 'noopener noreferrer' : undefined}
                        >
                          {entry.title}
                        </Link>
                      </li>
                    ) : null;
                  })}
                </FooterGroup>
              )),
            )}
          </div>
        )}
        <div className={styles.meta}>
          {footer?.contact_logo && (
            <ContentImage
              image={footer.contact_logo}
              width={160}
              height={60}
              className={styles.logo}
            />
          )}
          {footer && (
            <p className={styles.phone}>
              <Trans>Customer support</Trans>:{' '}
              <a href={`tel:${footer.phone.replace(/\s+/g, '')}`}>{footer.phone}</a>
              <br />
              <Trans>Monday to Saturday 8 AM to 8 PM, Sunday 9 AM to 6 PM</Trans>
            </p>
          )}
          {footer && (
            <ul className={styles.social} aria-label={t`Social media`}>
              {footer.social_icons
                .filter((icon) => icon.enabled)
                .map((icon) => {
                  // Web pages and the shop's own paths only: a hostile URL shows no icon.
                  const link = normalizeWebLink(icon.url);
                  if (!link) return null;
                  const href = link.external ? link.href : withLocale(link.href, locale);
                  const network = socialNetworkOf(icon.title);
                  return (
                    <li key={icon.title}>
                      <a
                        href={href}
                        rel="noopener noreferrer"
                        target="_blank"
                        className={network ? styles.socialIcon : undefined}
                      >
                        {network ? (
                          <>
                            <SocialIcon network={network} />
                            <span className="visually-hidden">{socialNetworkNames[network]}</span>
                          </>
                        ) : (
                          icon.title
                        )}
                        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                      </a>
                    </li>
                  );
                })}
            </ul>
          )}
          <ul className={styles.payments} aria-label={t`We accept`}>
            {paymentMarks.map((mark) => (
              <li key={mark}>
                <PaymentMark name={mark} />
              </li>
            ))}
          </ul>
          <p>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => consent.send({ type: 'consent.openSettings' })}
            >
              <Trans>Cookie settings</Trans>
            </Button>
          </p>
          {/* The editor's name holder as given (it carries its own ©); the shop's name until then. */}
          <p className={styles.copy}>
            {footer?.name_holder ?? `© ${now.getFullYear()} Agora Market`}
          </p>
        </div>
      </div>
    </footer>
  );
}
