import { cartMachine } from '@machines/cart/cart.machine';
import { type CartItem, needsDetails, readStoredLines } from '@machines/cart/cart.types';
import type { Systems } from '@machines/shop/shop.types';
import { fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { storageKeys, writeStored } from '@/lib/storage';

/**
 * The cart journey's effects: every change stored as per-line operations that merge with other
 * tabs' (src/app/cart-store.ts; the first version's `{sku, quantity}` lines migrate), priced for
 * the target the visit gives it, named in the shop's language. The API client loads with the first pricing (a kept cart with a kept
 * shop is priced as soon as the visit starts).
 */
const storage = () => globalThis.localStorage;
const effects = () => import('./cart-effects');

export const cartLogic = () =>
  cartMachine.provide({
    actors: {
      priceCart: fromPromise(async ({ input }) =>
        input.target ? (await effects()).priceCart(input.target, input.items) : null,
      ),
      fetchNames: fromPromise(async ({ input }) =>
        (await effects()).fetchNames(input.skus, input.locale),
      ),
    },
    actions: {
      persistItems: ({ self }, { items }) => {
        // Changes are handed over in order: the module's promise runs its callbacks in turn.
        void cartStore().then(({ persistChange }) =>
          persistChange(started, items, (merged) =>
            self.send({ type: 'cart.sync', items: merged }),
          ),
        );
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

/** The cart the visit started with: the first change is stored from it. */
let started: CartItem[] = [];
const cartStore = () => import('../cart-store');

export function cartStart() {
  started = restoredCart();
  return { items: started, locale: activeLocale() };
}

/**
 * Another tab's cart, from its copy; nothing while a change of this tab is on its way (its result
 * brings the other tab's lines too).
 */
export const whenOtherTabCart = (deliver: (items: CartItem[]) => void) =>
  void cartStore().then(({ fromOtherTab }) => {
    const items = fromOtherTab();
    if (items) deliver(items);
  });

/** Lines kept by the first cart version get their name, price and packaging once the cart runs. */
export function restoreDetails(cart: Systems['cart']): void {
  if (!cart.getSnapshot().context.items.some(needsDetails)) return;
  void effects().then(async ({ withDetails }) => {
    const current = cart.getSnapshot().context.items;
    cart.send({ type: 'cart.replace', items: await withDetails(current) });
  });
}
