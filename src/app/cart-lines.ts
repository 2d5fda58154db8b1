import { cartMachine } from '@machines/cart/cart.machine';
import { itemCount } from '@machines/cart/cart.selectors';
import {
  type CartItem,
  lineKey,
  needsDetails,
  storedCartParser,
  toCartItem,
} from '@machines/cart/cart.types';
import { useSelector } from '@xstate/react';
import { type Actor, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { CartItemInput } from '@/api/contract/cart';
import type { DeliveryMode } from '@/api/contract/common';
import { activeLocale, i18n } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { readStored, writeStored } from '@/lib/storage';
import { appInspector } from './inspect';

/**
 * The cart facade other features call. Backed by the cart journey (machines/cart): one actor
 * for the page, its lines stored under the `cart` key on every change (the first version's
 * `{sku, quantity}` lines migrate), kept in step across tabs by the storage event, priced again
 * after every change, and named in the shop's language (a language switch names the lines
 * again). The API client loads with the first pricing, never before paint.
 */
export type CartLine = CartItem;
export type { CartItem };

/** Where the cart is priced: the selected shop and service (set by the selection bridge). */
export interface PricingTarget {
  shop: string;
  deliveryService: DeliveryMode;
  postalCode?: string;
}

const storage = () => globalThis.localStorage;
const effects = () => import('./actors/cart-effects');
let target: PricingTarget | null = null;
let actor: Actor<typeof cartMachine> | undefined;

function createCartActor() {
  const machine = cartMachine.provide({
    actors: {
      priceCart: fromPromise(async ({ input }) => {
        const current = target;
        if (!current) return null;
        return (await effects()).priceCart(current, input.items);
      }),
      fetchNames: fromPromise(async ({ input }) =>
        (await effects()).fetchNames(input.skus, input.locale),
      ),
    },
    actions: {
      persistItems: (_, { items }) => {
        writeStored(storage(), 'cart', items);
      },
    },
  });
  const items = readStored(storage(), 'cart', storedCartParser) ?? [];
  const created = createActor(machine, {
    input: { items, locale: activeLocale() },
    inspect: appInspector(),
  });
  created.start();
  // The shop's language changed (its messages are in): the cart journey names the lines again.
  i18n.on('change', () => {
    created.send({ type: 'cart.localize', locale: i18n.locale as Locale });
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== 'cart' && event.key !== null) return;
      const synced = readStored(storage(), 'cart', storedCartParser) ?? [];
      created.send({ type: 'cart.sync', items: synced });
    });
  }
  if (items.some(needsDetails)) {
    void effects().then(async ({ withDetails }) => {
      const current = created.getSnapshot().context.items;
      created.send({ type: 'cart.replace', items: await withDetails(current) });
    });
  }
  return created;
}

/** The app's cart actor (created on first use). */
export const cartActor = (): Actor<typeof cartMachine> => {
  actor ??= createCartActor();
  return actor;
};

/** One value of the cart for a view (re-renders when it changes, also from another tab). */
export const useCart = <T>(selector: (snapshot: SnapshotFrom<typeof cartMachine>) => T): T =>
  useSelector(cartActor(), selector);

/** Number of items in the cart (re-renders on change, also from another tab). */
export const useCartCount = (): number => useCart(itemCount);

/** The current cart lines (a copy). */
export const cartLines = (): CartItem[] => [...cartActor().getSnapshot().context.items];

/** The newest pricing of the cart, or null. */
export const pricedCart = () => cartActor().getSnapshot().context.priced;

/** Removes the lines of these skus (products the chosen service does not offer). */
export function removeFromCart(skus: readonly string[]): void {
  if (!skus.length) return;
  cartActor().send({ type: 'cart.removeSkus', skus: [...skus] });
}

/**
 * Adds a product line (the fields of spec section 3); same sku and options adds quantity. Its
 * name is taken to be in the shop's language (what the shopper sees while adding it).
 */
export function addProductToCart(item: CartItemInput): void {
  cartActor().send({
    type: 'cart.add',
    item: toCartItem({ nameLocale: activeLocale(), ...item }),
  });
}

/** Adds a product by sku: its name, price and packaging are fetched first. */
export function addToCart(sku: string, quantity = 1): void {
  void effects()
    .then(({ productItem }) => productItem(sku, quantity))
    .catch(() => toCartItem({ sku, quantity }))
    .then((item) => cartActor().send({ type: 'cart.add', item }));
}

/** Replaces every line (merge cart after login); stored and priced like any change. */
export function replaceCartItems(items: readonly CartItemInput[]): void {
  cartActor().send({ type: 'cart.replace', items: items.map(toCartItem) });
}

export const setQuantity = (item: CartItem, quantity: number) =>
  cartActor().send({ type: 'cart.setQuantity', key: lineKey(item), quantity });
export const removeLine = (item: CartItem) =>
  cartActor().send({ type: 'cart.remove', keys: [lineKey(item)] });
export const setComment = (item: CartItem, comment: string, maxLength: number) =>
  cartActor().send({ type: 'cart.setComment', key: lineKey(item), comment, maxLength });
export const openSideCart = () => cartActor().send({ type: 'cart.open' });
export const closeSideCart = () => cartActor().send({ type: 'cart.close' });
export const dismissPricingError = () => cartActor().send({ type: 'cart.dismissError' });

/** Where to price; a change (another shop or service) prices the cart again. */
export function setPricingTarget(next: PricingTarget | null): void {
  if (JSON.stringify(next) === JSON.stringify(target)) return;
  target = next;
  cartActor().send({ type: 'cart.reprice' });
}
export const pricingTarget = (): PricingTarget | null => target;
