import { Trans, useLingui } from '@lingui/react/macro';
import { deliveryMode, notice } from '@machines/service-selection/service-selection.selectors';
import { useQuery } from '@tanstack/react-query';
import { Button as AriaButton, Dialog, Heading } from 'react-aria-components';
import { servicesQuery } from '@/app/queries/shops';
import { useJourney, useJourneyRef } from '@/app/visit';
import type { Locale } from '@/i18n/locales';
import { Button } from '@/ui/Button';
import styles from './Location.module.css';

/** The service picker: regular delivery, express, take-away (icon and title from the platform). */
export function ServicePicker() {
  const { i18n } = useLingui();
  const selection = useJourneyRef('selection');
  const current = useJourney('selection', deliveryMode);
  const dropped = useJourney('selection', (s) => notice(s) === 'selectionDropped');
  const services = useQuery(servicesQuery(i18n.locale as Locale));
  return (
    <Dialog className={styles.dialog}>
      <Heading slot="title" className={styles.title}>
        <Trans>How would you like to shop?</Trans>
      </Heading>
      {dropped && (
        <p role="alert">
          <Trans>
            The shop you chose earlier can no longer serve you. Please choose your service again.
          </Trans>
        </p>
      )}
      {services.isPending && (
        <p role="status">
          <Trans>Loading the services…</Trans>
        </p>
      )}
      {services.isError && (
        <div className={styles.form}>
          <p role="alert">
            <Trans>We could not load the services.</Trans>
          </p>
          <Button onPress={() => void services.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <div className={styles.services}>
        {services.data?.map((service) => (
          <AriaButton
            key={service.id}
            className={styles.service}
            data-current={service.id === current}
            onPress={() =>
              selection.send({
                type: 'service.select',
                service: {
                  id: service.id,
                  deliversToAddress: service.deliversToAddress,
                  collectionType: service.collections[0]?.collectionType ?? '',
                },
              })
            }
          >
            <img src={service.icon} alt="" width={32} height={32} />
            <span>{service.title}</span>
          </AriaButton>
        ))}
      </div>
      <Button variant="ghost" slot="close">
        <Trans>Close</Trans>
      </Button>
    </Dialog>
  );
}
