import { useLingui } from '@lingui/react/macro';
import { lineFromProduct } from '@machines/cart/cart-line';
import { useCallback, useState } from 'react';
import type { Product } from '@/api/contract/catalog';
import { addProduct } from '@/app/cart-commands';
import { useJourneyRef } from '@/app/visit';
import type { AddedNotice } from '@/ui/AddedStatus';

/** The "added to your cart" notice of a page: each add shows it again. */
export function useAddedNotice() {
  const [added, setAdded] = useState<AddedNotice>();
  const announce = useCallback(
    (text: string) => setAdded((last) => ({ text, id: (last?.id ?? 0) + 1 })),
    [],
  );
  const dismissAdded = useCallback(() => setAdded(undefined), []);
  return { added, announce, dismissAdded };
}

/** Adds a product from a card (default options, no comment) and says so in a toast. */
export function useAddProduct() {
  const { t } = useLingui();
  const cart = useJourneyRef('cart');
  const { added, announce, dismissAdded } = useAddedNotice();
  const onAdd = useCallback(
    (product: Product) => {
      addProduct(cart, lineFromProduct(product));
      announce(t`${product.displayName} added to your cart.`);
    },
    [t, announce, cart],
  );
  return { added, onAdd, dismissAdded };
}
