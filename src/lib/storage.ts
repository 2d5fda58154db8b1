/** The browser storage the shop writes, each key with the consent category it belongs to. */
export const storageKeys = {
  privacyConsent: { key: 'privacyConsent', category: 'necessary' },
  deliveryMode: { key: 'DeliveryMode', category: 'necessary' },
  /** The selected shop's id, postal code and guest address (revalidated on restore). */
  shopSelection: { key: 'shopSelection', category: 'necessary' },
  headerMessage: { key: 'headerMessage', category: 'necessary' },
  isFromLogin: { key: 'IsFromLogin', category: 'necessary' },
  temporaryInvoice: { key: 'temporaryInvoice', category: 'necessary' },
  notSavedInvoiceFlag: { key: 'notSavedInvoiceFlag', category: 'necessary' },
  /** The cart's lines and the ids of the recent changes they hold (src/app/actors/visit/cart-tabs.ts). */
  cart: { key: 'cart', category: 'necessary' },
  reservation: { key: 'reservation', category: 'necessary' },
  /** What to do with cart lines out of stock at picking: each line's choice and the default. */
  substitutions: { key: 'substitutions', category: 'necessary' },
  /** An order attempt whose outcome is unknown: its idempotency key, until the platform answers. */
  orderAttempt: { key: 'orderAttempt', category: 'necessary' },
  recentSearches: { key: 'recentSearches', category: 'ux' },
  viewedProducts: { key: 'viewedProducts', category: 'performance' },
  promotionImpressions: { key: 'promotionImpressions', category: 'ad' },
  /** The chatbot's conversation id and transcript (cleared on logout). */
  chatbotSession: { key: 'chatbotSession', category: 'necessary' },
  chatbotHistory: { key: 'chatbotHistory', category: 'necessary' },
} as const;

export type StorageName = keyof typeof storageKeys;
type Category = (typeof storageKeys)[StorageName]['category'];

/** Web Storage or anything shaped like it (tests pass a Map-backed fake). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Reads a JSON value and validates it; a missing, unreadable or corrupt value gives `null`
 * (callers fall back to their default), never an exception.
 */
/** Anything that validates like a zod schema (zod schemas fit; so do small hand-written ones). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function readStored<T>(
  store: KeyValueStore,
  name: StorageName,
  schema: Parser<T>,
): T | null {
  try {
    const raw = store.getItem(storageKeys[name].key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes a JSON value; a full or blocked storage is reported, not thrown. */
export function writeStored(store: KeyValueStore, name: StorageName, value: unknown): boolean {
  try {
    store.setItem(storageKeys[name].key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not store ${name}`, error);
    return false;
  }
}

/** Removes one key; a blocked storage is ignored (it holds nothing to remove). */
export function removeStored(store: KeyValueStore, name: StorageName): void {
  try {
    store.removeItem(storageKeys[name].key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Removes every key that belongs to one of the given consent categories. */
export function clearCategories(store: KeyValueStore, categories: readonly Category[]): string[] {
  const cleared: string[] = [];
  for (const { key, category } of Object.values(storageKeys)) {
    if (!categories.includes(category)) continue;
    try {
      store.removeItem(key);
      cleared.push(key);
    } catch {
      // A blocked storage holds nothing we could clear.
    }
  }
  return cleared;
}
