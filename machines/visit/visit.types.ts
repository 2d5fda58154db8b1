import { type ActorRefFrom, type AnyActorLogic, fromCallback } from 'xstate';
import type { GateKind } from '@/lib/account-access';
import type { CartInput, cartMachine } from '../cart/cart.machine';
import type {
  CartItem,
  Locale,
  PricedCart,
  PricingTarget,
  SubstitutionDefault,
} from '../cart/cart.types';
import type { chatbotMachine } from '../chatbot/chatbot.machine';
import type { checkoutPressMachine, PressOrigin } from '../checkout-press/checkout-press.machine';
import type { ConsentInput, consentMachine } from '../consent/consent.machine';
import type { mergeCartMachine } from '../merge-cart/merge-cart.machine';
import type { prebookMachine } from '../prebook/prebook.machine';
import { reservation } from '../prebook/prebook.selectors';
import type { PrebookInput } from '../prebook/prebook.types';
import type { searchSuggestionsMachine } from '../search-suggestions/search-suggestions.machine';
import type { SearchSuggestionsInput } from '../search-suggestions/search-suggestions.types';
import type { serviceSelectionMachine } from '../service-selection/service-selection.machine';
import {
  deliveryMode,
  isVerifying,
  selectedPostalCode,
  selectedShop,
} from '../service-selection/service-selection.selectors';
import type { SelectionInput } from '../service-selection/service-selection.types';
import type { sessionMachine } from '../session/session.machine';
import type { SessionInput } from '../session/session.types';
import type { smartBannerMachine } from '../smart-banner/smart-banner.machine';

/** What the visit starts from: what each journey restores (read from storage by the app). */
export interface VisitInput {
  consent: ConsentInput;
  session: SessionInput;
  selection: SelectionInput;
  prebook: PrebookInput;
  cart: CartInput;
  searchSuggestions: SearchSuggestionsInput;
}

export interface VisitContext {
  /** What the journeys were started with (each invoke reads its part). */
  start: VisitInput;
  /** The login-required modal that is open (lists or orders), or none. */
  loginGate: GateKind | null;
  /**
   * The journeys whose code loads on demand: loading, or running under their id. Not asked for
   * yet (or a load that failed, or one a logout ended): absent.
   */
  loaded: Partial<Record<LoadedJourneyId, 'loading' | 'running'>>;
  /**
   * A checkout press the press journey has not judged yet: it waits for the journey's code,
   * whether guests may order (the configuration), and the kept selection's check after a reload.
   */
  pendingPress: PendingPress | null;
  /** The selection is checking the kept shop and address (after a reload): a press waits. */
  selectionChecking: boolean;
  /** The browser has a connection (checkout needs one; offline the header says so). */
  online: boolean;
  /**
   * The first pricing back online found changes; the price-changes modal shows them once the
   * press journey (whose modal it is) runs.
   */
  pendingReview: PricedCart | null;
  /** The shopper is on /checkout (the route tells the visit): no modal opens there. */
  onCheckout: boolean;
  /** A new version of the shop is installed and waits for the shopper's Reload. */
  updateReady: boolean;
}

export interface PendingPress {
  origin: PressOrigin;
  /** `order.guest.enabled`, once read. */
  guestsEnabled: boolean | null;
}

/** The pages whose entering and leaving the visit's journeys hear of. */
export type VisitPage = 'checkout';

/** The visit's journeys whose code loads when a view first needs it (not with the first paint). */
export type LoadedJourneyId = 'checkoutPress' | 'chatbot' | 'smartBanner';

/** What a loader brings: the journey's logic with its effects, and what it restores. */
export interface LoadedJourney {
  logic: AnyActorLogic;
  input?: unknown;
}

export type VisitEvent =
  /** The page can take what this browser keeps (hydrated, or at once when not prerendered). */
  | { type: 'kept.read' }
  /** What this browser keeps, read once a prerendered page is hydrated (at once on others). */
  | { type: 'kept.restore'; input: VisitInput }
  /** The selection completed (or dropped) a choice: where the cart is priced now. */
  | { type: 'selection.committed'; target: PricingTarget | null }
  | { type: 'consent.revoked'; categories: readonly string[] }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'session.loggedOut' }
  /** A view needs a journey that loads on demand (the checkout press, the chat widget's). */
  | { type: 'journey.needed'; id: LoadedJourneyId }
  /** The shopper pressed checkout (in the side cart or on /cart). */
  | { type: 'checkout.press'; origin: PressOrigin }
  /** The button of a press has gone (the side cart closed, the page left): a waiting press drops. */
  | { type: 'checkout.pressWithdrawn'; origin: PressOrigin }
  /** A waiting press may have what it waits for now (raised by the visit itself). */
  | { type: 'checkout.pressReady' }
  /** A press waited long enough: it is judged on what is known (raised by the visit itself). */
  | { type: 'checkout.pressWaitedEnough' }
  /** The selection started or finished checking the kept shop and address (after a reload). */
  | { type: 'selection.checking'; checking: boolean }
  | { type: 'order.placed' }
  /** The router entered or left a page the journeys care about (route lifecycle, src/routes). */
  | { type: 'page.entered'; page: VisitPage }
  | { type: 'page.left'; page: VisitPage }
  /** A list or order action of a visitor: the login-required modal of that kind opens. */
  | { type: 'loginGate.open'; kind: GateKind }
  | { type: 'loginGate.close' }
  | { type: 'tab.cartChanged'; items: CartItem[] }
  | { type: 'tab.substitutionDefaultChanged'; orderDefault: SubstitutionDefault }
  | { type: 'tab.reservationChanged'; reservation: PrebookInput['stored'] }
  | { type: 'tab.sessionChanged'; hasToken: boolean }
  | { type: 'page.visible' }
  | { type: 'locale.changed'; locale: Locale }
  | { type: 'api.unauthorized' }
  /** The browser lost its connection, or has it again (its `offline` and `online` events). */
  | { type: 'connection.lost' }
  | { type: 'connection.back' }
  /** The cart's first pricing after the connection came back. */
  | { type: 'cart.pricedOnReturn'; priced: PricedCart }
  /** A new version of the shop is installed (its service worker waits). */
  | { type: 'app.updateReady' }
  /** The shopper pressed Reload: the new version takes over and the page loads again. */
  | { type: 'app.update' };

/** The journeys of the visit by `systemId`. */
export interface Systems {
  consent: ActorRefFrom<typeof consentMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  selection: ActorRefFrom<typeof serviceSelectionMachine>;
  prebook: ActorRefFrom<typeof prebookMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  checkoutPress: ActorRefFrom<typeof checkoutPressMachine>;
  chatbot: ActorRefFrom<typeof chatbotMachine>;
  smartBanner: ActorRefFrom<typeof smartBannerMachine>;
  mergeCart: ActorRefFrom<typeof mergeCartMachine>;
  searchSuggestions: ActorRefFrom<typeof searchSuggestionsMachine>;
}
export type JourneyId = keyof Systems;

/** A journey of the visit from an actor's `system` (effects and the `follow*` actors). */
export const journeyIn = <K extends JourneyId>(system: unknown, id: K): Systems[K] =>
  (system as { get: (id: string) => Systems[K] }).get(id);

/** An event source the app provides (the browser's); by default nothing happens. */
export const quiet = fromCallback<VisitEvent>(() => () => {});

/** The selection's completed choice and the slot reserved for it as a pricing target (none without a shop). */
export const pricingTargetOf = (
  snapshot: ReturnType<Systems['selection']['getSnapshot']>,
  prebook?: ReturnType<Systems['prebook']['getSnapshot']>,
): PricingTarget | null => {
  const shop = selectedShop(snapshot);
  if (!shop) return null;
  const postalCode = selectedPostalCode(snapshot);
  // Only a slot reserved for this very shop, service and postal code counts.
  const slot = prebook ? reservation(prebook) : null;
  const forThis =
    slot?.target.shopId === shop._id &&
    slot.target.service === deliveryMode(snapshot) &&
    (slot.target.postalCode ?? null) === (postalCode ?? null);
  return {
    shop: shop._id,
    deliveryService: deliveryMode(snapshot),
    ...(postalCode ? { postalCode } : {}),
    ...(slot && forThis ? { reservationRequestId: slot.requestId } : {}),
  };
};

/**
 * Hears the selection and pre-book: each new completed choice (shop, service, postal code) and
 * reserved slot is told once, as where the cart is priced; and the end of the kept selection's
 * check after a reload (a press waits for it).
 */
export const followSelection = fromCallback<VisitEvent>(({ system, sendBack }) => {
  const [selection, prebook] = [journeyIn(system, 'selection'), journeyIn(system, 'prebook')];
  let last = '';
  let checking = false;
  const tell = () => {
    const now = isVerifying(selection.getSnapshot());
    if (now !== checking) sendBack({ type: 'selection.checking', checking: now });
    checking = now;
    const target = pricingTargetOf(selection.getSnapshot(), prebook.getSnapshot());
    const key = JSON.stringify(target);
    if (key === last) return;
    last = key;
    sendBack({ type: 'selection.committed', target });
  };
  tell();
  const subscriptions = [selection.subscribe(tell), prebook.subscribe(tell)];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});

/** Hears the cart's first pricing after the connection came back. */
export const followCart = fromCallback<VisitEvent>(({ system, sendBack }) => {
  const subscription = journeyIn(system, 'cart').on('cart.pricedOnReturn', sendBack);
  return () => subscription.unsubscribe();
});

/** Hears the consent journey refuse categories. */
export const followConsent = fromCallback<VisitEvent>(({ system, sendBack }) => {
  const subscription = journeyIn(system, 'consent').on('consent.revoked', sendBack);
  return () => subscription.unsubscribe();
});

/** Hears the session start (a login here) and end (logout, 401, another tab). */
export const followSession = fromCallback<VisitEvent>(({ system, sendBack }) => {
  const session = journeyIn(system, 'session');
  const subscriptions = [
    session.on('session.signedIn', sendBack),
    session.on('session.signedOut', sendBack),
    session.on('session.loggedOut', sendBack),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});
