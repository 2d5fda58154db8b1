import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Product } from '@/api/contract/catalog';
import { addProductToCart } from '@/app/cart-lines';
import { productCartItem } from '@/lib/product-line';

/** Adds a product from a card (default options, no comment) and says so in a status line. */
export function useAddProduct() {
  const { t } = useLingui();
  const [added, setAdded] = useState<string>();
  const onAdd = useCallback(
    (product: Product) => {
      addProductToCart(productCartItem(product));
      setAdded(t`${product.displayName} added to your cart.`);
    },
    [t],
  );
  return { added, onAdd };
}
