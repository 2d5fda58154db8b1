import { type CartInput, cartMachine } from '@machines/cart/cart.machine';
import { type CartItem, needsDetails } from '@machines/cart/cart.types';
import type { Systems } from '@machines/visit/visit.types';
import { fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { retryableImport } from '@/lib/retryable-import';
import { readStoredCart, type StoredCart } from './cart-stored';
import { keepSubstitutionDefault, withEarlierChoices } from './cart-substitutions';
import type { CartTabs } from './cart-tabs';

/**
 * The cart journey's effects: its lines stored under the `cart` key on every change (the first
 * version's `{sku, quantity}` lines migrate; an unreadable line is dropped and told once), priced
 * for the target the visit gives it (once the changes pause: the journey's own delay), named in the
 * shop's language. The API client loads with the first pricing (a kept cart with a kept
 * shop is priced as soon as the visit starts).
 */
const storage = () => globalThis.localStorage;
/** The cart's code: after a dropped connection, the next pricing fetches it again. */
const effects = retryableImport(() => import('./cart-effects'));

/** One visit's cart as this browser keeps it: the journey's logic and what it starts from. */
export interface CartKeeping {
  /** The cart journey with its effects. */
  logic: () => ReturnType<typeof cartMachine.provide>;
  /** The kept cart, read once the page is hydrated (`kept.restore`). */
  start: () => CartInput;
  /** The stored lines after another tab's write, with this tab's missing changes replayed. */
  othersWrote: () => Promise<CartItem[]>;
  /** Lines kept by the first cart version get their name, price and packaging back. */
  restoreDetails: (cart: Systems['cart']) => void;
}

/**
 * The visit's cart keeping (created with its system). This tab's side of the stored cart (its
 * changes count beside the other tabs', cart-tabs.ts) loads as the visit starts, outside the
 * first paint; a change before it is in, which no shopper can make that early, is stored as it
 * arrives.
 */
export function cartKeeping(): CartKeeping {
  let tabs: CartTabs | undefined;
  /** The stored cart as the visit started. */
  let kept: StoredCart | undefined;
  const tabsReady = import('./cart-tabs').then(({ cartTabs }) => {
    tabs = cartTabs(storage, kept ?? readStoredCart(storage()));
    return tabs;
  });
  /** Stores the lines (once this tab's side is in), then does what must follow them. */
  const storeLines = (items: CartItem[], then?: () => void) => {
    if (tabs) {
      tabs.store(items);
      then?.();
      return;
    }
    void tabsReady.then((ready) => {
      ready.store(items);
      then?.();
    });
  };

  const logic = () =>
    cartMachine.provide({
      actors: {
        // A newer change stops the pricing and its call (the journey drops a stale answer).
        priceCart: fromPromise(async ({ input, signal }) =>
          input.target ? (await effects()).priceCart(input.target, input.items, signal) : null,
        ),
        fetchNames: fromPromise(async ({ input }) =>
          (await effects()).fetchNames(input.skus, input.locale),
        ),
      },
      actions: {
        // Written at once: a page left right after a change keeps it.
        persistItems: (_, { items }) => storeLines(items),
        persistSubstitutionDefault: (_, { orderDefault }) =>
          keepSubstitutionDefault(storage(), orderDefault),
      },
    });

  /**
   * A line that cannot be read is dropped, the others are kept, and the cart tells the shopper
   * once (`restoreLoss`); the readable lines are stored back.
   */
  const start = (): CartInput => {
    const stored = readStoredCart(storage());
    // The lines' substitution choices an earlier version kept beside them move onto the lines.
    const {
      items,
      moved,
      orderDefault: substitutionDefault,
    } = withEarlierChoices(storage(), stored.items);
    kept = { ...stored, items };
    const { dropped } = kept;
    // The lines with the moved choices first, then the default alone under `substitutions`.
    if (moved) storeLines(items, () => keepSubstitutionDefault(storage(), substitutionDefault));
    else if (dropped !== 0) storeLines(items);
    return {
      items,
      locale: activeLocale(),
      restoreLoss: dropped === 0 ? null : dropped,
      substitutionDefault,
    };
  };

  const restoreDetails = (cart: Systems['cart']) => {
    if (!cart.getSnapshot().context.items.some(needsDetails)) return;
    void effects().then(async ({ withDetails }) => {
      const current = cart.getSnapshot().context.items;
      cart.send({ type: 'cart.replace', items: await withDetails(current) });
    });
  };

  return {
    logic,
    start,
    othersWrote: () => tabsReady.then((ready) => ready.othersWrote()),
    restoreDetails,
  };
}
