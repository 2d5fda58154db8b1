import { shopMachine } from '@machines/shop/shop.machine';
import type { Systems } from '@machines/shop/shop.types';
import { createActor, fromPromise } from 'xstate';
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
export function createShopSystem(deps: ShopDeps): ShopActor {
  const logic = shopMachine.provide({
    actors: {
      consent: consentLogic(deps),
      selection: selectionLogic(deps),
      prebook: prebookLogic(deps),
      cart: cartLogic(),
      session: sessionLogic(deps),
      // Loaded the first time a cart view needs it: not part of the first paint.
      loadCheckoutPress: fromPromise(async () =>
        (await import('./actors/checkout-press')).checkoutPressLogic(deps),
      ),
      mergeCart: mergeCartLogic(),
      searchSuggestions: searchSuggestionsLogic(deps),
      listenOtherTabs,
      listenPage,
    },
  });
  const shop = createActor(logic, {
    input: {
      consent: consentStart(),
      session: sessionStart(),
      selection: selectionStart(),
      prebook: prebookStart(),
      cart: cartStart(),
      searchSuggestions: searchSuggestionsStart(),
    },
    inspect: appInspector(),
  });
  shop.start();
  restoreDetails(shop.system.get('cart') as Systems['cart']);
  return shop;
}
