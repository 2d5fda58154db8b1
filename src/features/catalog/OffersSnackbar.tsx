import { Trans, useLingui } from '@lingui/react/macro';
import { offersSnackbarMachine } from '@machines/offers-snackbar/offers-snackbar.machine';
import { isSnackbarVisible } from '@machines/offers-snackbar/offers-snackbar.selectors';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/Button';
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
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className={styles.snackbar} data-testid="offers-snackbar">
          <span>
            <Trans>{total} products on offer this week</Trans>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t`Dismiss`}
            onPress={() => actor.send({ type: 'snackbar.dismiss' })}
          >
            ×
          </Button>
        </div>
      )}
    </div>
  );
}
