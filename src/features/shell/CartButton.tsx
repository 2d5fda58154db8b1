import { Select, Trans } from '@lingui/react/macro';
import { hasPricingError, isSideCartOpen } from '@machines/cart/cart.selectors';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { openSideCart, useCart, useCartCount } from '@/app/cart-lines';
import { usePricingTarget } from '@/app/hooks/use-pricing-target';
import { CartOverlays } from '@/app/parts/lazy-cart';
import { useLocale } from '@/i18n/use-locale';
import { formatInteger, pluralCategory } from '@/lib/numbers';
import { CartIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** Cart button with the number of items; opens the side cart. */
export function CartButton() {
  usePricingTarget();
  const count = useCartCount();
  const locale = useLocale();
  // A Select on the plural category, not Plural: see pluralCategory in lib/numbers.ts.
  const items = formatInteger(count, locale);
  const form = pluralCategory(count, locale);
  const open = useCart(isSideCartOpen);
  const failed = useCart(hasPricingError);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <>
      <Button className={styles.cart} onPress={openSideCart}>
        <CartIcon />
        <span className="visually-hidden">
          <Trans>Cart</Trans>,{' '}
          <Select value={form} _one={`${items} item`} other={`${items} items`} />
        </span>
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </Button>
      {(opened || failed) && (
        <Suspense fallback={null}>
          <CartOverlays />
        </Suspense>
      )}
    </>
  );
}
