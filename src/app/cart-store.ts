import { applyOps, diffLines } from '@machines/cart/cart.ops';
import { type CartItem, readStoredLines } from '@machines/cart/cart.types';
import { storageKeys, writeStored } from '@/lib/storage';

/**
 * Where the tabs of one browser meet on the cart (loaded with the first change or the first
 * news from another tab, not with the first paint). Each tab's change is stored as per-line
 * operations (machines/cart/cart.ops.ts) applied inside one IndexedDB read-write transaction,
 * which the browser runs one at a time across tabs: two tabs adding at the same millisecond both
 * count. (localStorage cannot do this: a read in one tab may not see another tab's write yet,
 * even under a Web Lock: 312 of 400 increments counted, measured in Chromium.) The `cart` key in
 * localStorage stays the readable copy: the first paint reads it, and its `storage` event tells
 * the other tabs. The transaction and that copy are written under a Web Lock, so the copies
 * arrive in the order of the transactions.
 */
const DB_NAME = 'agora-shop';
const STORE = 'cart';
const RECORD = 'lines';
/** How many of the latest copies the record remembers (see `baseOf`). */
const MIRRORS_KEPT = 8;

interface CartRecord {
  items: CartItem[];
  /** The last copies written to localStorage, newest last. */
  mirrors: string[];
}

const local = () => globalThis.localStorage;
const localRaw = (): string | null => {
  try {
    return local().getItem(storageKeys.cart.key);
  } catch {
    return null;
  }
};
const parseLines = (raw: string | null): CartItem[] => {
  if (raw === null) return [];
  try {
    return readStoredLines(JSON.parse(raw)).items;
  } catch {
    return [];
  }
};

/**
 * What the operations apply to. The record, unless localStorage holds a copy the record never
 * wrote: then something else wrote the cart (an earlier version of the shop) and that wins. A
 * copy the record wrote before is only this tab not seeing the newest one yet.
 */
function baseOf(record: CartRecord | undefined, raw: string | null): CartItem[] {
  if (record && raw !== null && record.mirrors.includes(raw)) return record.items;
  return parseLines(raw);
}

let opening: Promise<IDBDatabase | null> | null = null;
function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (!globalThis.indexedDB) return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/**
 * Stores one change of this tab (from `before` to `after`) as operations applied to the stored
 * cart in one transaction; the stored lines after them.
 */
async function commitChange(before: CartItem[], after: CartItem[]): Promise<CartItem[]> {
  const ops = diffLines(before, after);
  if (ops.length === 0) return parseLines(localRaw());
  const db = await database();
  if (!db) {
    // No IndexedDB (a private mode, an old browser): the copy alone, as good as it gets.
    const merged = applyOps(parseLines(localRaw()), ops);
    writeStored(local(), 'cart', merged);
    return merged;
  }
  const merged = await new Promise<CartItem[]>((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    let result: CartItem[] = [];
    const read = store.get(RECORD);
    read.onsuccess = () => {
      const record = read.result as CartRecord | undefined;
      result = applyOps(baseOf(record, localRaw()), ops);
      const mirror = JSON.stringify(result);
      const mirrors = [...(record?.mirrors ?? []), mirror].slice(-MIRRORS_KEPT);
      store.put({ items: result, mirrors } satisfies CartRecord, RECORD);
    };
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
  writeStored(local(), 'cart', merged);
  return merged;
}

const withLock = <T>(work: () => Promise<T>): Promise<T> =>
  globalThis.navigator?.locks
    ? (navigator.locks.request('agora-cart', work) as Promise<T>)
    : work();

/** The lines this tab's cart had after its last change or sync: a change is stored from them. */
let known: CartItem[] | null = null;
let pending = 0;
let queue: Promise<unknown> = Promise.resolve();

const sameLines = (a: readonly CartItem[], b: readonly CartItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * This tab's cart changed to `items` (from `started`, the visit's first cart, when this is the
 * first change): the change is stored, merged with the other tabs'. When the stored cart ends up
 * different (another tab changed it meanwhile), `onMerged` gets it once this tab has no change
 * of its own still on the way.
 */
export function persistChange(
  started: CartItem[],
  items: CartItem[],
  onMerged: (items: CartItem[]) => void,
) {
  const before = known ?? started;
  known = items;
  if (sameLines(before, items)) return;
  pending += 1;
  queue = queue
    .then(() => withLock(() => commitChange(before, items)))
    .then(
      (merged) => {
        pending -= 1;
        if (pending > 0 || (known && sameLines(merged, known))) return;
        known = merged;
        onMerged(merged);
      },
      (error: unknown) => {
        pending -= 1;
        console.warn('The cart could not be stored', error);
      },
    );
}

/**
 * Another tab's cart, from its copy: null while this tab's own change is on the way (its result
 * brings the other tab's lines too).
 */
export function fromOtherTab(): CartItem[] | null {
  if (pending > 0) return null;
  known = parseLines(localRaw());
  return known;
}
