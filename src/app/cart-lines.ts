import { useSyncExternalStore } from 'react';
import { type Parser, readStored, writeStored } from '@/lib/storage';

/**
 * The local cart lines (sku and quantity), persisted on every change and kept in step across
 * tabs. A starting point: the cart journey (priced cart, side cart, checkout) replaces it with a
 * statechart in machines/cart and keeps this storage key.
 */
export interface CartLine {
  sku: string;
  quantity: number;
}

const isLine = (value: unknown): value is CartLine => {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line?.sku === 'string' &&
    line.sku.length > 0 &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) > 0
  );
};
/** Hand-written for the same reason as the consent parser: no zod before the first paint. */
const linesSchema: Parser<CartLine[]> = {
  safeParse: (value) =>
    Array.isArray(value) && value.every(isLine)
      ? { success: true, data: value.map(({ sku, quantity }) => ({ sku, quantity })) }
      : { success: false },
};

const listeners = new Set<() => void>();
let lines: CartLine[] | undefined;

const storage = () => globalThis.localStorage;
const load = () => {
  lines ??= readStored(storage(), 'cart', linesSchema) ?? [];
  return lines;
};
const emit = () => {
  for (const listener of listeners) listener();
};

export function addToCart(sku: string, quantity = 1): void {
  const current = load();
  const existing = current.find((line) => line.sku === sku);
  lines = existing
    ? current.map((line) =>
        line.sku === sku ? { ...line, quantity: line.quantity + quantity } : line,
      )
    : [...current, { sku, quantity }];
  writeStored(storage(), 'cart', lines);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== 'cart') return;
    lines = undefined;
    emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const countItems = () => load().reduce((sum, line) => sum + line.quantity, 0);

/** Number of items in the cart (re-renders on change, also from another tab). */
export const useCartCount = () => useSyncExternalStore(subscribe, countItems, () => 0);

/** The current cart lines (a copy). */
export const cartLines = (): CartLine[] => [...load()];

/** Removes the lines of these skus (products the chosen service does not offer). */
export function removeFromCart(skus: readonly string[]): void {
  if (!skus.length) return;
  lines = load().filter((line) => !skus.includes(line.sku));
  writeStored(storage(), 'cart', lines);
  emit();
}
