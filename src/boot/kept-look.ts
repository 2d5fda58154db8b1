/**
 * The kept look: what the browser keeps that changes the page's layout, applied before the first
 * paint. A prerendered page is the same HTML for everyone; the parts that depend on this browser
 * (the app banner on a phone, a header message the shopper closed) would otherwise appear or go
 * once the scripts have run, and move the page (CLS). This runs as a tiny inline script in
 * <head>, before the body is parsed (its hash is in the CSP: vite-plugins/kept-look.ts),
 * and only sets attributes and a style: the journeys still decide and render as always.
 *
 * Relative imports only: it is bundled alone, without the app's aliases.
 */
import { dismissedMessageParser } from '../lib/header-message';
import { hasSmartBannerCookie, smartBannerPlatform } from '../lib/smart-banner-rules';
import type { Parser, storageKeys } from '../lib/storage';
import { storedCartLines } from '../lib/stored-cart-lines';

type StorageKey = keyof typeof storageKeys;

/**
 * Set on <html> when this browser will likely get the app banner, to its platform (`android`,
 * `ios`): its slot keeps the room, and the page's HTML shows that platform's banner.
 */
export const SMART_BANNER_ATTRIBUTE = 'data-smart-banner';

/**
 * Set on <html> when this browser keeps cart lines: the cart page's HTML (everyone's, an empty
 * cart) hides its empty state until the kept lines are in (src/features/cart/CartPage.tsx).
 */
export const KEPT_CART_ATTRIBUTE = 'data-kept-cart';

/** The kept lines the cart page keeps room for, at most (past them is below the fold). */
const ROOM_FOR_LINES = 6;

/**
 * How many lines the kept cart has (storedCartLines). A line the cart later drops as unreadable
 * is still counted here; the page shows its empty state once the cart is read (the count only
 * matters until then).
 */
function keptCartLines(storage: KeptLookInputs['storage']): number {
  try {
    const lines = storedCartLines(
      JSON.parse(storage?.getItem('cart' satisfies StorageKey) ?? 'null'),
    );
    return Array.isArray(lines) ? lines.length : 0;
  } catch {
    return 0;
  }
}

export interface KeptLookInputs {
  document: Pick<Document, 'documentElement' | 'head' | 'createElement' | 'cookie'>;
  userAgent: string;
  /** localStorage, or undefined when the browser blocks it. */
  storage: Pick<Storage, 'getItem'> | undefined;
}

/**
 * A value the shop keeps in storage, read as its journey reads it; null when absent or bad. The
 * key is checked against src/lib/storage.ts's table by type only: the table itself would triple
 * this script.
 */
function readKept<T>(
  storage: KeptLookInputs['storage'],
  key: StorageKey & 'headerMessage',
  parser: Parser<T>,
): T | null {
  try {
    const parsed = parser.safeParse(JSON.parse(storage?.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function applyKeptLook({ document, userAgent, storage }: KeptLookInputs): void {
  const platform = smartBannerPlatform(userAgent);
  if (platform !== null && !hasSmartBannerCookie(document.cookie)) {
    document.documentElement.setAttribute(SMART_BANNER_ATTRIBUTE, platform);
  }
  const lines = keptCartLines(storage);
  if (lines > 0) {
    document.documentElement.setAttribute(KEPT_CART_ATTRIBUTE, '');
    document.documentElement.style.setProperty(
      '--kept-cart-lines',
      String(Math.min(lines, ROOM_FOR_LINES)),
    );
  }
  // The header message the shopper closed.
  const closed = readKept(storage, 'headerMessage', dismissedMessageParser);
  if (closed !== null) {
    const style = document.createElement('style');
    style.textContent = `[data-message-id="${closed.replace(/["\\]/g, '\\$&')}"]{display:none}`;
    document.head.append(style);
  }
}

/** The inline script's body (bundled as an IIFE by the build). */
export function run(): void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  applyKeptLook({ document, userAgent: navigator.userAgent, storage });
}
