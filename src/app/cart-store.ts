import { type CartItem, readStoredLines } from '@machines/cart/cart.types';
import { storageKeys } from '@/lib/storage';

/**
 * This tab's side of the stored cart: which lines it last knew and which of its changes are still
 * on their way. The merge with the other tabs (src/app/cart-commit.ts) loads with the first
 * change, not with the first paint.
 */
const commits = () => import('./cart-commit');

/** The lines this tab's cart had after its last change or sync: a change is stored from them. */
let known: CartItem[] = [];
let pending = 0;
let queue: Promise<unknown> = Promise.resolve();

const sameLines = (a: readonly CartItem[], b: readonly CartItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export const cartStore = {
  /** The cart the visit starts with (read from the copy). */
  start(items: CartItem[]) {
    known = items;
  },
  /**
   * This tab's cart changed to `items`: the change is stored, merged with the other tabs'. When
   * the stored cart ends up different (another tab changed it meanwhile), `onMerged` gets it once
   * this tab has no change of its own still on the way.
   */
  persist(items: CartItem[], onMerged: (items: CartItem[]) => void) {
    const before = known;
    known = items;
    if (sameLines(before, items)) return;
    pending += 1;
    queue = queue
      .then(async () => {
        const { commitChange, withLock } = await commits();
        return withLock(() => commitChange(before, items));
      })
      .then(
        (merged) => {
          pending -= 1;
          if (pending > 0 || sameLines(merged, known)) return;
          known = merged;
          onMerged(merged);
        },
        (error: unknown) => {
          pending -= 1;
          console.warn('The cart could not be stored', error);
        },
      );
  },
  /**
   * Another tab's cart, from its copy: null while this tab's own change is on the way (its
   * result brings the other tab's lines too).
   */
  fromOtherTab(): CartItem[] | null {
    if (pending > 0) return null;
    try {
      const raw = globalThis.localStorage.getItem(storageKeys.cart.key);
      known = raw === null ? [] : readStoredLines(JSON.parse(raw)).items;
    } catch {
      known = [];
    }
    return known;
  },
};
