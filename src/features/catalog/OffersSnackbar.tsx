import { Trans, useLingui } from '@lingui/react/macro';
import { offersSnackbarMachine } from '@machines/offers-snackbar/offers-snackbar.machine';
import { isSnackbarVisible } from '@machines/offers-snackbar/offers-snackbar.selectors';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/Button';
import { Toast } from '@/ui/Toast';
import styles from './CatalogPages.module.css';

/**
 * The offers snackbar (spec: 4 seconds). It shows when /offers opens and again when the shopper
 * moves to another page of offers; the machine owns the timer.
 */
export function OffersSnackbar({ pageNumber, total }: { pageNumber: number; total: number }) {
  const { t } = useLingui();
  const actor = useActorRef(offersSnackbarMachine);
  const visible = useSelector(actor, isSnackbarVisible);
  const lastPage = useRef(pageNumber);
  useEffect(() => {
    if (lastPage.current === pageNumber) return;
    lastPage.current = pageNumber;
    actor.send({ type: 'offers.pageChanged' });
  }, [actor, pageNumber]);
  if (!visible) return null;
  const dismiss = () => actor.send({ type: 'snackbar.dismiss' });
  return (
    <Toast onDismiss={dismiss}>
      <span data-testid="offers-snackbar" className={styles.snackbar}>
        <Trans>{total} products on offer this week</Trans>
        <Button variant="ghost" size="sm" aria-label={t`Dismiss`} onPress={dismiss}>
          ×
        </Button>
      </span>
    </Toast>
  );
}
