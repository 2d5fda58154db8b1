import { Select, Trans } from '@lingui/react/macro';
import {
  hasPricingError,
  isCartKnown,
  isSideCartOpen,
  itemCount,
} from '@machines/cart/cart.selectors';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { CartOverlays } from '@/app/parts/lazy-cart';
import { useJourney, useJourneyRef, useSpawnedJourney } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { formatInteger, pluralCategory } from '@/lib/numbers';
import { CartIcon } from '@/ui/icons';
import styles from './Header.module.css';

/**
 * Cart button with the number of items; opens the side cart. On prerendered HTML the number
 * waits until the kept cart is read: it never says 0 of a cart that is not empty.
 */
export function CartButton() {
  const cart = useJourneyRef('cart');
  const count = useJourney('cart', itemCount);
  const known = useJourney('cart', isCartKnown);
  const locale = useLocale();
  // A Select on the plural category, not Plural: see pluralCategory in lib/numbers.ts.
  const items = formatInteger(count, locale);
  const form = pluralCategory(count, locale);
  const open = useJourney('cart', isSideCartOpen);
  const failed = useJourney('cart', hasPricingError);
  // Back online with changed prices, the price-changes modal (one of the overlays) opens here.
  const reviewing = useSelector(useSpawnedJourney('checkoutPress'), (press) =>
    press ? press.hasTag('priceChanges') : false,
  );
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <>
      <Button className={styles.cart} onPress={() => cart.send({ type: 'cart.open' })}>
        <CartIcon />
        <span className="visually-hidden">
          <Trans>Cart</Trans>
          {known && (
            <>
              , <Select value={form} _one={`${items} item`} other={`${items} items`} />
            </>
          )}
        </span>
        {/* Its room is kept while it waits: the header does not move when the count comes. */}
        <span
          className={known ? styles.badge : `${styles.badge} ${styles.badgeWaiting}`}
          aria-hidden="true"
        >
          {known ? count : ''}
        </span>
      </Button>
      {(opened || failed || reviewing) && (
        <Suspense fallback={null}>
          <CartOverlays />
        </Suspense>
      )}
    </>
  );
}
