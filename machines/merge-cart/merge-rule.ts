import type { CartItem } from '@/api/contract/cart';
import type { AddedLine, LocalLine, MergedLine } from './merge-cart.types';

const optionsKey = (options: readonly string[] = []) => [...options].sort().join('|');
const sameLine = (a: { sku: string; options?: readonly string[] }, b: CartItem) =>
  a.sku === b.sku && optionsKey(a.options) === optionsKey(b.options);

/**
 * The merge cart rule: every local line stays (order and quantity kept); a server line with the
 * same sku and the same options (in any order) adds its quantity to that local line; any other
 * server line is appended after the local lines. Nothing of the local cart is ever removed.
 */
export function mergeCarts(
  local: readonly LocalLine[],
  server: readonly CartItem[],
): { lines: MergedLine[]; added: AddedLine[] } {
  const lines: MergedLine[] = local.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    options: line.options ?? [],
    item: null,
  }));
  const added: AddedLine[] = [];
  for (const item of server) {
    const match = lines.find((line) => sameLine(line, item));
    if (match) {
      match.quantity += item.quantity;
      match.item = { ...item, quantity: match.quantity };
    } else {
      lines.push({ sku: item.sku, quantity: item.quantity, options: item.options, item });
    }
    added.push({ sku: item.sku, name: item.name, quantity: item.quantity, combined: !!match });
  }
  return { lines, added };
}
