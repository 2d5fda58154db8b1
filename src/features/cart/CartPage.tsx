import { Trans, useLingui } from '@lingui/react/macro';
import { cartItems, isPricing, pricedCart } from '@machines/cart/cart.selectors';
import { useMemo } from 'react';
import type { PricedProduct } from '@/api/contract/cart';
import { EmptyState } from '@/app/parts/EmptyState';
import { useJourney } from '@/app/shop';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import styles from './Cart.module.css';
import { CartLines } from './CartLines';
import { CartNotices } from './CartNotices';
import { CartSummary } from './CartSummary';
import { CheckoutButton } from './CheckoutButton';
import { PriceChangesModal } from './PriceChangesModal';
import { useCartConfig } from './use-cart-config';

/** /cart: the full cart, priced, with Proceed to checkout (the checkout press from /cart). */
export function CartPage() {
  const { t } = useLingui();
  const title = t`Your cart`;
  const items = useJourney('cart', cartItems);
  const priced = useJourney('cart', pricedCart);
  const pricing = useJourney('cart', isPricing);
  const config = useCartConfig();
  const bySku = useMemo(
    () => new Map<string, PricedProduct>(priced?.order.products.map((p) => [p.sku, p]) ?? []),
    [priced],
  );
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={title} path="/cart" noIndex />
      <h1>
        <Trans>Your cart</Trans>
      </h1>
      {items.length === 0 ? (
        <EmptyState kind="cart" title={t`Your cart is empty.`}>
          <Link href="/categories">
            <Trans>Browse the products</Trans>
          </Link>
          <CheckoutButton origin="cartPage" />
        </EmptyState>
      ) : (
        <div className={styles.pageGrid}>
          <CartLines
            items={items}
            priced={bySku}
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
            {!priced && !pricing && (
              <p className={styles.muted}>
                <Trans>Choose a delivery address or a shop to see the totals.</Trans>
              </p>
            )}
            <CheckoutButton origin="cartPage" />
          </div>
        </div>
      )}
      <PriceChangesModal />
      <CartNotices />
    </div>
  );
}
