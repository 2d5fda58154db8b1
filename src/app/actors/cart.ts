import { cartMachine } from '@machines/cart/cart.machine';
import {
  type CartItem,
  needsDetails,
  readStoredLines,
  storedCartParser,
} from '@machines/cart/cart.types';
import type { Systems } from '@machines/shop/shop.types';
import { fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

/**
 * The cart journey's effects: its lines stored under the `cart` key on every change (the first
 * version's `{sku, quantity}` lines migrate; an unreadable line is dropped and told once), priced
 * for the target the visit gives it (a burst of changes priced once it pauses), named in the
 * shop's language. The API client loads with the first pricing (a kept cart with a kept
 * shop is priced as soon as the visit starts).
 */
const storage = () => globalThis.localStorage;
const effects = () => import('./cart-effects');

export const cartLogic = () =>
  cartMachine.provide({
    actors: {
      // A burst of presses is priced once it pauses (cart-effects.ts: priceInTurn).
      priceCart: fromPromise(async ({ input, signal }) =>
        input.target ? (await effects()).priceInTurn(input.target, input.items, signal) : null,
      ),
      fetchNames: fromPromise(async ({ input }) =>
        (await effects()).fetchNames(input.skus, input.locale),
      ),
    },
    actions: {
      // Written at once: a page left right after a change keeps it.
      persistItems: (_, { items }) => {
        writeStored(storage(), 'cart', items);
      },
    },
  });

/** Lines of the kept cart that could not be read as the visit started: a count, or all. */
export type CartRestoreLoss = number | 'all';
let restoreLoss: CartRestoreLoss | null = null;

/** What the visit's start could not restore, told once (the unreadable lines are gone). */
export function takeCartRestoreLoss(): CartRestoreLoss | null {
  const loss = restoreLoss;
  restoreLoss = null;
  return loss;
}

/**
 * The kept cart as the visit starts. A line that cannot be read is dropped, the others are kept,
 * and the shopper is told once (the readable lines are stored back).
 */
function restoredCart(): CartItem[] {
  let raw: string | null;
  try {
    raw = storage().getItem(storageKeys.cart.key);
  } catch {
    return [];
  }
  let value: unknown = null;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {}
  const { items, dropped } = readStoredLines(value);
  if (dropped !== 0) {
    writeStored(storage(), 'cart', items);
    restoreLoss = dropped;
  }
  return items;
}

export const cartStart = () => ({ items: restoredCart(), locale: activeLocale() });

/** The kept lines (another tab may have just changed them). */
export const storedCartNow = () => readStored(storage(), 'cart', storedCartParser) ?? [];

/** Lines kept by the first cart version get their name, price and packaging once the cart runs. */
export function restoreDetails(cart: Systems['cart']): void {
  if (!cart.getSnapshot().context.items.some(needsDetails)) return;
  void effects().then(async ({ withDetails }) => {
    const current = cart.getSnapshot().context.items;
    cart.send({ type: 'cart.replace', items: await withDetails(current) });
  });
}
