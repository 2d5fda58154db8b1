import { Trans, useLingui } from '@lingui/react/macro';
import {
  cancelFailure,
  isCancelled,
  isCancelling,
  isConfirming,
} from '@machines/order-cancel/order-cancel.selectors';
import type { OrderDetails } from '@/api/contract/orders';
import { OrderCancelActor, OrderCancelProvider } from '@/app/actors/page/order-cancel';
import { EmptyState, EmptyStateImage } from '@/app/parts/EmptyState';
import type { Locale } from '@/i18n/locales';
import { useFocusWhen } from '@/lib/use-focus-when';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { FocusedAlert } from '@/ui/FocusedAlert';
import styles from './Account.module.css';
import { formatOrderTime } from './order-labels';

/**
 * What the customer can still do to a placed order: cancel it before its cut-off, or read why
 * they no longer can; a cancelled order says so with the editor's image.
 */
export function OrderCancel({ order }: { order: OrderDetails }) {
  const { i18n } = useLingui();
  return (
    <OrderCancelProvider key={order._id} orderId={order._id} locale={i18n.locale as Locale}>
      <OrderCancelPart order={order} />
    </OrderCancelProvider>
  );
}

function OrderCancelPart({ order }: { order: OrderDetails }) {
  const { i18n } = useLingui();
  const actor = OrderCancelActor.useActorRef();
  const failure = OrderCancelActor.useSelector(cancelFailure);
  const confirming = OrderCancelActor.useSelector(isConfirming);
  const cancelling = OrderCancelActor.useSelector(isCancelling);
  const justCancelled = OrderCancelActor.useSelector(isCancelled);
  const orderNumber = order.orderNumber;
  const cutOff = order.editableUntil
    ? formatOrderTime(order.editableUntil, i18n.locale as Locale)
    : '';

  // The dialog closed without the cancel it asked for (another tab's, or too late): the news
  // takes the focus the dialog had.
  if (order.status === 'CANCELLED') {
    return <OrderCancelled focus={justCancelled || failure === 'locked'} />;
  }
  if (failure === 'locked') return <TooLate />;
  if (order.isEditable) {
    return (
      <div className={styles.orderChange}>
        <p>
          <Trans>You can change or cancel this order until {cutOff}.</Trans>
        </p>
        <Button variant="secondary" onPress={() => actor.send({ type: 'cancel.open' })}>
          <Trans>Cancel order</Trans>
        </Button>
        {confirming && (
          <ConfirmDialog
            title={<Trans>Cancel order {orderNumber}?</Trans>}
            confirmLabel={
              cancelling ? <Trans>Cancelling…</Trans> : <Trans>Yes, cancel the order</Trans>
            }
            cancelLabel={<Trans>Keep the order</Trans>}
            busy={cancelling}
            onConfirm={() => actor.send({ type: 'cancel.confirm' })}
            onCancel={() => actor.send({ type: 'cancel.keep' })}
          >
            <p>
              <Trans>
                The shop will not prepare it and its time slot goes back to other shoppers. You will
                not be charged.
              </Trans>
            </p>
            {failure === 'failed' && (
              <p role="alert" className={styles.formError}>
                <Trans>We could not cancel the order. Please try again.</Trans>
              </p>
            )}
          </ConfirmDialog>
        )}
      </div>
    );
  }
  if (order.status === 'PLACED' && order.editableUntil) {
    return (
      <div className={styles.orderChange}>
        <EmptyStateImage kind="edit_order_timeframe" className={styles.orderChangeImage} />
        <p>
          <Trans>
            The shop has started preparing this order (changes closed {cutOff}): it can no longer be
            cancelled.
          </Trans>
        </p>
      </div>
    );
  }
  return null;
}

function TooLate() {
  return (
    <FocusedAlert className={styles.formError}>
      <Trans>
        Too late: the shop has started preparing this order, so it can no longer be cancelled.
      </Trans>
    </FocusedAlert>
  );
}

/** The order is cancelled; focus comes here when the customer has just tried to cancel it. */
function OrderCancelled({ focus }: { focus: boolean }) {
  const { t } = useLingui();
  const ref = useFocusWhen<HTMLDivElement>(focus);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.orderChange}>
      <EmptyState kind="cancel_order" title={t`This order was cancelled`} compact level={3}>
        <p>
          <Trans>You will not be charged for it.</Trans>
        </p>
      </EmptyState>
    </div>
  );
}
