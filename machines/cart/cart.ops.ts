import { type CartItem, lineKey, MAX_LINE_QUANTITY } from './cart.types';

/**
 * One tab's change of the cart as per-line operations, so two tabs changing the stored cart at
 * the same moment both count: "2 more tomatoes" applies to whatever the stored cart holds then,
 * where writing "the cart is now [tomatoes x2]" would drop the other tab's lines.
 */
export type CartOp =
  | { kind: 'add'; line: CartItem }
  | { kind: 'change'; key: string; delta: number; line: CartItem }
  | { kind: 'remove'; key: string };

const sameFields = (a: CartItem, b: CartItem) =>
  JSON.stringify({ ...a, quantity: 0 }) === JSON.stringify({ ...b, quantity: 0 });

/** The operations that turn `before` into `after`. */
export function diffLines(before: readonly CartItem[], after: readonly CartItem[]): CartOp[] {
  const old = new Map(before.map((line) => [lineKey(line), line]));
  const ops: CartOp[] = [];
  for (const line of after) {
    const key = lineKey(line);
    const previous = old.get(key);
    old.delete(key);
    if (!previous) ops.push({ kind: 'add', line });
    else if (previous.quantity !== line.quantity || !sameFields(previous, line)) {
      ops.push({ kind: 'change', key, delta: line.quantity - previous.quantity, line });
    }
  }
  for (const key of old.keys()) ops.push({ kind: 'remove', key });
  return ops;
}

const capped = (quantity: number) => Math.min(MAX_LINE_QUANTITY, quantity);

/**
 * The stored lines after a tab's operations: added quantities add up, a quantity change moves
 * the stored quantity by the same amount (0 or less removes the line), a removal removes. A
 * change to a line another tab removed meanwhile is dropped (the removal wins).
 */
export function applyOps(items: readonly CartItem[], ops: readonly CartOp[]): CartItem[] {
  let lines = [...items];
  for (const op of ops) {
    if (op.kind === 'remove') {
      lines = lines.filter((line) => lineKey(line) !== op.key);
      continue;
    }
    const key = op.kind === 'add' ? lineKey(op.line) : op.key;
    const index = lines.findIndex((line) => lineKey(line) === key);
    const stored = lines[index];
    if (op.kind === 'add') {
      if (stored)
        lines[index] = { ...stored, quantity: capped(stored.quantity + op.line.quantity) };
      else lines.push(op.line);
      continue;
    }
    if (!stored) continue;
    const quantity = capped(stored.quantity + op.delta);
    if (quantity <= 0) lines.splice(index, 1);
    else lines[index] = { ...op.line, quantity };
  }
  return lines;
}
