import {
  type AnyActorLogic,
  assign,
  cancel,
  enqueueActions,
  fromPromise,
  raise,
  sendTo,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import { cartMachine } from '../cart/cart.machine';
import { isCartEmpty, isCartKnown } from '../cart/cart.selectors';
import { hasPriceChanges } from '../cart/cart.types';
import { consentMachine } from '../consent/consent.machine';
import { mergeCartMachine } from '../merge-cart/merge-cart.machine';
import { prebookMachine } from '../prebook/prebook.machine';
import { searchSuggestionsMachine } from '../search-suggestions/search-suggestions.machine';
import { serviceSelectionMachine } from '../service-selection/service-selection.machine';
import { selectedShop } from '../service-selection/service-selection.selectors';
import { sessionMachine } from '../session/session.machine';
import { hasSession } from '../session/session.selectors';
import {
  followCart,
  followConsent,
  followSelection,
  followSession,
  journeyIn,
  type LoadedJourney,
  type LoadedJourneyId,
  quiet,
  type VisitContext,
  type VisitEvent,
  type VisitInput,
} from './visit.types';

/**
 * The visit: one actor system for the journeys that live as long as the page (consent, the
 * service selection, pre-book, cart, session, checkout press, merge cart, search suggestions),
 * each invoked here with its `systemId`. Where two journeys meet is a transition of this machine:
 * a journey's news (a snapshot or an emitted event, heard by the `follow*` actors) or the
 * browser's (another tab, the page coming back, a 401, the language) becomes an event here, and
 * the transition sends the journeys concerned what they must know. No React, no I/O: the app
 * provides each journey with its effects and the browser's event sources (src/app/visit-system.ts).
 */
/** The delayed event that ends a press's wait, and the wait (the old button's bound). */
const PRESS_WAIT = 'pressWait';
export const PRESS_WAIT_MS = 20_000;
/** The prefix of a loader's id: `load.chatbot` brings the journey that runs as `chatbot`. */
const LOAD = 'load.';
/** The journey a loader's done or error event is about (`xstate.done.actor.load.chatbot`). */
const loadedId = (type: string) => type.slice(type.indexOf(LOAD) + LOAD.length) as LoadedJourneyId;

export const visitMachine = setup({
  types: {
    input: {} as VisitInput,
    context: {} as VisitContext,
    events: {} as VisitEvent,
  },
  actors: {
    consent: consentMachine,
    selection: serviceSelectionMachine,
    prebook: prebookMachine,
    cart: cartMachine,
    session: sessionMachine,
    /**
     * A journey's logic with its effects (and what it restores), loaded when a view first needs
     * it (the first paint does not): the checkout press with the first cart view, the chat
     * widget's journey when the widget shows. The visit then runs it under its id as systemId.
     */
    loadJourney: fromPromise<LoadedJourney, { id: LoadedJourneyId }>(() => {
      throw new Error('visit: actor "loadJourney" not provided');
    }),
    /**
     * Whether guests may order (`order.guest.enabled`), read for a press; false when the
     * configuration cannot be had (the login page is the way on that does not need it).
     */
    guestOrdering: fromPromise<boolean, void>(() => {
      throw new Error('visit: actor "guestOrdering" not provided');
    }),
    mergeCart: mergeCartMachine,
    searchSuggestions: searchSuggestionsMachine,
    followSelection,
    followConsent,
    followSession,
    followCart,
    /** The browser lost or found its connection (its `offline` and `online` events). */
    listenConnection: quiet,
    /**
     * The shop's service worker: registered once the page has loaded; says when a new version
     * waits (`app.updateReady`) and hands over to it on `app.update`.
     */
    serviceWorker: quiet,
    /** Another tab changed the cart, the reservation or the session (storage and channel events). */
    listenOtherTabs: quiet,
    /** The page became visible again, the shop's language changed, a call answered 401. */
    listenPage: quiet,
  },
  guards: {
    hasNoPendingPress: ({ context }) => context.pendingPress === null,
    isPressPending: ({ context, event }) =>
      context.pendingPress !== null &&
      (event.type !== 'checkout.pressWithdrawn' || event.origin === context.pendingPress.origin),

    isOffline: ({ context }) => !context.online,
    isUpdateReady: ({ context }) => context.updateReady,
    isPriceChange: ({ event }) =>
      event.type === 'cart.pricedOnReturn' && hasPriceChanges(event.priced),
    isNotLoaded: ({ context, event }) =>
      event.type === 'journey.needed' && context.loaded[event.id] === undefined,
  },
  actions: {
    /**
     * What a logout clears outside the journeys (spec §4 "Logout"): the account's cached data
     * (profile, orders, lists, addresses, shops), the invoice typed but not ordered, the chat's
     * kept conversation.
     */
    forgetAccount: () => {
      throw new Error('visit: action "forgetAccount" not provided');
    },
    /** Reads what this browser keeps (storage, cookies) and sends it back as `kept.restore`. */
    readKept: () => {
      throw new Error('visit: action "readKept" not provided');
    },
    /**
     * A running chat journey ends (the widget asks for a new one, with no conversation). One
     * still loading goes on: it reads the kept conversation once loaded, after the logout.
     */
    endChat: enqueueActions(({ enqueue, context }) => {
      if (context.loaded.chatbot !== 'running') return;
      enqueue.stopChild('chatbot');
      enqueue.assign({ loaded: { ...context.loaded, chatbot: undefined } });
    }),
    /** Runs the journey a loader brought under its systemId. */
    startLoaded: enqueueActions(({ enqueue, event, context }) => {
      const id = loadedId(event.type);
      const { logic, input } = (event as unknown as { output: LoadedJourney }).output;
      // Its logic arrives as the loader's output, so its type is the loader's, not a named one.
      const spawn = enqueue.spawnChild as unknown as (
        logic: AnyActorLogic,
        options: { id: string; systemId: string; input?: unknown },
      ) => void;
      spawn(logic, { id, systemId: id, ...(input === undefined ? {} : { input }) });
      enqueue.assign({ loaded: { ...context.loaded, [id]: 'running' } });
    }),
    /**
     * Judges the waiting press once the press journey runs, guest ordering is known, the kept
     * selection is checked and the kept cart is read; after waiting long enough (`force`), on what
     * is known (guests not allowed when unknown: the login page needs nothing), or drops it when
     * the press journey is not there.
     */
    judgePress: enqueueActions(({ enqueue, context, system, event }) => {
      const params = { force: event.type === 'checkout.pressWaitedEnough' };
      const press = context.pendingPress;
      if (!press) return;
      const [session, selection, cart] = [
        journeyIn(system, 'session'),
        journeyIn(system, 'selection'),
        journeyIn(system, 'cart'),
      ];
      const running = context.loaded.checkoutPress === 'running';
      const ready =
        running &&
        press.guestsEnabled !== null &&
        !context.selectionChecking &&
        isCartKnown(cart.getSnapshot());
      if (!ready && !(params.force && running)) {
        if (params.force) {
          enqueue.stopChild('guestOrdering');
          enqueue.assign({ pendingPress: null });
        }
        return;
      }
      enqueue.sendTo('checkoutPress', {
        type: 'checkout.press',
        origin: press.origin,
        situation: {
          signedIn: hasSession(session.getSnapshot()),
          guestsEnabled: press.guestsEnabled === true,
          shopSelected: selectedShop(selection.getSnapshot()) !== null,
          cartEmpty: isCartEmpty(cart.getSnapshot()),
        },
      });
      enqueue.stopChild('guestOrdering');
      enqueue.cancel(PRESS_WAIT);
      enqueue.assign({ pendingPress: null });
    }),
    /**
     * The press's code did not load: the press waiting for it ends (another press asks again), and
     * so does a review waiting for its modal.
     */
    dropPressWithoutJourney: enqueueActions(({ enqueue, event }) => {
      if (loadedId(event.type) !== 'checkoutPress') return;
      enqueue.stopChild('guestOrdering');
      enqueue.cancel(PRESS_WAIT);
      // The modal's code did not come either: the changes show at the next press instead.
      enqueue.assign({ pendingPress: null, pendingReview: null });
    }),
    /** Only when a press's pricing is kept: the cart hears nothing otherwise. */
    forgetPressPricing: enqueueActions(({ enqueue, system }) => {
      const cart = journeyIn(system, 'cart');
      if (cart.getSnapshot().context.checked) enqueue.sendTo(cart, { type: 'cart.forgetCheck' });
    }),
    /**
     * The price changes found back online go to the press journey's modal: at once when it runs,
     * or once its code has loaded.
     */
    showPriceReview: enqueueActions(({ enqueue, context, event }) => {
      const priced = event.type === 'cart.pricedOnReturn' ? event.priced : context.pendingReview;
      if (!priced) return;
      // A press waits: its own pricing shows the changes (the modal once, for the press).
      if (context.pendingPress) {
        enqueue.assign({ pendingReview: null });
        return;
      }
      // Not in the middle of a checkout: kept until the shopper leaves /checkout.
      if (context.onCheckout) {
        enqueue.assign({ pendingReview: priced });
        return;
      }
      if (context.loaded.checkoutPress === 'running') {
        enqueue.sendTo('checkoutPress', { type: 'priceChanges.review', priced });
        enqueue.assign({ pendingReview: null });
        return;
      }
      enqueue.assign({ pendingReview: priced });
      enqueue.raise({ type: 'journey.needed', id: 'checkoutPress' });
    }),
    closeLoginGate: assign({ loginGate: null }),
    /** A signed-in customer goes on to lists and orders; only a visitor meets the modal. */
    openLoginGateForVisitor: enqueueActions(({ enqueue, event, system }) => {
      if (event.type !== 'loginGate.open') return;
      if (hasSession(journeyIn(system, 'session').getSnapshot())) return;
      enqueue.assign({ loginGate: event.kind });
    }),
  },
}).createMachine({
  id: 'visit',
  description:
    "The shopper's visit: the journeys that last the whole visit, and the rules where they meet.",
  context: ({ input }) => ({
    start: input,
    loginGate: null,
    loaded: {},
    pendingPress: null,
    selectionChecking: false,
    online: true,
    pendingReview: null,
    onCheckout: false,
    updateReady: false,
  }),
  invoke: [
    {
      id: 'consent',
      systemId: 'consent',
      src: 'consent',
      input: ({ context }) => context.start.consent,
    },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      input: ({ context }) => context.start.session,
    },
    {
      id: 'selection',
      systemId: 'selection',
      src: 'selection',
      input: ({ context }) => context.start.selection,
    },
    {
      id: 'prebook',
      systemId: 'prebook',
      src: 'prebook',
      input: ({ context }) => context.start.prebook,
    },
    { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.start.cart },
    { id: 'mergeCart', systemId: 'mergeCart', src: 'mergeCart' },
    {
      id: 'searchSuggestions',
      systemId: 'searchSuggestions',
      src: 'searchSuggestions',
      input: ({ context }) => context.start.searchSuggestions,
    },
    { id: 'followSelection', src: 'followSelection' },
    { id: 'followConsent', src: 'followConsent' },
    { id: 'followSession', src: 'followSession' },
    { id: 'followCart', src: 'followCart' },
    { id: 'listenConnection', src: 'listenConnection' },
    { id: 'serviceWorker', src: 'serviceWorker' },
    { id: 'listenOtherTabs', src: 'listenOtherTabs' },
    { id: 'listenPage', src: 'listenPage' },
  ],
  on: {
    'kept.read': { actions: 'readKept' },
    'kept.restore': {
      description:
        'What this browser keeps (storage, cookies) goes into the journeys the page hydrated with: the cart first, so it is priced for the selection it restores.',
      actions: [
        sendTo('cart', ({ event }) => ({ type: 'kept.restore', input: event.input.cart })),
        sendTo('consent', ({ event }) => ({ type: 'kept.restore', input: event.input.consent })),
        sendTo('session', ({ event }) => ({ type: 'kept.restore', input: event.input.session })),
        sendTo('selection', ({ event }) => ({
          type: 'kept.restore',
          input: event.input.selection,
        })),
        sendTo('prebook', ({ event }) => ({ type: 'kept.restore', input: event.input.prebook })),
        sendTo('searchSuggestions', ({ event }) => ({
          type: 'kept.restore',
          input: event.input.searchSuggestions,
        })),
        // After the journeys took it in (sent, not raised): a press made meanwhile is judged.
        sendTo(({ self }) => self, { type: 'checkout.pressReady' }),
      ],
    },
    'selection.committed': {
      description: 'The cart is priced for the completed selection.',
      actions: sendTo('cart', ({ event }) => ({ type: 'cart.retarget', target: event.target })),
    },
    'consent.revoked': {
      description: 'Declining clears the recent searches held in memory.',
      actions: sendTo('searchSuggestions', ({ event }) => event),
    },
    'session.signedIn': {
      description: "A login in this tab merges the customer's saved cart into this one.",
      actions: [sendTo('mergeCart', { type: 'session.signedIn' }), 'closeLoginGate'],
    },
    'session.signedOut': {
      description:
        "The session ended here or elsewhere: the customer's saved address no longer counts.",
      actions: sendTo('selection', { type: 'session.ended' }),
    },
    'session.loggedOut': {
      description: 'A logout here: the visit starts over as a visitor’s; the cart stays.',
      actions: [
        sendTo('selection', { type: 'session.loggedOut' }),
        sendTo('prebook', { type: 'session.loggedOut' }),
        'endChat',
        assign({ loginGate: null }),
        'forgetAccount',
      ],
    },
    'checkout.press': [
      {
        description:
          'Offline a press goes nowhere: checkout needs a connection (the views say so).',
        guard: 'isOffline',
      },
      {
        description:
          "A press waits (the button says so) for the press journey's code, whether guests may order and the kept selection's check; one at a time.",
        guard: 'hasNoPendingPress',
        actions: [
          assign({
            pendingPress: ({ event }) =>
              event.type === 'checkout.press'
                ? { origin: event.origin, guestsEnabled: null }
                : null,
          }),
          raise({ type: 'journey.needed', id: 'checkoutPress' }),
          spawnChild('guestOrdering', { id: 'guestOrdering' }),
          raise({ type: 'checkout.pressWaitedEnough' }, { id: PRESS_WAIT, delay: PRESS_WAIT_MS }),
        ],
      },
    ],
    'xstate.done.actor.guestOrdering': {
      guard: 'isPressPending',
      actions: [
        assign({
          pendingPress: ({ context, event }) =>
            context.pendingPress && { ...context.pendingPress, guestsEnabled: event.output },
        }),
        raise({ type: 'checkout.pressReady' }),
      ],
    },
    'xstate.error.actor.guestOrdering': {
      guard: 'isPressPending',
      actions: [
        assign({
          pendingPress: ({ context }) =>
            context.pendingPress && { ...context.pendingPress, guestsEnabled: false },
        }),
        raise({ type: 'checkout.pressReady' }),
      ],
    },
    'selection.checking': {
      actions: [
        assign({ selectionChecking: ({ event }) => event.checking }),
        raise({ type: 'checkout.pressReady' }),
      ],
    },
    'checkout.pressReady': {
      description: 'The press is judged on what the other journeys hold now: session, shop, cart.',
      guard: 'isPressPending',
      actions: 'judgePress',
    },
    'checkout.pressWaitedEnough': {
      description: 'A press does not wait for ever: it is judged on what is known, or dropped.',
      guard: 'isPressPending',
      actions: 'judgePress',
    },
    'checkout.pressWithdrawn': {
      description: 'Its button has gone: nobody is sent anywhere after walking away.',
      guard: 'isPressPending',
      actions: [stopChild('guestOrdering'), cancel(PRESS_WAIT), assign({ pendingPress: null })],
    },
    'page.entered': {
      description:
        'On /checkout, pre-book shows a reservation that ran out (or runs out meanwhile) at once; price changes found back online wait until the shopper leaves it.',
      actions: [sendTo('prebook', { type: 'checkout.enter' }), assign({ onCheckout: true })],
    },
    'page.left': {
      description: 'Off /checkout: price changes found back online meanwhile are shown now.',
      actions: [
        sendTo('prebook', { type: 'checkout.leave' }),
        assign({ onCheckout: false }),
        'showPriceReview',
      ],
    },
    'order.placed': {
      description:
        'The next order starts clean: no cart (nor its substitution choices), no slot, the default substitution.',
      actions: [
        sendTo('cart', { type: 'cart.replace', items: [] }),
        sendTo('cart', { type: 'cart.setSubstitutionDefault', orderDefault: 'similar' }),
        sendTo('prebook', { type: 'order.placed' }),
        assign({ pendingReview: null }),
      ],
    },
    'loginGate.open': {
      description:
        'Lists or orders asked for: a visitor gets the login-required modal of that kind; a signed-in customer, nothing.',
      actions: 'openLoginGateForVisitor',
    },
    'loginGate.close': { actions: 'closeLoginGate' },
    'journey.needed': {
      description:
        'A view needs a journey that loads on demand: its code loads once and it runs for the rest of the visit.',
      guard: 'isNotLoaded',
      actions: [
        assign({ loaded: ({ context, event }) => ({ ...context.loaded, [event.id]: 'loading' }) }),
        spawnChild('loadJourney', {
          id: ({ event }) => `${LOAD}${(event as { id: LoadedJourneyId }).id}`,
          input: ({ event }) => ({ id: (event as { id: LoadedJourneyId }).id }),
        }),
      ],
    },
    'xstate.done.actor.load.*': {
      actions: ['startLoaded', raise({ type: 'checkout.pressReady' }), 'showPriceReview'],
    },
    'xstate.error.actor.load.*': {
      description:
        'Its code did not load: the next time a view needs it, it is asked for again (a press waiting for it is dropped).',
      actions: [
        assign({
          loaded: ({ context, event }) => ({
            ...context.loaded,
            [loadedId(event.type)]: undefined,
          }),
        }),
        'dropPressWithoutJourney',
      ],
    },
    // The browser's news (another tab, the page coming back, the language, a 401) for one journey.
    'tab.cartChanged': {
      actions: sendTo('cart', ({ event }) => ({ type: 'cart.sync', items: event.items })),
    },
    'tab.substitutionDefaultChanged': {
      actions: sendTo('cart', ({ event }) => ({
        type: 'cart.substitutionDefaultSynced',
        orderDefault: event.orderDefault,
      })),
    },
    'tab.reservationChanged': {
      actions: sendTo('prebook', ({ event }) => ({
        type: 'reservation.synced',
        reservation: event.reservation,
      })),
    },
    'tab.sessionChanged': {
      actions: sendTo('session', ({ event }) => ({
        type: 'session.changedElsewhere',
        hasToken: event.hasToken,
      })),
    },
    'page.visible': {
      description:
        "Back on the page: pre-book checks the slot's time; the next checkout press prices afresh.",
      actions: [sendTo('prebook', { type: 'visibility.wake' }), 'forgetPressPricing'],
    },
    'locale.changed': {
      actions: sendTo('cart', ({ event }) => ({ type: 'cart.localize', locale: event.locale })),
    },
    'api.unauthorized': {
      actions: sendTo('session', { type: 'session.expired' }),
    },
    'connection.lost': {
      description:
        'Offline: the cart keeps its changes and prices nothing; checkout waits for the connection.',
      actions: [assign({ online: false }), sendTo('cart', { type: 'connection.lost' })],
    },
    'connection.back': {
      description: 'Back online: the cart is priced once (if it changed or waited).',
      actions: [assign({ online: true }), sendTo('cart', { type: 'connection.back' })],
    },
    'app.updateReady': {
      description:
        'A new version of the shop is installed: the header offers a Reload (not on the checkout pages).',
      actions: assign({ updateReady: true }),
    },
    'app.update': {
      description: 'Reload pressed: the new version takes over at this navigation.',
      guard: 'isUpdateReady',
      actions: sendTo('serviceWorker', { type: 'app.update' }),
    },
    'cart.pricedOnReturn': {
      description:
        'The first pricing back online found renewed prices or unavailable lines: the price-changes modal shows them.',
      guard: 'isPriceChange',
      actions: 'showPriceReview',
    },
  },
});
