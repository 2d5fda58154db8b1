import { shopMachine } from '@machines/shop/shop.machine';
import type { ShopEvent, Systems } from '@machines/shop/shop.types';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { listenOtherTabs, listenPage } from './actors/browser-events';
import { cartLogic, cartStart, restoreDetails } from './actors/cart';
import { consentLogic, consentStart } from './actors/consent';
import { mergeCartLogic } from './actors/merge-cart';
import { prebookLogic, prebookStart } from './actors/prebook';
import { searchSuggestionsLogic, searchSuggestionsStart } from './actors/search-suggestions';
import { selectionLogic, selectionStart } from './actors/selection';
import { sessionLogic, sessionStart } from './actors/session';
import type { ShopDeps } from './actors/shop-deps';
import { appInspector } from './inspect';
import type { ShopActor } from './shop';

/**
 * The visit's actor system: the root machine (machines/shop) with every journey's effects and
 * the browser's event sources provided once, started from what storage keeps. src/main.tsx
 * creates it before the router and hands it to the router's context and to React.
 */
/**
 * What every journey starts from when nothing is kept: the state prerendered HTML is rendered
 * in (build time) and the first client render hydrates, before storage is read.
 */
const initialInput = () => ({
  consent: { stored: null },
  session: { hasToken: false },
  selection: { storedMode: null, stored: null },
  prebook: { stored: null, strategy: 'DEFAULT' as const, now: 0 },
  cart: { items: [], locale: activeLocale() },
  searchSuggestions: { recent: [] },
});

/** The kept state: storage and cookies, read as the visit starts. */
const keptInput = () => ({
  consent: consentStart(),
  session: sessionStart(),
  selection: selectionStart(),
  prebook: prebookStart(),
  cart: cartStart(),
  searchSuggestions: searchSuggestionsStart(),
});

const idle = fromCallback<ShopEvent>(() => () => undefined);

export function createShopSystem(
  deps: ShopDeps,
  {
    kept = true,
    server = false,
  }: {
    /** false: every journey from its initial state (prerender, hydration); storage is not read. */
    kept?: boolean;
    /** Rendering in Node at build time: no browser event sources. */
    server?: boolean;
  } = {},
): ShopActor {
  // The initial system (prerender, hydration) never writes storage: the selection persists its
  // default mode as it starts, which would overwrite what the kept system is about to read.
  const noop = () => undefined;
  const keep = <T>(logic: T, actions: Record<string, () => undefined>): T =>
    kept ? logic : (logic as { provide: (o: object) => T }).provide({ actions });
  const logic = shopMachine.provide({
    actors: {
      consent: keep(consentLogic(deps), { persistChoices: noop, clearOptionalData: noop }),
      selection: keep(selectionLogic(deps), { persistDeliveryMode: noop, persistSelection: noop }),
      prebook: keep(prebookLogic(deps), { persistReservation: noop }),
      cart: keep(cartLogic(), { persistItems: noop }),
      session: sessionLogic(deps),
      // Loaded the first time a cart view needs it: not part of the first paint.
      loadCheckoutPress: fromPromise(async () =>
        (await import('./actors/checkout-press')).checkoutPressLogic(deps),
      ),
      mergeCart: mergeCartLogic(),
      searchSuggestions: keep(searchSuggestionsLogic(deps), { persistRecent: noop }),
      listenOtherTabs: server ? idle : listenOtherTabs,
      listenPage: server ? idle : listenPage,
    },
  });
  const shop = createActor(logic, {
    input: kept ? keptInput() : initialInput(),
    inspect: server ? undefined : appInspector(),
  });
  shop.start();
  if (kept) restoreDetails(shop.system.get('cart') as Systems['cart']);
  return shop;
}
