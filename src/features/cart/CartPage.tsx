import { Trans, useLingui } from '@lingui/react/macro';
import { cartItems, isCartKnown, isPricing, pricedCart } from '@machines/cart/cart.selectors';
import { useMemo } from 'react';
import { useWithdrawPressOnLeave } from '@/app/hooks/use-checkout-press';
import { EmptyState } from '@/app/parts/EmptyState';
import { useJourney } from '@/app/visit';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import styles from './Cart.module.css';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import { CartSummary } from './CartSummary';
import { CheckoutButton } from './CheckoutButton';
import { pricedByLine } from './cart-display';
import { PriceChangesModal } from './PriceChangesModal';
import { TotalsNote } from './TotalsNote';
import { useCartConfig } from './use-cart-config';

/**
 * /cart: the full cart, priced, with Proceed to checkout (the checkout press from /cart).
 *
 * Its HTML is prerendered for everyone, an empty cart's (the editor's picture is the page's
 * largest paint). Until the kept lines are read, a browser that keeps some (the kept look's
 * `data-kept-cart`) sees their place instead of the empty state: never "Your cart is empty" of a
 * cart that is not.
 */
export function CartPage() {
  useWithdrawPressOnLeave('cartPage');
  const { t } = useLingui();
  const title = t`Your cart`;
  const items = useJourney('cart', cartItems);
  const priced = useJourney('cart', pricedCart);
  const pricing = useJourney('cart', isPricing);
  const known = useJourney('cart', isCartKnown);
  const config = useCartConfig();
  const byLine = useMemo(() => pricedByLine(items, priced), [items, priced]);
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={title} path="/cart" noIndex />
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      {items.length === 0 ? (
        <>
          {/* One element before and after the cart is read: the picture is not painted twice. */}
          <div className={known ? undefined : styles.emptyUntilKept}>
            <EmptyState kind="cart" title={t`Your cart is empty.`}>
              <Link href="/categories">
                <Trans>Browse the products</Trans>
              </Link>
              <CheckoutButton origin="cartPage" />
            </EmptyState>
          </div>
          {!known && <div className={styles.linesUntilKept} aria-hidden="true" />}
        </>
      ) : (
        <div className={styles.pageGrid}>
          <CartLines
            items={items}
            priced={byLine}
            commentMaxLength={config.commentMaxLength}
            packagingEnabled={config.packagingFee}
          />
          <div className={styles.pageAside}>
            {pricing && (
              <p role="status" className={styles.muted}>
                <Trans>Updating prices…</Trans>
              </p>
            )}
            {priced && <CartSummary priced={priced} />}
            {!priced && !pricing && <TotalsNote />}
            <CheckoutButton origin="cartPage" />
          </div>
        </div>
      )}
      <PriceChangesModal />
      <CartNotices />
    </div>
  );
}
