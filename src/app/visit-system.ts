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
import { listenOtherTabs, listenPage } from './actors/visit/browser-events';
import { cartLogic, cartStart, restoreDetails } from './actors/visit/cart';
import { consentLogic, consentStart } from './actors/visit/consent';
import { forgetAccount } from './actors/visit/forget-account';
import { mergeCartLogic } from './actors/visit/merge-cart';
import { prebookLogic, prebookStart } from './actors/visit/prebook';
import { searchSuggestionsLogic, searchSuggestionsStart } from './actors/visit/search-suggestions';
import { selectionLogic, selectionStart } from './actors/visit/selection';
import { sessionLogic, sessionStart } from './actors/visit/session';
import type { VisitDeps } from './actors/visit/visit-deps';
import { appInspector } from './inspect';
import type { VisitActor } from './visit';

/**
 * The visit's actor system: the root machine (machines/visit) with every journey's effects and
 * the browser's event sources provided once. It is created once per page load (src/main.tsx, or
 * the prerender at build time) with every journey waiting for what the browser keeps; that comes
 * in by one event, `kept.restore` (restoreKept), into the same actors: at once on a page rendered
 * in the browser, once the page is hydrated on a prerendered one.
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
const keptInput = (): VisitInput => ({
  consent: consentStart(),
  session: sessionStart(),
  selection: selectionStart(),
  prebook: prebookStart(),
  cart: cartStart(),
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
  const logic = visitMachine.provide({
    actors: {
      consent: consentLogic(deps),
      selection: selectionLogic(deps),
      prebook: prebookLogic(deps),
      cart: cartLogic(),
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
      listenOtherTabs: server ? idle : listenOtherTabs,
      listenPage: server ? idle : listenPage,
    },
    actions: { forgetAccount: forgetAccount(deps) },
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
  visit.send({ type: 'kept.restore', input: keptInput() });
  restoreDetails(visit.system.get('cart') as Systems['cart']);
}
