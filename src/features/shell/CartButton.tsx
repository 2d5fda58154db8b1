import { Select, Trans } from '@lingui/react/macro';
import { hasPricingError, isSideCartOpen, itemCount } from '@machines/cart/cart.selectors';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { CartOverlays } from '@/app/parts/lazy-cart';
import { useJourney, useJourneyRef } from '@/app/shop';
import { useLocale } from '@/i18n/use-locale';
import { formatInteger, pluralCategory } from '@/lib/numbers';
import { CartIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** Cart button with the number of items; opens the side cart. */
export function CartButton() {
  const cart = useJourneyRef('cart');
  const count = useJourney('cart', itemCount);
  const locale = useLocale();
  // A Select on the plural category, not Plural: see pluralCategory in lib/numbers.ts.
  const items = formatInteger(count, locale);
  const form = pluralCategory(count, locale);
  const open = useJourney('cart', isSideCartOpen);
  const failed = useJourney('cart', hasPricingError);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <>
      <Button className={styles.cart} onPress={() => cart.send({ type: 'cart.open' })}>
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
