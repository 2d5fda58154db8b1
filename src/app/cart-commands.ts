import { type CartItem, lineKey, toCartItem } from '@machines/cart/cart.types';
import type { Systems } from '@machines/visit/visit.types';
import type { CartItemInput } from '@/api/contract/cart';
import { activeLocale } from '@/i18n/i18n';

/** What views ask of the cart journey (`useJourneyRef('cart')`), as its events. */
type Cart = Systems['cart'];

/**
 * Adds a product line (the fields of spec section 3); same sku and options adds quantity. Its
 * name is taken to be in the shop's language (what the shopper sees while adding it).
 */
export const addProduct = (cart: Cart, item: CartItemInput) =>
  cart.send({ type: 'cart.add', item: toCartItem({ nameLocale: activeLocale(), ...item }) });

export const setQuantity = (cart: Cart, item: CartItem, quantity: number) =>
  cart.send({ type: 'cart.setQuantity', key: lineKey(item), quantity });
export const removeLine = (cart: Cart, item: CartItem) =>
  cart.send({ type: 'cart.remove', keys: [lineKey(item)] });
export const setComment = (cart: Cart, item: CartItem, comment: string, maxLength: number) =>
  cart.send({ type: 'cart.setComment', key: lineKey(item), comment, maxLength });
