import type { CartItemInput } from '@/api/contract/cart';
import type { DeliveryMode } from '@/api/contract/common';

/** Where the past order's products are checked: the selected shop and service. */
export interface ReorderTarget {
  shop: string;
  deliveryService: DeliveryMode;
}

export interface ReorderInput {
  orderId: string;
  orderNumber: string;
  /** The order's own shop and service. */
  ordered: ReorderTarget;
  /** The shop and service selected now, if any: the cart is for them. */
  selected: ReorderTarget | null;
}

/** A product of the order the shop does not offer: named, not added. */
export interface SkippedProduct {
  sku: string;
  name: string;
}

export interface ReorderResult {
  items: CartItemInput[];
  skipped: SkippedProduct[];
}

export interface ReorderContext {
  orderId: string;
  orderNumber: string;
  /** Where the products are checked: the selected shop and service, else the order's own. */
  target: ReorderTarget;
  /** How many lines went into the cart. */
  added: number;
  skipped: SkippedProduct[];
}

export type ReorderEvent = { type: 'reorder.retry' } | { type: 'reorder.dismiss' };
