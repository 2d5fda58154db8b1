import { Trans } from '@lingui/react/macro';
import { isBannerOpen } from '@machines/consent/consent.selectors';
import { useRouterState } from '@tanstack/react-router';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from './ConsentBanner.module.css';

/**
 * The cookie banner: shown until the visitor decides. Bound to the consent actor. Compact (a short
 * line and one row of small buttons) so that the page stays readable under it on a phone, and so
 * that it is never the largest paint of the first screen: it comes after the page's own (the
 * largest text block under it is about 13,000 px² at 412 px, the home's first paragraph 22,000).
 */
export function ConsentBanner() {
  const open = useJourney('consent', isBannerOpen);
  const consent = useJourneyRef('consent');
  // The settings page itself offers every choice the banner does.
  const onSettingsPage = useRouterState({ select: (s) => s.location.pathname === '/cookies' });
  if (!open || onSettingsPage) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            <Trans>Cookies on Agora Market</Trans>
          </h2>
          <p>
            <Trans>
              Cookies run the shop and, if you allow them, help with statistics and ads.
            </Trans>
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" onPress={() => consent.send({ type: 'consent.acceptAll' })}>
            <Trans>Accept all</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => consent.send({ type: 'consent.declineAll' })}
          >
            <Trans>Decline all</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => consent.send({ type: 'consent.openSettings' })}
          >
            <Trans>Cookie settings</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
