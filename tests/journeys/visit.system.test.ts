import { pricedAllowed, pricedWithChanges, sampleItems } from '@machines/cart/cart.fixtures';
import { cartMachine, PRICING_PAUSE_MS } from '@machines/cart/cart.machine';
import {
  type CartItem,
  lineKey,
  type PricedCart,
  type PricingTarget,
} from '@machines/cart/cart.types';
import { chatbotMachine } from '@machines/chatbot/chatbot.machine';
import { checkoutPressMachine } from '@machines/checkout-press/checkout-press.machine';
import { consentMachine } from '@machines/consent/consent.machine';
import { mergeCartMachine } from '@machines/merge-cart/merge-cart.machine';
import { prebookMachine } from '@machines/prebook/prebook.machine';
import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine';
import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import { sessionMachine } from '@machines/session/session.machine';
import { PRESS_WAIT_MS, visitMachine } from '@machines/visit/visit.machine';
import {
  journeyIn,
  type LoadedJourney,
  type LoadedJourneyId,
  type VisitInput,
} from '@machines/visit/visit.types';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise } from 'xstate';
import { pending } from './location-paths';

/**
 * The visit's root machine (machines/visit) with every journey's effects faked: each rule where two
 * journeys meet is checked from the outside, by what the journey on the other side now holds.
 */
const user = {
  _id: 'u1',
  firstName: 'Eleni',
  lastName: 'Pappa',
  email: 'eleni@example.com',
  addresses: [],
  avatarURL: null,
};

/** A take-away shop kept from before a reload (checked with the platform as the visit starts). */
const keptTakeAway: VisitInput['selection'] = {
  storedMode: 'takeAway',
  stored: {
    service: 'takeAway',
    shopId: 'shop-k',
    postalCode: null,
    guestAddress: null,
    addressId: null,
  },
};

function startVisit(overrides: Partial<VisitInput> = {}) {
  const log = {
    priced: [] as { items: CartItem[]; target: PricingTarget | null }[],
    navigations: [] as string[],
    storedCart: null as CartItem[] | null,
    mergesFetched: 0,
    signIn: null as null | ((value: unknown) => void),
    chatbotLoads: 0,
    pressLoads: 0,
    /** What the journeys stored, newest last (delivery mode, selection, reservation). */
    stored: [] as string[],
    revoked: 0,
    forgotten: 0,
    /** The next load of the chat widget's code fails (a dropped connection). */
    chatbotLoadFails: false,
    /** The logout call and the chat's code wait until the test lets them go. */
    holdRevoke: false,
    chatbotLoaded: null as null | (() => void),
    holdChatbot: false,
    /** What the configuration says of guest ordering, read for each press. */
    guestsEnabled: true,
    guestReads: 0,
    /** The configuration does not answer (a dropped connection). */
    holdGuests: false,
    /** What the platform answers the cart's pricing (nothing to price: no shop). */
    pricing: null as PricedCart | null,
    /** What the service worker's actor was told. */
    toWorker: [] as string[],
  };
  const logic = visitMachine.provide({
    actors: {
      consent: consentMachine.provide({
        actions: {
          persistChoices: () => {},
          clearOptionalData: () => {},
          navigateToSettings: () => {},
        },
      }),
      selection: serviceSelectionMachine.provide({
        actors: {
          revalidateCart: pending(),
          loadShopper: pending(),
          findShops: pending(),
          postalCheck: pending(),
          guestAddress: pending(),
        },
        actions: {
          persistDeliveryMode: (_, { mode }) => void log.stored.push(`mode ${mode}`),
          persistSelection: (_, { selection }) =>
            void log.stored.push(`selection ${selection.shopId ?? 'none'}`),
        },
      }),
      prebook: prebookMachine.provide({
        actors: { fetchDeliveryDays: pending(), reserveSlot: pending() },
        actions: {
          syncNow: assign({ now: () => Date.now() }),
          persistReservation: (_, { reservation }) =>
            void log.stored.push(`reservation ${reservation?.requestId ?? 'none'}`),
        },
      }),
      cart: cartMachine.provide({
        actors: {
          priceCart: fromPromise(async ({ input }) => {
            log.priced.push(input);
            return log.pricing;
          }),
          fetchNames: pending(),
        },
        actions: {
          persistItems: (_, { items }) => {
            log.storedCart = items;
          },
          persistSubstitutionDefault: (_, { orderDefault }) =>
            void log.stored.push(`substitutions ${orderDefault}`),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          signIn: fromPromise(
            () =>
              new Promise((resolve) => {
                log.signIn = resolve;
              }),
          ) as never,
          register: pending(),
          loadProfile: fromPromise(async () => user) as never,
          revokeToken: fromPromise(async () => {
            log.revoked += 1;
            if (log.holdRevoke) await new Promise<never>(() => {});
          }),
        },
        actions: {
          storeToken: () => {},
          markFromLogin: () => {},
          announceSignedIn: () => {},
          returnToOrigin: () => {},
          endSession: () => {},
          goHome: () => void log.navigations.push('/'),
        },
      }),
      loadJourney: fromPromise<LoadedJourney, { id: LoadedJourneyId }>(async ({ input }) => {
        if (input.id === 'checkoutPress') {
          log.pressLoads += 1;
          return {
            logic: checkoutPressMachine.provide({
              actors: { cartPricing: pending() },
              actions: {
                navigateTo: (_, { to }) => void log.navigations.push(to),
                goToLogin: (_, { returnTo }) =>
                  void log.navigations.push(`/login?redirect=${returnTo}`),
                closeSideCart: () => {},
              },
            }),
          };
        }
        log.chatbotLoads += 1;
        if (log.holdChatbot) await new Promise<void>((resolve) => (log.chatbotLoaded = resolve));
        if (log.chatbotLoadFails) {
          log.chatbotLoadFails = false;
          throw new Error('chunk failed');
        }
        return {
          logic: chatbotMachine.provide({
            actors: { sendMessage: pending() },
            actions: { persistConversation: () => {} },
          }),
          input: { conversationId: 'c-1', transcript: [] },
        };
      }),
      guestOrdering: fromPromise(async () => {
        log.guestReads += 1;
        if (log.holdGuests) await new Promise<never>(() => {});
        return log.guestsEnabled;
      }),
      mergeCart: mergeCartMachine.provide({
        actors: {
          fetchCarts: fromPromise(() => {
            log.mergesFetched += 1;
            return new Promise<never>(() => {});
          }) as never,
        },
        actions: { addToLocalCart: () => {}, saveServerCart: () => {} },
      }),
      serviceWorker: fromCallback(({ receive }) => {
        receive((event) => void log.toWorker.push(event.type));
      }),
      searchSuggestions: searchSuggestionsMachine.provide({
        actors: { fetchSuggestions: pending() },
        actions: { persistRecent: () => {}, navigateTo: () => {} },
      }),
    },
  });
  const visit = createActor(
    logic.provide({
      actions: {
        forgetAccount: () => {
          log.forgotten += 1;
        },
      },
    }),
    {
      input: {
        consent: { stored: null },
        session: { hasToken: false },
        selection: { storedMode: null, stored: null },
        prebook: { stored: null, strategy: 'DEFAULT', now: Date.now() },
        cart: { items: [], locale: 'el' },
        searchSuggestions: { recent: ['feta'] },
        ...overrides,
      },
    },
  ).start();
  const journey = <K extends Parameters<typeof journeyIn>[1]>(id: K) => journeyIn(visit.system, id);
  return { visit, journey, log };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A line added offline: once the changes pause, the cart waits for the connection. */
async function changeOffline(cart: {
  send: (event: { type: 'cart.add'; item: CartItem }) => void;
}) {
  cart.send({ type: 'cart.add', item: { ...sampleItems[0]!, sku: '9' } });
  await new Promise((resolve) => setTimeout(resolve, PRICING_PAUSE_MS + 50));
}

/** A cart view has asked for the checkout press and it runs. */
async function withPress<T extends ReturnType<typeof startVisit>>(started: T): Promise<T> {
  started.visit.send({ type: 'journey.needed', id: 'checkoutPress' });
  await settle();
  return started;
}

describe('the visit: one actor system', () => {
  it('starts every visit-long journey under its systemId', () => {
    const { journey } = startVisit();
    for (const id of [
      'consent',
      'session',
      'selection',
      'prebook',
      'cart',
      'mergeCart',
      'searchSuggestions',
    ] as const) {
      expect(journey(id)?.getSnapshot().status).toBe('active');
    }
  });

  it('prices the cart for no shop until a selection is complete', async () => {
    const { journey, log } = startVisit({ cart: { items: sampleItems, locale: 'el' } });
    await settle();
    expect(journey('cart').getSnapshot().context.target).toBeNull();
    expect(log.priced.every((call) => call.target === null)).toBe(true);
  });

  it('the checkout press is loaded when a cart view first needs it, not before', async () => {
    const { visit, journey, log } = startVisit({ cart: { items: sampleItems, locale: 'el' } });
    expect(journey('checkoutPress')).toBeUndefined();
    visit.send({ type: 'journey.needed', id: 'checkoutPress' });
    await settle();
    expect(journey('checkoutPress').getSnapshot().status).toBe('active');
    visit.send({ type: 'journey.needed', id: 'checkoutPress' });
    await settle();
    expect(visit.getSnapshot().children.checkoutPress).toBe(journey('checkoutPress'));
    expect(log.pressLoads).toBe(1);
  });

  it('a press before the press journey runs waits for it and for the configuration, then is judged', async () => {
    const { visit, journey, log } = startVisit({ cart: { items: sampleItems, locale: 'el' } });
    visit.send({ type: 'checkout.press', origin: 'sideCart' });
    // Waiting (the button says so); the press's code is asked for by the press itself.
    expect(visit.getSnapshot().context.pendingPress).toMatchObject({ origin: 'sideCart' });
    // A second press meanwhile is the same press.
    visit.send({ type: 'checkout.press', origin: 'sideCart' });
    await settle();
    expect(log.pressLoads).toBe(1);
    expect(log.guestReads).toBe(1);
    expect(visit.getSnapshot().context.pendingPress).toBeNull();
    // Judged: no shop selected yet.
    expect(journey('checkoutPress').getSnapshot().context.notice).toBe('selectShop');
  });

  it('a press waits while the kept shop is checked after a reload, and a press whose button went is dropped', async () => {
    const { visit, journey } = await withPress(
      startVisit({ cart: { items: sampleItems, locale: 'el' }, selection: keptTakeAway }),
    );
    expect(visit.getSnapshot().context.selectionChecking).toBe(true);
    visit.send({ type: 'checkout.press', origin: 'cartPage' });
    await settle();
    // Still checking the kept shop: the press waits rather than asking for a shop the shopper has.
    expect(visit.getSnapshot().context.pendingPress).not.toBeNull();
    expect(journey('checkoutPress').getSnapshot().matches({ ready: 'idle' })).toBe(true);
    // The side cart's button going does not drop the /cart page's press; its own does.
    visit.send({ type: 'checkout.pressWithdrawn', origin: 'sideCart' });
    expect(visit.getSnapshot().context.pendingPress).not.toBeNull();
    visit.send({ type: 'checkout.pressWithdrawn', origin: 'cartPage' });
    expect(visit.getSnapshot().context.pendingPress).toBeNull();
    expect(journey('checkoutPress').getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a press on a prerendered page waits for the kept cart before it is judged', async () => {
    const { visit, journey } = await withPress(
      startVisit({ cart: { items: [], locale: 'el', keptLater: true } }),
    );
    visit.send({ type: 'checkout.press', origin: 'sideCart' });
    await settle();
    // Not judged on the empty lines of the page's first render (that would be /categories).
    expect(visit.getSnapshot().context.pendingPress).not.toBeNull();
    visit.send({
      type: 'kept.restore',
      input: {
        consent: { stored: null },
        session: { hasToken: false },
        selection: { storedMode: null, stored: null },
        prebook: { stored: null, strategy: 'DEFAULT', now: Date.now() },
        cart: { items: sampleItems, locale: 'el' },
        searchSuggestions: { recent: [] },
      },
    });
    await settle();
    expect(visit.getSnapshot().context.pendingPress).toBeNull();
    expect(journey('checkoutPress').getSnapshot().context.situation?.cartEmpty).toBe(false);
  });

  it('a press does not wait for ever: after 20 s it is judged on what is known (guests not allowed)', async () => {
    vi.useFakeTimers();
    try {
      const { visit, journey, log } = startVisit({ cart: { items: sampleItems, locale: 'el' } });
      log.holdGuests = true;
      visit.send({ type: 'checkout.press', origin: 'cartPage' });
      await vi.advanceTimersByTimeAsync(PRESS_WAIT_MS - 100);
      expect(visit.getSnapshot().context.pendingPress).not.toBeNull();
      await vi.advanceTimersByTimeAsync(200);
      expect(visit.getSnapshot().context.pendingPress).toBeNull();
      // The configuration never said: a visitor goes to the login page, which needs nothing.
      expect(journey('checkoutPress').getSnapshot().context.situation?.guestsEnabled).toBe(false);
      expect(log.navigations).toEqual(['/login?redirect=/cart']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a checkout press is judged on the session, the selection and the cart as they are', async () => {
    const { visit, journey, log } = await withPress(startVisit());
    log.guestsEnabled = false;
    visit.send({ type: 'checkout.press', origin: 'cartPage' });
    await settle();
    const press = journey('checkoutPress').getSnapshot();
    // A visitor, guests not allowed: login, and back to the cart.
    expect(press.context.situation).toEqual({
      signedIn: false,
      guestsEnabled: false,
      shopSelected: false,
      cartEmpty: true,
    });
    expect(log.navigations).toEqual(['/login?redirect=/cart']);
  });

  it('a guest with products and no shop is asked to choose one first', async () => {
    const { visit, journey, log } = await withPress(
      startVisit({ cart: { items: sampleItems, locale: 'el' } }),
    );
    visit.send({ type: 'checkout.press', origin: 'sideCart' });
    await settle();
    expect(journey('checkoutPress').getSnapshot().context.notice).toBe('selectShop');
    expect(log.navigations).toEqual([]);
  });

  it('a login here merges the saved cart; a login in another tab does not merge again', async () => {
    const { visit, journey, log } = startVisit();
    journey('session').send({
      type: 'login.submit',
      credentials: { email: 'eleni@example.com', password: 'secret-123' },
    });
    log.signIn?.({ ...user, token: 't' });
    await settle();
    expect(journey('session').getSnapshot().matches('signedIn')).toBe(true);
    expect(log.mergesFetched).toBe(1);

    const other = startVisit();
    other.visit.send({ type: 'tab.sessionChanged', hasToken: true });
    await settle();
    // The profile loads with the shared cookie; the cart was merged in the tab that logged in.
    expect(other.journey('session').getSnapshot().matches('signedIn')).toBe(true);
    expect(other.log.mergesFetched).toBe(0);
    expect(visit.getSnapshot().status).toBe('active');
  });

  it('a login closes the login-required modal the visitor had open', async () => {
    const { visit, journey, log } = startVisit();
    visit.send({ type: 'loginGate.open', kind: 'lists' });
    expect(visit.getSnapshot().context.loginGate).toBe('lists');
    journey('session').send({
      type: 'login.submit',
      credentials: { email: 'eleni@example.com', password: 'secret-123' },
    });
    log.signIn?.({ ...user, token: 't' });
    await settle();
    expect(visit.getSnapshot().context.loginGate).toBeNull();
  });

  it('only a visitor gets the login-required modal for lists or orders', async () => {
    const visitor = startVisit();
    visitor.visit.send({ type: 'loginGate.open', kind: 'orders' });
    expect(visitor.visit.getSnapshot().context.loginGate).toBe('orders');

    const customer = startVisit();
    customer.journey('session').send({
      type: 'login.submit',
      credentials: { email: 'eleni@example.com', password: 'secret-123' },
    });
    customer.log.signIn?.({ ...user, token: 't' });
    await settle();
    expect(customer.journey('session').getSnapshot().matches('signedIn')).toBe(true);
    customer.visit.send({ type: 'loginGate.open', kind: 'lists' });
    expect(customer.visit.getSnapshot().context.loginGate).toBeNull();
  });

  it("the chat widget's journey loads once, when the widget first shows, and runs for the visit", async () => {
    const { visit, log } = startVisit();
    expect(visit.system.get('chatbot')).toBeUndefined();
    log.chatbotLoadFails = true;
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    await settle();
    // Its code did not load: the widget showing again asks again.
    expect(visit.getSnapshot().context.loaded.chatbot).toBeUndefined();
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    await settle();
    expect(log.chatbotLoads).toBe(2);
    const chatbot = visit.system.get('chatbot');
    expect(chatbot?.getSnapshot().context.conversationId).toBe('c-1');
    // Shown again (the cookie banner closed, another page): the same conversation goes on.
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    await settle();
    expect(log.chatbotLoads).toBe(2);
    expect(visit.system.get('chatbot')).toBe(chatbot);
  });

  it('a logout here starts the visit over without a reload; the cart stays', async () => {
    const reservation = {
      requestId: 'res-1',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7_200_000).toISOString(),
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      target: { shopId: 'shop-k', service: 'takeAway' as const },
    };
    const { visit, journey, log } = startVisit({
      session: { hasToken: true },
      selection: keptTakeAway,
      prebook: { stored: reservation, strategy: 'DEFAULT', now: Date.now() },
      cart: { items: sampleItems, locale: 'el' },
    });
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    await settle();
    const session = journey('session');
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    expect(journey('prebook').getSnapshot().matches('reserved')).toBe(true);
    expect(visit.system.get('chatbot')).toBeDefined();

    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.cancel' });
    expect(session.getSnapshot().matches('signedIn')).toBe(true);
    session.send({ type: 'logout.request' });
    session.send({ type: 'logout.confirm' });
    await settle();

    expect(log.revoked).toBe(1);
    expect(session.getSnapshot().matches('visitor')).toBe(true);
    const selection = journey('selection').getSnapshot();
    expect(selection.context.mode).toBe('easy');
    expect(selection.context.pendingShopId).toBeNull();
    expect(journey('prebook').getSnapshot().matches('idle')).toBe(true);
    expect(log.stored.slice(-3)).toEqual(['mode easy', 'selection none', 'reservation none']);
    expect(visit.system.get('chatbot')).toBeUndefined();
    expect(visit.getSnapshot().context.loaded.chatbot).toBeUndefined();
    expect(log.forgotten).toBe(1);
    expect(log.navigations).toEqual(['/']);
    expect(journey('cart').getSnapshot().context.items).toEqual(sampleItems);
    // The chat widget showing again starts a new conversation.
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    await settle();
    expect(log.chatbotLoads).toBe(2);
  });

  it('a logout whose call answers 401 (or meets another tab logging out) is still a logout', async () => {
    for (const meanwhile of [
      { type: 'api.unauthorized' },
      { type: 'tab.sessionChanged', hasToken: false },
    ] as const) {
      const { visit, journey, log } = startVisit({
        session: { hasToken: true },
        selection: keptTakeAway,
      });
      log.holdRevoke = true;
      await settle();
      journey('session').send({ type: 'logout.request' });
      journey('session').send({ type: 'logout.confirm' });
      visit.send(meanwhile);
      await settle();
      expect(journey('session').getSnapshot().matches('visitor')).toBe(true);
      // Not told "your session has ended": the shopper asked to leave.
      expect(journey('session').getSnapshot().context.expired).toBe(false);
      expect(journey('selection').getSnapshot().context.mode).toBe('easy');
      expect(log.forgotten).toBe(1);
      expect(log.navigations).toEqual(['/']);
    }
  });

  it('a logout while the chat is loading lets it load, with no conversation carried over', async () => {
    const { visit, journey, log } = startVisit({ session: { hasToken: true } });
    log.holdChatbot = true;
    await settle();
    visit.send({ type: 'journey.needed', id: 'chatbot' });
    journey('session').send({ type: 'logout.request' });
    journey('session').send({ type: 'logout.confirm' });
    await settle();
    expect(journey('session').getSnapshot().matches('visitor')).toBe(true);
    expect(visit.getSnapshot().context.loaded.chatbot).toBe('loading');
    log.chatbotLoaded?.();
    await settle();
    // The widget gets its journey (it reads what is kept once loaded, after the logout's clean-up).
    expect(visit.getSnapshot().context.loaded.chatbot).toBe('running');
    expect(visit.system.get('chatbot')).toBeDefined();
    expect(log.chatbotLoads).toBe(1);
  });

  it("a session ended by a 401 or another tab keeps the visitor's shop and slot", async () => {
    const { visit, journey, log } = startVisit({
      session: { hasToken: true },
      selection: keptTakeAway,
    });
    await settle();
    visit.send({ type: 'api.unauthorized' });
    expect(journey('session').getSnapshot().matches('visitor')).toBe(true);
    expect(journey('selection').getSnapshot().context.mode).toBe('takeAway');
    expect(log.forgotten).toBe(0);
    expect(log.navigations).toEqual([]);
  });

  it('declining the cookies makes the search forget the terms it holds', () => {
    const { journey } = startVisit();
    expect(journey('searchSuggestions').getSnapshot().context.recent).toEqual(['feta']);
    journey('consent').send({ type: 'consent.declineAll' });
    expect(journey('searchSuggestions').getSnapshot().context.recent).toEqual([]);
  });

  it('an order placed empties the cart (stored too), resets the substitution default and ends the reservation', () => {
    const { visit, journey, log } = startVisit({
      cart: { items: sampleItems, locale: 'el', substitutionDefault: 'none' },
    });
    visit.send({ type: 'order.placed' });
    expect(journey('cart').getSnapshot().context.items).toEqual([]);
    expect(log.storedCart).toEqual([]);
    expect(journey('cart').getSnapshot().context.substitutionDefault).toBe('similar');
    expect(log.stored).toContain('substitutions similar');
    expect(journey('prebook').getSnapshot().context.reservation).toBeNull();
  });

  it('entering and leaving /checkout (the route tells the visit) reaches pre-book', () => {
    const { visit, journey } = startVisit();
    expect(journey('prebook').getSnapshot().context.atCheckout).toBe(false);
    visit.send({ type: 'page.entered', page: 'checkout' });
    expect(journey('prebook').getSnapshot().context.atCheckout).toBe(true);
    visit.send({ type: 'page.left', page: 'checkout' });
    expect(journey('prebook').getSnapshot().context.atCheckout).toBe(false);
  });

  it("another tab's cart, a 401 and the language reach the journey they concern", () => {
    const { visit, journey } = startVisit();
    visit.send({ type: 'tab.cartChanged', items: sampleItems });
    expect(journey('cart').getSnapshot().context.items).toEqual(sampleItems);
    visit.send({ type: 'tab.substitutionDefaultChanged', orderDefault: 'none' });
    expect(journey('cart').getSnapshot().context.substitutionDefault).toBe('none');
    visit.send({ type: 'locale.changed', locale: 'en' });
    expect(journey('cart').getSnapshot().context.locale).toBe('en');

    const signedIn = startVisit({ session: { hasToken: true } });
    expect(signedIn.journey('session').getSnapshot().matches('loadingProfile')).toBe(true);
    signedIn.visit.send({ type: 'api.unauthorized' });
    expect(signedIn.journey('session').getSnapshot().matches('visitor')).toBe(true);
  });

  it('offline the cart changes without pricing and a press goes nowhere; back online one pricing, and its changes open the modal', async () => {
    const started = startVisit({ cart: { items: sampleItems, locale: 'en' } });
    const { visit, journey, log } = started;
    log.pricing = pricedAllowed;
    await settle();
    const before = log.priced.length;
    visit.send({ type: 'connection.lost' });
    journey('cart').send({ type: 'cart.setQuantity', key: lineKey(sampleItems[0]!), quantity: 5 });
    journey('cart').send({ type: 'cart.check' });
    await settle();
    expect(log.priced).toHaveLength(before);
    expect(journey('cart').getSnapshot().matches({ pricing: 'offline' })).toBe(true);
    expect(log.storedCart?.length).toBe(sampleItems.length);
    // A press offline: nothing loads, nobody is sent anywhere.
    visit.send({ type: 'checkout.press', origin: 'sideCart' });
    await settle();
    expect(visit.getSnapshot().context.pendingPress).toBeNull();
    expect(log.pressLoads).toBe(0);

    // Back online: priced once; the platform found new prices, so the modal opens (the press
    // journey loads for it) and says nothing of a press.
    log.pricing = pricedWithChanges;
    visit.send({ type: 'connection.back' });
    await settle();
    await settle();
    expect(log.priced).toHaveLength(before + 1);
    expect(log.pressLoads).toBe(1);
    const press = journey('checkoutPress').getSnapshot();
    expect(press.matches('priceChanges')).toBe(true);
    expect(press.context.review).toBe(true);
    expect(log.navigations).toEqual([]);
  });

  it('back online with no change found, no modal; with the press journey running it opens at once', async () => {
    const quiet = startVisit({ cart: { items: sampleItems, locale: 'en' } });
    quiet.log.pricing = pricedAllowed;
    const told: unknown[] = [];
    quiet.journey('cart').on('cart.pricedOnReturn', (event) => void told.push(event.priced));
    quiet.visit.send({ type: 'connection.lost' });
    await settle();
    const before = quiet.log.priced.length;
    quiet.visit.send({ type: 'connection.back' });
    await settle();
    expect(quiet.log.priced).toHaveLength(before + 1);
    expect(told).toEqual([pricedAllowed]);
    expect(quiet.log.pressLoads).toBe(0);

    const running = await withPress(startVisit({ cart: { items: sampleItems, locale: 'en' } }));
    running.log.pricing = pricedWithChanges;
    running.visit.send({ type: 'connection.lost' });
    await changeOffline(running.journey('cart'));
    expect(running.journey('cart').getSnapshot().matches({ pricing: 'offline' })).toBe(true);
    running.visit.send({ type: 'connection.back' });
    await settle();
    expect(running.journey('checkoutPress').getSnapshot().matches('priceChanges')).toBe(true);
    expect(running.log.pressLoads).toBe(1);
  });

  it('a new version is offered once it waits, and only then does a Reload hand over to it', () => {
    const { visit, log } = startVisit();
    // No new version: a Reload event (from a stale view) does nothing.
    visit.send({ type: 'app.update' });
    expect(log.toWorker).toEqual([]);
    visit.send({ type: 'app.updateReady' });
    expect(visit.getSnapshot().context.updateReady).toBe(true);
    visit.send({ type: 'app.update' });
    expect(log.toWorker).toEqual(['app.update']);
  });

  it('changes found back online wait while the shopper is on /checkout, and an order placed drops them', async () => {
    const started = await withPress(startVisit({ cart: { items: sampleItems, locale: 'en' } }));
    const { visit, journey, log } = started;
    log.pricing = pricedWithChanges;
    visit.send({ type: 'page.entered', page: 'checkout' });
    visit.send({ type: 'connection.lost' });
    await changeOffline(journey('cart'));
    visit.send({ type: 'connection.back' });
    await settle();
    expect(journey('checkoutPress').getSnapshot().matches('priceChanges')).toBe(false);
    expect(visit.getSnapshot().context.pendingReview).toEqual(pricedWithChanges);
    // Leaving /checkout: the modal opens where the shopper goes.
    visit.send({ type: 'page.left', page: 'checkout' });
    expect(journey('checkoutPress').getSnapshot().matches('priceChanges')).toBe(true);

    const ordered = await withPress(startVisit({ cart: { items: sampleItems, locale: 'en' } }));
    ordered.log.pricing = pricedWithChanges;
    ordered.visit.send({ type: 'page.entered', page: 'checkout' });
    ordered.visit.send({ type: 'connection.lost' });
    await changeOffline(ordered.journey('cart'));
    ordered.visit.send({ type: 'connection.back' });
    await settle();
    ordered.visit.send({ type: 'order.placed' });
    ordered.visit.send({ type: 'page.left', page: 'checkout' });
    expect(ordered.journey('checkoutPress').getSnapshot().matches('priceChanges')).toBe(false);
  });

  it('a press waiting as the cart comes back online shows the changes once, for the press', async () => {
    const { visit, journey, log } = startVisit({ cart: { items: sampleItems, locale: 'en' } });
    log.pricing = pricedWithChanges;
    log.holdGuests = true;
    visit.send({ type: 'connection.lost' });
    await changeOffline(journey('cart'));
    visit.send({ type: 'connection.back' });
    // The press comes before the pricing back online answers.
    visit.send({ type: 'checkout.press', origin: 'sideCart' });
    await settle();
    expect(visit.getSnapshot().context.pendingPress).not.toBeNull();
    expect(visit.getSnapshot().context.pendingReview).toBeNull();
    // The press journey loaded for the press, not put in a modal without one.
    expect(journey('checkoutPress').getSnapshot().matches('priceChanges')).toBe(false);
  });
});
