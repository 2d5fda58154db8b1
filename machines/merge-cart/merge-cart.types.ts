import type { CartItem } from '@/api/contract/cart';

/** A line of the local cart as the merge sees it (the facade may hold more fields). */
export interface LocalLine {
  sku: string;
  quantity: number;
  options?: readonly string[];
  name?: string;
}

/** A line of the merged cart: the local line (quantity combined) or a server line added. */
export interface MergedLine {
  sku: string;
  quantity: number;
  options: readonly string[];
  /** The server's full line when it came from (or was combined with) the server cart. */
  item: CartItem | null;
}

/** What the merge modal lists: each server line and whether it joined a local line. */
export interface AddedLine {
  sku: string;
  name: string;
  quantity: number;
  /** True when a local line of the same product and options got the quantity. */
  combined: boolean;
}

export interface FetchedCarts {
  local: LocalLine[];
  server: CartItem[];
}

export interface MergeCartContext {
  merged: MergedLine[];
  added: AddedLine[];
}

export type MergeCartEvent =
  | { type: 'session.signedIn' }
  | { type: 'merge.dismiss' }
  | { type: 'merge.retry' };
