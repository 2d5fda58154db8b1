import { visitMachine } from '@machines/visit/visit.machine';
import type {
  LoadedJourney,
  LoadedJourneyId,
  Systems,
  VisitEvent,
  VisitInput,
} from '@machines/visit/visit.types';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activeLocale } from '@/i18n/i18n';
import { listenConnection, listenOtherTabs, listenPage } from './actors/visit/browser-events';
import { type CartKeeping, cartKeeping } from './actors/visit/cart';
import { consentLogic, consentStart } from './actors/visit/consent';
import { forgetAccount } from './actors/visit/forget-account';
import { mergeCartLogic } from './actors/visit/merge-cart';
import { prebookLogic, prebookStart } from './actors/visit/prebook';
import { searchSuggestionsLogic, searchSuggestionsStart } from './actors/visit/search-suggestions';
import { selectionLogic, selectionStart } from './actors/visit/selection';
import { serviceWorker } from './actors/visit/service-worker';
import { sessionLogic, sessionStart } from './actors/visit/session';
import type { VisitDeps } from './actors/visit/visit-deps';
import { appInspector } from './inspect';
import type { VisitActor } from './visit';

/**
 * The visit's actor system: the root machine (machines/visit) with every journey's effects and
 * the browser's event sources provided once. It is created once per page load (src/main.tsx, or
 * the prerender at build time) with every journey waiting for what the browser keeps; that comes
 * in by one event, `kept.restore` (the root's `readKept` sends it on `kept.read`: restoreKept),
 * into the same actors: at once on a page rendered in the browser, once the page is hydrated on
 * a prerendered one. The cart's side of storage (`cartKeeping`) is this visit's, made here.
 */
const waitingInput = (): VisitInput => ({
  consent: { stored: null, keptLater: true },
  session: { hasToken: false, keptLater: true },
  selection: { storedMode: null, stored: null, keptLater: true },
  prebook: { stored: null, strategy: 'DEFAULT', now: 0, keptLater: true },
  cart: { items: [], locale: activeLocale(), keptLater: true },
  searchSuggestions: { recent: [] },
});

/** The kept state: storage and cookies, read now. */
const keptInput = (cart: CartKeeping): VisitInput => ({
  consent: consentStart(),
  session: sessionStart(),
  selection: selectionStart(),
  prebook: prebookStart(),
  cart: cart.start(),
  searchSuggestions: searchSuggestionsStart(),
});

const idle = fromCallback<VisitEvent>(() => () => undefined);

export function createVisitSystem(
  deps: VisitDeps,
  {
    server = false,
  }: {
    /** Rendering in Node at build time: no browser event sources, no inspector. */
    server?: boolean;
  } = {},
): VisitActor {
  // This visit's side of the stored cart (and of the other tabs' writes to it).
  const cart = cartKeeping();
  const logic = visitMachine.provide({
    actors: {
      consent: consentLogic(deps),
      selection: selectionLogic(deps),
      prebook: prebookLogic(deps),
      cart: cart.logic(),
      session: sessionLogic(deps),
      // Not part of the first paint: the press with the first cart view; the app banner's
      // journey with the banner; the chat journey, with the conversation it kept, when the
      // configuration shows the widget.
      loadJourney: fromPromise<LoadedJourney, { id: LoadedJourneyId }>(async ({ input }) => {
        if (input.id === 'checkoutPress') {
          return {
            logic: (await import('./actors/visit/checkout-press')).checkoutPressLogic(deps),
          };
        }
        if (input.id === 'smartBanner') {
          return { logic: (await import('./actors/visit/smart-banner')).smartBannerLogic() };
        }
        const { chatbotLogic, chatbotStart } = await import('./actors/visit/chatbot');
        return { logic: chatbotLogic(), input: chatbotStart() };
      }),
      // Read for a checkout press (the configuration is cached; the code loads with the press).
      guestOrdering: fromPromise(async () =>
        (await import('./queries/guest-ordering')).guestOrderingEnabled(deps.queryClient),
      ),
      mergeCart: mergeCartLogic(),
      searchSuggestions: searchSuggestionsLogic(deps),
      listenOtherTabs: server ? idle : listenOtherTabs(cart),
      listenPage: server ? idle : listenPage,
      listenConnection: server ? idle : listenConnection,
      serviceWorker: server ? idle : serviceWorker,
    },
    actions: {
      forgetAccount: forgetAccount(deps),
      readKept: ({ self, system }) => {
        self.send({ type: 'kept.restore', input: keptInput(cart) });
        // Once the journeys hold it (the event above is taken in before this task ends).
        queueMicrotask(() => cart.restoreDetails(system.get('cart') as Systems['cart']));
      },
    },
  });
  const visit = createActor(logic, {
    input: waitingInput(),
    inspect: server ? undefined : appInspector(),
  });
  visit.start();
  return visit;
}

/** What the browser keeps goes into the visit's journeys (once per page load). */
export function restoreKept(visit: VisitActor): void {
  visit.send({ type: 'kept.read' });
}
