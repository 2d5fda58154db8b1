import { Trans, useLingui } from '@lingui/react/macro';
import {
  canRetry,
  failure,
  isBusy,
  isChecking,
  problem,
} from '@machines/checkout/checkout.selectors';
import type { CheckoutProblem, OrderDraft, PlaceFailure } from '@machines/checkout/checkout.types';
import { useId } from 'react';
import { CheckoutActor } from '@/app/actors/page/checkout';
import { useOnline } from '@/app/hooks/use-online';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import styles from './Checkout.module.css';

function useMessages() {
  const { t } = useLingui();
  const problems: Record<CheckoutProblem, string> = {
    noShop: t`Choose a service and an address or shop first.`,
    noAddress: t`Add your delivery address first.`,
    emptyCart: t`Your cart is empty.`,
    noSlot: t`Choose a time slot first.`,
    contact: t`Please complete your contact details.`,
    invoice: t`Please check the invoice details.`,
    payment: t`Choose how you will pay.`,
  };
  const failures: Record<PlaceFailure, string> = {
    timeout: t`We did not hear back about your order in time. Retry: no second order will be placed.`,
    unreachable: t`The connection was lost while placing your order. Retry: no second order will be placed.`,
    unconfirmed: t`We could not confirm whether your order was placed. Retry: no second order will be placed.`,
    notPlaced: t`Your order was not placed and nothing was charged. Check the details and place it again.`,
    PRICE_CHANGED: t`Some prices have changed. Check the summary and place the order again.`,
    RESERVATION_EXPIRED: t`Your time slot is no longer held. Choose a time slot again.`,
    ITEMS_UNAVAILABLE: t`Some products are no longer available. Remove them from your cart and try again.`,
    MINIMUM_NOT_REACHED: t`Your order is below the minimum order value.`,
    GUEST_NOT_ALLOWED: t`Please log in to place your order.`,
    rejected: t`Your order could not be placed. Please try again.`,
  };
  return { problems, failures };
}

/** "Place order", why it was refused, and the retry after no answer. */
export function PlaceOrder({
  draft,
  waiting = false,
}: {
  draft: () => OrderDraft;
  /** The selection kept from before a reload is still being checked: pressing waits for it. */
  waiting?: boolean;
}) {
  const checkout = CheckoutActor.useActorRef();
  const busy = CheckoutActor.useSelector(isBusy);
  const retry = CheckoutActor.useSelector(canRetry);
  const refused = CheckoutActor.useSelector(problem);
  const failed = CheckoutActor.useSelector(failure);
  const checking = CheckoutActor.useSelector(isChecking);
  const { problems, failures } = useMessages();
  const online = useOnline();
  const offlineNoteId = useId();
  return (
    <div className={styles.place}>
      {!online && (
        <p id={offlineNoteId} className={styles.offline}>
          <Trans>
            Placing the order and paying need a connection. What you entered stays on this page.
          </Trans>
        </p>
      )}
      {refused ? (
        <p role="alert" className={styles.error}>
          {problems[refused]}{' '}
          {refused === 'emptyCart' ? (
            <Link href="/categories">
              <Trans>Browse the products</Trans>
            </Link>
          ) : null}
        </p>
      ) : null}
      {checking ? (
        <p role="status">
          <Trans>Checking whether your order went through…</Trans>
        </p>
      ) : failed ? (
        <p role="alert" className={styles.error}>
          {failures[failed]}
        </p>
      ) : null}
      {retry ? (
        <Button onPress={() => checkout.send({ type: 'order.retry' })}>
          <Trans>Retry placing the order</Trans>
        </Button>
      ) : (
        <Button
          isDisabled={waiting || !online}
          aria-describedby={online ? undefined : offlineNoteId}
          onPress={() => checkout.send({ type: 'order.place', draft: draft() })}
        >
          {checking ? (
            <Trans>Checking your order…</Trans>
          ) : busy ? (
            <Trans>Placing your order…</Trans>
          ) : (
            <Trans>Place order</Trans>
          )}
        </Button>
      )}
    </div>
  );
}
