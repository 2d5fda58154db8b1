import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocked, savedOrder } from '@machines/order-edit/order-edit.selectors';
import { editLinesOf } from '@machines/order-edit/order-edit.types';
import type { OrderDetails, OrderEvent } from '@/api/contract/orders';
import { OrderEditActor } from '@/app/actors/page/order-edit';
import type { Locale } from '@/i18n/locales';
import { Button } from '@/ui/Button';
import { FocusedAlert } from '@/ui/FocusedAlert';
import styles from './Account.module.css';
import { formatOrderTime } from './order-labels';

/**
 * "Change order" while the order is before its cut-off; the word that the changes are saved, or
 * that it was too late.
 */
export function ChangeOrderEntry({ order }: { order: OrderDetails }) {
  const actor = OrderEditActor.useActorRef();
  const saved = OrderEditActor.useSelector(savedOrder);
  const late = OrderEditActor.useSelector(isLocked);
  if (late) return <TooLateToChange cancelled={order.status === 'CANCELLED'} />;
  return (
    <div className={styles.orderChange}>
      {saved && (
        <p role="status">
          <Trans>Your changes are saved.</Trans>
        </p>
      )}
      {order.isEditable && (
        <Button onPress={() => actor.send({ type: 'edit.open', lines: editLinesOf(order) })}>
          <Trans>Change order</Trans>
        </Button>
      )}
    </div>
  );
}

/**
 * The editor closed on a refusal: too late, or the order was cancelled meanwhile (another tab);
 * the news takes the focus its Save button had.
 */
function TooLateToChange({ cancelled }: { cancelled: boolean }) {
  return (
    <FocusedAlert className={styles.formError}>
      {cancelled ? (
        <Trans>This order was cancelled meanwhile, so it can no longer be changed.</Trans>
      ) : (
        <Trans>
          Too late: the shop has started preparing this order, so it can no longer be changed.
        </Trans>
      )}
    </FocusedAlert>
  );
}

const eventLabels: Record<OrderEvent['event'], MessageDescriptor> = {
  PLACED: msg`Placed`,
  EDITED: msg`Changed`,
  CANCELLED: msg`Cancelled`,
};

/** What happened to the order, oldest first (shown once it is more than placed). */
export function OrderHistory({ order }: { order: OrderDetails }) {
  const { t, i18n } = useLingui();
  if (order.history.length < 2) return null;
  return (
    <ol className={styles.history} aria-label={t`Order history`}>
      {order.history.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
        <li key={i}>
          {i18n._(eventLabels[entry.event])} · {formatOrderTime(entry.at, i18n.locale as Locale)}
        </li>
      ))}
    </ol>
  );
}
