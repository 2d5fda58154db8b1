import { useLingui } from '@lingui/react/macro';
import { isBusy, isClosed } from '@machines/reorder/reorder.selectors';
import type { ReorderTarget } from '@machines/reorder/reorder.types';
import {
  deliveryMode,
  selectedShop,
} from '@machines/service-selection/service-selection.selectors';
import { Suspense, useEffect, useState } from 'react';
import type { OrderSummary } from '@/api/contract/orders';
import { ReorderActor, ReorderProvider } from '@/app/actors/page/reorder';
import { useJourneyRef } from '@/app/visit';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/Button';

const ReorderResult = lazyPart(() => import('./ReorderResult'));

function Result({ onClosed, onBusy }: { onClosed: () => void; onBusy: (busy: boolean) => void }) {
  const closed = ReorderActor.useSelector(isClosed);
  const busy = ReorderActor.useSelector(isBusy);
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return closed ? null : (
    <Suspense fallback={null}>
      <ReorderResult />
    </Suspense>
  );
}

/**
 * "Add to cart" for a past order: its products go into the cart for the selected shop and
 * service (the order's own when none is selected yet); each press is a fresh journey.
 */
export function ReorderButton({
  order,
}: {
  order: Pick<OrderSummary, '_id' | 'orderNumber' | 'shop' | 'deliveryService'>;
}) {
  const { t } = useLingui();
  const selection = useJourneyRef('selection');
  const [opened, setOpened] = useState<{ n: number; selected: ReorderTarget | null } | null>(null);
  const number = order.orderNumber;
  const [busy, setBusy] = useState(false);
  const press = () => {
    // One press at a time: a second one while the first is open would add the lines twice.
    if (opened) return;
    // What is selected at the press (the journey falls back to the order's own shop).
    const snapshot = selection.getSnapshot();
    const shop = selectedShop(snapshot);
    const selected = shop ? { shop: shop._id, deliveryService: deliveryMode(snapshot) } : null;
    setOpened((previous) => ({ n: (previous?.n ?? 0) + 1, selected }));
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Add the products of order ${number} to your cart`}
        onPress={press}
      >
        {/* Not isPending (see TimeSlotSheet): its live region is one axe rejects. */}
        {busy ? t`Adding to your cart…` : t`Add to cart`}
      </Button>
      {opened && (
        <ReorderProvider
          key={opened.n}
          input={{
            orderId: order._id,
            orderNumber: number,
            ordered: { shop: order.shop._id, deliveryService: order.deliveryService },
            selected: opened.selected,
          }}
        >
          <Result
            onClosed={() => {
              setOpened(null);
              setBusy(false);
            }}
            onBusy={setBusy}
          />
        </ReorderProvider>
      )}
    </>
  );
}
