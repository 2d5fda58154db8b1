import type { PricedCart } from '@/api/contract/cart';
import type { OrderDetails, OrderLine } from '@/api/contract/orders';
import { atLineOf } from '@/lib/priced-lines';
import { isRefusal } from '../api-errors';
import type { CartItemInput } from '../cart/cart.types';

/** A line of the order being changed: a cart line of the order's shop and service. */
export type EditLine = CartItemInput;

/** Why the last save did not go through. */
export type EditFailure =
  /** The cut-off passed meanwhile (409 `ORDER_LOCKED`): the edit closes, the order stays. */
  | 'locked'
  /** A price or an availability changed since the lines were priced (409): priced again. */
  | 'changed'
  /** Below the shop's minimum order value (422). */
  | 'minimum'
  /** No connection or another refusal: the changes stay, the customer may try again. */
  | 'failed';

export interface OrderEditInput {
  orderId: string;
}

/** The platform's lines of a placed order as lines to change (options, comments kept). */
export const editLinesOf = (order: Pick<OrderDetails, 'lines'>): EditLine[] =>
  order.lines.map((line: OrderLine) => ({
    id: line.productId,
    sku: line.sku,
    quantity: line.quantity,
    name: line.name,
    image: line.image,
    unitPrice: line.unitPrice,
    options: line.options,
    optionNames: line.optionNames,
    comments: line.comments,
  }));

/** Two lines are one when they are the same product with the same options. */
export const sameLine = (a: EditLine, b: EditLine) =>
  a.sku === b.sku && (a.options ?? []).join() === (b.options ?? []).join();

/** A product added while changing the order: one more of its line, or a new line. */
export function addLine(lines: readonly EditLine[], added: EditLine): EditLine[] {
  const at = lines.findIndex((line) => sameLine(line, added));
  if (at === -1) return [...lines, { ...added, quantity: 1 }];
  return lines.map((line, i) => (i === at ? { ...line, quantity: line.quantity + 1 } : line));
}

/** What would change: quantities, lines added or removed. */
export const hasChanges = (lines: readonly EditLine[], original: readonly EditLine[]) =>
  lines.length !== original.length ||
  lines.some((line, i) => !sameLine(line, original[i]!) || line.quantity !== original[i]!.quantity);

/** The lines take the prices the platform answered (a price changed is shown before saving). */
export const withPrices = (lines: readonly EditLine[], priced: PricedCart): EditLine[] =>
  lines.map((line, i) => {
    const product = atLineOf(priced.order.products, i, line.sku);
    return product ? { ...line, unitPrice: product.unitPrice } : line;
  });

/** The platform cannot take these lines as they are: a line it no longer offers, or too little. */
export const blockingProblem = (priced: PricedCart | null): 'unavailable' | 'minimum' | null => {
  if (!priced) return null;
  if (priced.order.products.some((product) => product.labelType === 'unavailable')) {
    return 'unavailable';
  }
  return priced.progress.code === 'MINIMUM_NOT_REACHED' ? 'minimum' : null;
};

/** Why the platform refused a save, as the editor says it. */
export function editFailureOf(error: unknown): EditFailure {
  if (isRefusal(error, 409, 'ORDER_LOCKED')) return 'locked';
  if (isRefusal(error, 409)) return 'changed';
  if (isRefusal(error, 422, 'MINIMUM_NOT_REACHED')) return 'minimum';
  return 'failed';
}
