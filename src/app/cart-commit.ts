import { applyOps, diffLines } from '@machines/cart/cart.ops';
import { type CartItem, readStoredLines } from '@machines/cart/cart.types';
import { storageKeys, writeStored } from '@/lib/storage';

/**
 * Where the tabs of one browser meet on the cart (loaded with the first change: src/app/
 * cart-store.ts keeps this tab's side). Each tab's change is stored as per-line
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
export const localRaw = (): string | null => {
  try {
    return local().getItem(storageKeys.cart.key);
  } catch {
    return null;
  }
};
export const parseLines = (raw: string | null): CartItem[] => {
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
export async function commitChange(before: CartItem[], after: CartItem[]): Promise<CartItem[]> {
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

export const withLock = <T>(work: () => Promise<T>): Promise<T> =>
  globalThis.navigator?.locks
    ? (navigator.locks.request('agora-cart', work) as Promise<T>)
    : work();
