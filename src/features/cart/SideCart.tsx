import { Trans, useLingui } from '@lingui/react/macro';
import { cartItems, isPricing, pricedCart } from '@machines/cart/cart.selectors';
import { Suspense, useMemo } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useWithdrawPressOnLeave } from '@/app/hooks/use-checkout-press';
import { EmptyState } from '@/app/parts/EmptyState';
import { ListsPreview } from '@/app/parts/lazy-lists';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import styles from './Cart.module.css';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { CheckoutButton } from './CheckoutButton';
import { pricedByLine } from './cart-display';
import { TotalsNote } from './TotalsNote';
import { useCartConfig } from './use-cart-config';

/** The side cart's content: lines, the priced summary and the checkout press. */
export function SideCart() {
  const { t } = useLingui();
  useWithdrawPressOnLeave('sideCart');
  const cart = useJourneyRef('cart');
  const closeSideCart = () => cart.send({ type: 'cart.close' });
  const items = useJourney('cart', cartItems);
  const priced = useJourney('cart', pricedCart);
  const pricing = useJourney('cart', isPricing);
  const config = useCartConfig();
  const byLine = useMemo(() => pricedByLine(items, priced), [items, priced]);
  return (
    <Dialog className={styles.dialog} aria-label={t`Your cart`}>
      <div className={styles.sheetHead}>
        <Heading slot="title" className={styles.title}>
          <Trans>Your cart</Trans>
        </Heading>
        <Button variant="ghost" size="sm" onPress={closeSideCart}>
          <Trans>Close</Trans>
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState kind="cart" title={t`Your cart is empty.`} level={3} compact>
          <Link href="/categories" onPress={closeSideCart}>
            <Trans>Browse the products</Trans>
          </Link>
        </EmptyState>
      ) : (
        <>
          <CartLines
            items={items}
            priced={byLine}
            commentMaxLength={config.commentMaxLength}
            packagingEnabled={config.packagingFee}
          />
          {pricing && (
            <p role="status" className={styles.muted}>
              <Trans>Updating prices…</Trans>
            </p>
          )}
          {priced ? <CartSummary priced={priced} /> : !pricing && <TotalsNote />}
        </>
      )}
      {/* Also with an empty cart: the press then leads to /categories (spec §4). */}
      <CheckoutButton origin="sideCart" />
      {/* The customer's lists, 4 products each; nothing for a visitor. */}
      <Suspense fallback={null}>
        <ListsPreview />
      </Suspense>
    </Dialog>
  );
}
