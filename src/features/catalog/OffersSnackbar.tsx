import { Trans, useLingui } from '@lingui/react/macro';
import { isSnackbarVisible } from '@machines/offers-snackbar/offers-snackbar.selectors';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { OffersSnackbarActor, OffersSnackbarProvider } from '@/app/actors/page/offers-snackbar';
import { Button } from '@/ui/Button';
import { Toast } from '@/ui/Toast';
import styles from './CatalogPages.module.css';

/**
 * The offers snackbar (spec: 4 seconds). It shows when /offers opens and again when the shopper
 * moves to another page of offers; the machine owns the timer.
 */
export function OffersSnackbar(props: { pageNumber: number; total: number }) {
  return (
    <OffersSnackbarProvider>
      <Snackbar {...props} />
    </OffersSnackbarProvider>
  );
}

function Snackbar({ pageNumber, total }: { pageNumber: number; total: number }) {
  const { t } = useLingui();
  const actor = OffersSnackbarActor.useActorRef();
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
