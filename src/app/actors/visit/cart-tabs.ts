import { applyOps, type CartOp, diffLines } from '@machines/cart/cart.ops';
import type { CartItem } from '@machines/cart/cart.types';
import { type KeyValueStore, writeStored } from '@/lib/storage';
import { type ChangeId, readStoredCart, type StoredCart } from './cart-stored';

/**
 * The cart of one tab meeting the other tabs' changes. Each change this tab stores gets an id,
 * stored with the lines (cart-stored.ts). Two tabs that store a change at the same moment each
 * overwrite the other; each then hears the other's write (the `storage` event), sees its own
 * change missing from it, replays that change on those lines (per-line operations: "one more
 * tomato", not "the cart is now 3 tomatoes") and stores the result. So every change counts, the
 * tabs end with the same lines, and every write is synchronous (a page left right after a change
 * keeps it).
 */

/** How long this tab replays a change the stored lines lack (writes meet within milliseconds). */
export const REPLAY_MS = 10_000;
/** How long a change's id stays listed with the stored lines: longer than any replay. */
const LISTED_MS = 30_000;

interface Pending extends ChangeId {
  ops: CartOp[];
}

const isChangeId = (entry: unknown): entry is ChangeId =>
  typeof (entry as ChangeId)?.id === 'string' && typeof (entry as ChangeId)?.at === 'number';

export interface CartTabs {
  /** Stores this tab's lines after one of its changes. */
  store(items: CartItem[]): void;
  /** The stored lines after another tab's write, with this tab's missing changes replayed. */
  othersWrote(): CartItem[];
}

export function cartTabs(
  storage: () => KeyValueStore,
  /** The stored cart as this tab's lines start from it. */
  start: Pick<StoredCart, 'items' | 'changes'>,
  now: () => number = Date.now,
  newId: () => string = () => globalThis.crypto.randomUUID(),
): CartTabs {
  /** The lines this tab last stored or took from storage: its changes are diffed against them. */
  let base = start.items;
  /** The changes the lines of this tab hold. */
  let listed = start.changes.filter(isChangeId);
  /** This tab's own recent changes, replayed when the stored lines lack them. */
  let pending: Pending[] = [];

  const recent = <T extends ChangeId>(entries: T[], ms: number) =>
    entries.filter((entry) => now() - entry.at < ms);
  const write = (items: CartItem[]) => {
    listed = recent(listed, LISTED_MS);
    writeStored(storage(), 'cart', { lines: items, changes: listed });
    base = items;
  };

  return {
    store(items) {
      const ops = diffLines(base, items);
      if (ops.length > 0) {
        const change = { id: newId(), at: now(), ops };
        pending = [...recent(pending, REPLAY_MS), change];
        listed = [...listed, { id: change.id, at: change.at }];
      }
      write(items);
    },
    othersWrote() {
      const stored = readStoredCart(storage());
      const items = stored.items;
      const changes = stored.changes.filter(isChangeId);
      const held = new Set(changes.map((entry) => entry.id));
      pending = recent(pending, REPLAY_MS);
      const missing = pending.filter((change) => !held.has(change.id));
      listed = changes;
      if (missing.length === 0) {
        base = items;
        return items;
      }
      const replayed = missing.reduce((lines, change) => applyOps(lines, change.ops), items);
      listed = [...changes, ...missing.map(({ id, at }) => ({ id, at }))];
      write(replayed);
      return replayed;
    },
  };
}
