import { type CartItem, readStoredLines } from '@machines/cart/cart.types';
import { type KeyValueStore, storageKeys } from '@/lib/storage';
import { storedCartLines } from '@/lib/stored-cart-lines';

/**
 * The stored cart: `{lines, changes}` under the `cart` key, in one value so a tab never reads the
 * lines of one write with the change ids of another. The ids name the recent changes the lines
 * hold (cart-tabs.ts checks them). The lines alone (earlier versions, other writers) read as
 * lines without ids.
 */
export interface ChangeId {
  id: string;
  at: number;
}
export interface StoredCart {
  items: CartItem[];
  /** Lines that could not be read (dropped), or 'all' when the value is not a cart. */
  dropped: number | 'all';
  /** As stored: cart-tabs.ts keeps the well-formed ones. */
  changes: unknown[];
}

export function readStoredCart(storage: KeyValueStore): StoredCart {
  let value: { lines?: unknown; changes?: unknown } | null = null;
  try {
    value = JSON.parse(storage.getItem(storageKeys.cart.key) ?? '[]');
  } catch {}
  const { items, dropped } = readStoredLines(storedCartLines(value));
  const changes = Array.isArray(value?.changes) ? value.changes : [];
  return { items, dropped, changes };
}
