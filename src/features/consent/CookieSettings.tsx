import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canSaveSelection,
  draftChoices,
  hasUnsavedChanges,
  isDecided,
} from '@machines/consent/consent.selectors';
import { type ConsentCategory, consentCategories } from '@machines/consent/consent.types';
import { useEffect } from 'react';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import { Switch } from '@/ui/Switch';
import styles from './CookieSettings.module.css';

const categoryText: Record<ConsentCategory, { name: MessageDescriptor; about: MessageDescriptor }> =
  {
    necessary: {
      name: msg`Necessary`,
      about: msg`Keep the shop working: your cart, your language, your login and this choice. Always on.`,
    },
    performance: {
      name: msg`Performance`,
      about: msg`Count visits and measure page speed so we can make the shop faster.`,
    },
    ad: {
      name: msg`Advertising`,
      about: msg`Show offers that match your interests here and on partner sites.`,
    },
    ux: {
      name: msg`Experience`,
      about: msg`Remember your recent searches and preferences to make shopping easier.`,
    },
  };

/** The category toggles and the save actions on /cookies, bound to the consent actor. */
export function CookieSettings() {
  const { t } = useLingui();
  const consent = useJourneyRef('consent');
  const draft = useJourney('consent', draftChoices);
  const unsaved = useJourney('consent', hasUnsavedChanges);
  const decided = useJourney('consent', isDecided);
  const canSave = useJourney('consent', canSaveSelection);

  // Leaving the page with unsaved edits drops them (the banner returns if nothing was decided).
  useEffect(() => () => consent.send({ type: 'consent.closeSettings' }), [consent]);

  return (
    <div className={styles.settings}>
      <ul className={styles.list}>
        {consentCategories.map((category) => (
          <li key={category} className={styles.item}>
            <Switch
              isSelected={draft[category]}
              isDisabled={category === 'necessary'}
              onChange={() => consent.send({ type: 'consent.toggle', category })}
            >
              {t(categoryText[category].name)}
            </Switch>
            <p className={styles.about}>{t(categoryText[category].about)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {unsaved ? (
          <Trans>You have unsaved changes.</Trans>
        ) : decided ? (
          <Trans>Your choices are saved.</Trans>
        ) : (
          <Trans>You have not chosen yet: only necessary cookies are used.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        <Button
          isDisabled={!canSave}
          onPress={() => consent.send({ type: 'consent.acceptSelected' })}
        >
          <Trans>Save my choices</Trans>
        </Button>
        <Button variant="secondary" onPress={() => consent.send({ type: 'consent.acceptAll' })}>
          <Trans>Accept all</Trans>
        </Button>
        <Button variant="secondary" onPress={() => consent.send({ type: 'consent.declineAll' })}>
          <Trans>Decline all</Trans>
        </Button>
      </div>
    </div>
  );
}
