import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import type { JourneyPath } from '../testing/journey-paths';
import { stubEffects } from '../testing/replay';
import { type CartContext, cartMachine } from './cart.machine';
import { type CartItem, lineKey, type PricedCart, toCartItem } from './cart.types';

/**
 * How a generated path of the cart journey is walked from the shopper's side, decided before the
 * browser starts (no Playwright here: `npx tsx` can print the plans). The demo catalogue's lines:
 * whole milk (A, not sold for Express delivery), tomatoes (B) and the first product on /offers
 * (C, what "add a product" adds). A path's step becomes what a shopper does or what the platform
 * answers; the UI's events (real lines, real keys) are sent to the cart machine itself with every
 * effect stubbed, and the path is walkable only if that machine takes exactly the path's states.
 * So the browser walks the path's transitions, not merely something alike.
 */
export const LINE_A = { sku: '1004', name: 'Agora Select Fresh whole milk', unitPrice: 129 };
export const LINE_B = { sku: '1001', name: 'Agora Select Tomatoes', unitPrice: 289 };
export const LINE_C = { sku: '1006', name: 'Fournos Agoras Village bread', unitPrice: 119 };

/** Where the shopper is: a catalogue page with add buttons (/offers), /cart or /checkout. */
export type CartPage = 'offers' | 'cart' | 'checkout';
export type Where = 'sheet' | 'page';

export type CartAction =
  | { kind: 'openSheet' }
  | { kind: 'closeSheet'; auto: boolean }
  | { kind: 'goToOffers' }
  | { kind: 'backToCart' }
  | { kind: 'add' }
  /** The changes pause: the cart's own quarter second passes and its pricing goes. */
  | { kind: 'pause' }
  | { kind: 'quantity'; sku: string; delta: 1 | -1; where: Where }
  | { kind: 'remove'; sku: string; where: Where }
  | { kind: 'comment'; sku: string; where: Where }
  | { kind: 'expressRemoves' }
  | { kind: 'otherTab'; lines: 'none' | 'samples' }
  /**
   * A checkout press: the cart prices its lines for it (the call is held until the path answers
   * it), or reads at once the pricing an earlier press asked for (`answered`).
   */
  | { kind: 'press'; where: Where; changes: Changes; answered: boolean }
  | { kind: 'acceptChanges'; unavailable: boolean }
  /** "Back to cart" in the price-changes modal. */
  | { kind: 'backFromChanges' }
  | { kind: 'chooseShop'; shop: string }
  | { kind: 'greek' }
  | { kind: 'dismissError' }
  /** The platform answers the cart's pricing; `press`: the press waiting for it moves on. */
  | { kind: 'pricingAnswer'; how: 'priced' | 'none' | 'fails'; press?: Changes }
  | { kind: 'namesAnswer'; how: 'names' | 'fails' };

/** What a press's pricing finds: nothing changed, renewed prices, or also an unavailable line. */
export type Changes = 'none' | 'prices' | 'unavailable';

export interface CartStep {
  /** What to do first (moving between pages) and the step itself. */
  actions: CartAction[];
  /** The page's state after the step: the lines as the shop holds them, locale, page. */
  lines: { sku: string; quantity: number; nameLocale: 'en' | 'el' }[];
  locale: 'en' | 'el';
  page: CartPage;
  shop: boolean;
  /** The step leaves the cart naming its lines (the names' calls are held meanwhile). */
  naming: boolean;
  /** The step starts a pricing, or a fetch of the names (a new call the path answers later). */
  starts: { pricing: boolean; names: boolean };
  pricingFailed: boolean;
}

export interface CartPlan {
  /** A pick-up shop chosen before the path starts (so pricings wait for the platform). */
  shopAtStart: boolean;
  startPage: 'offers' | 'cart';
  /** The path has a failing names fetch: the cart's code is held from the start, then dropped. */
  holdCartCode: boolean;
  /** The lines kept from an earlier visit (the stored-cart start): milk, or milk and tomatoes. */
  stored: string[];
  steps: CartStep[];
}

/** The steps after which this tab has stored its lines (what another tab wrote is gone). */
const storedHere = new Set([
  'cart.add',
  'cart.addLines',
  'cart.setQuantity',
  'cart.remove',
  'cart.removeSkus',
  'cart.setComment',
  'cart.replace',
  'cart.acceptPricing',
  'cart.chooseSubstitute',
]);
/** The end of the cart's pause after a change. */
export const PAUSE_ENDS = 'xstate.after.pricingPause.cart.pricing.pausing';
const item = (line: { sku: string; name: string; unitPrice: number }, locale: 'en' | 'el') =>
  toCartItem({ id: line.sku, ...line, quantity: 1, nameLocale: locale });
const SHOPS = ['Agora Kolonaki', 'Agora Kifisia'];
const stateKey = (value: unknown) => JSON.stringify(value);

/** A pricing of these lines as the platform answers it (the first line unavailable if asked). */
function pricingOf(items: CartItem[], firstUnavailable = false): PricedCart {
  return {
    order: {
      products: items.map((line, index) => ({
        productId: line.id,
        sku: line.sku,
        quantity: line.quantity,
        packagingProductId: null,
        unitPrice: line.unitPrice,
        previousUnitPrice: null,
        totalPrice: line.unitPrice * line.quantity,
        labelType: firstUnavailable && index === 0 ? 'unavailable' : null,
      })),
      fees: [],
      discounts: [],
      orderItemsPriceWithoutDiscounts: 0,
      total: 0,
    },
    messages: [],
    progress: {
      title: '',
      code: firstUnavailable ? 'ITEMS_CHANGED' : 'ALLOWED',
      data: { remainingAmountForFree: 0, remainingAmount: 0, currency: 'EUR' },
      progressInfo: { currentValue: 0, requiredValue: 0 },
    },
  } as PricedCart;
}

/** The plan of a path, or why the shop cannot walk it. */
export function planCartPath(path: JourneyPath): { plan?: CartPlan; why?: string } {
  const whys = new Set<string>();
  const stored = (path.input as { items: unknown[] }).items.length > 0;
  for (const kept of stored ? [[LINE_A, LINE_B], [LINE_A]] : [[]]) {
    for (const shopAtStart of [false, true]) {
      for (const startPage of ['offers', 'cart'] as const) {
        for (const unavailable of [false, true]) {
          const tried = tryPlan(path, { kept, shopAtStart, startPage, unavailable });
          if (typeof tried !== 'string') return { plan: tried };
          whys.add(tried);
        }
      }
    }
  }
  return { why: [...whys].join('; ') };
}

interface Arrangement {
  kept: (typeof LINE_A)[];
  shopAtStart: boolean;
  startPage: 'offers' | 'cart';
  /** Whether the price changes a press meets also take the first line off. */
  unavailable: boolean;
}

function tryPlan(
  path: JourneyPath,
  { kept, shopAtStart, startPage, unavailable }: Arrangement,
): CartPlan | string {
  const holdCartCode = path.steps.some((s) => s.event.type === 'xstate.error.actor.fetchNames');
  // Its pause ends only when the path says so.
  const oracle = createActor(stubEffects(cartMachine), {
    input: { items: kept.map((line) => item(line, 'en')), locale: 'en' },
    clock: new SimulatedClock(),
  }).start();
  const snapshot = () => oracle.getSnapshot() as AnyMachineSnapshot;
  // The start: a kept shop reprices a stored cart after the load (held, so it is still pricing).
  if (stateKey(snapshot().value) !== stateKey(startValue(path))) return 'start';
  // Without a shop a kept cart's first pricing answers at once: it is never seen pricing.
  if (kept.length && !shopAtStart) return 'a kept cart without a shop is priced at once';
  // A kept cart brings the cart's code with the load: it cannot be held to fail the names.
  if (kept.length && holdCartCode) return "a kept cart loads the cart's code at once";
  let shop = shopAtStart;
  let page: CartPage = startPage;
  let codeHeld = holdCartCode;
  let shops = shopAtStart ? 1 : 0;
  // Back from /offers returns to /cart when the visit began there (the router, no page load).
  let cartBehind = false;
  // A press waiting for the cart's pricing, and what the last press's pricing found.
  let pressing: { where: Where; changes: Changes } | null = null;
  let lastFound: Changes = 'none';
  // The press moved on at the step before (to /cart or /checkout, or the price-changes modal).
  let movedOn = false;
  // What "another tab" wrote last, until this tab stores its own lines over it: writing the same
  // again fires no storage event.
  let otherWrote: string | null = null;
  const steps: CartStep[] = [];
  for (const [i, step] of path.steps.entries()) {
    const before = snapshot();
    const ctx = before.context as CartContext;
    const value = before.value as { sideCart: string; pricing: string };
    const open = value.sideCart === 'open';
    const greek = ctx.locale === 'el';
    const first = ctx.items[0];
    const last = i === path.steps.length - 1;
    const e = step.event as EventObject & { quantity?: number; output?: unknown; items?: [] };
    const actions: CartAction[] = [];
    let send: EventObject & Record<string, unknown> = e;
    // Without a shop the cart's pricing answers "nothing to price" at once: nothing comes first.
    if (value.pricing === 'pricing' && !shop && e.type !== 'xstate.done.actor.priceCart') {
      return 'pricing without a shop answers at once';
    }
    // The cart's quarter second of pause is shorter than any step a shopper takes in the browser.
    if (value.pricing === 'pausing' && e.type !== PAUSE_ENDS) return 'a step within the pause';
    // The press leaves for another page (closing the side cart on the way) or opens the modal.
    const afterPress = movedOn;
    movedOn = false;
    // After the price-changes modal, "Back to cart" and a press again is a way on too.
    const backFromChanges = afterPress && lastFound !== 'none' && e.type === 'cart.check';
    if (
      afterPress &&
      !backFromChanges &&
      e.type !== 'cart.close' &&
      e.type !== 'cart.acceptPricing'
    ) {
      return 'after a press the shop moves on';
    }
    // The press waits for the platform's answer to the cart's pricing: nothing else comes first.
    if (pressing && !e.type.endsWith('.actor.priceCart')) return 'a press waits for its pricing';
    if (page === 'checkout' && !e.type.startsWith('xstate.') && e.type !== 'cart.sync') {
      return 'nothing of the cart to press on /checkout';
    }
    const lineWhere = (): Where | undefined =>
      open ? 'sheet' : page === 'cart' || toCart() ? 'page' : undefined;
    // Another page dismisses the pricing error's toast (a cart event): no moving then.
    const toOffers = () => {
      if (page === 'offers') return true;
      if (ctx.pricingFailed || page === 'checkout') return false;
      actions.push({ kind: 'goToOffers' });
      page = 'offers';
      cartBehind = true;
      return true;
    };
    // Back to an English page after switching to Greek switches the shop back to English.
    const toCart = () => {
      if (page === 'cart') return true;
      if (ctx.pricingFailed || !cartBehind || greek) return false;
      actions.push({ kind: 'backToCart' });
      page = 'cart';
      cartBehind = false;
      return true;
    };
    switch (e.type) {
      case 'cart.open':
        // The header has no cart button on /cart and /checkout.
        if (open || (page !== 'offers' && !toOffers())) return 'open';
        actions.push({ kind: 'openSheet' });
        break;
      case 'cart.close':
        if (!open) return 'close';
        actions.push({ kind: 'closeSheet', auto: afterPress });
        break;
      case 'cart.add':
        if (open || !toOffers()) return 'add needs a catalogue page';
        actions.push({ kind: 'add' });
        send = { type: 'cart.add', item: item(LINE_C, ctx.locale) };
        break;
      case 'cart.setQuantity': {
        const where = lineWhere();
        if (!where || !first) return 'no line to step';
        const down = e.quantity === 0;
        if (down && first.quantity !== 1) return 'quantity above one';
        actions.push({ kind: 'quantity', sku: first.sku, delta: down ? -1 : 1, where });
        send = { ...e, key: lineKey(first), quantity: first.quantity + (down ? -1 : 1) };
        break;
      }
      case 'cart.remove': {
        const where = lineWhere();
        if (!where || !first) return 'no line to remove';
        actions.push({ kind: 'remove', sku: first.sku, where });
        send = { ...e, keys: [lineKey(first)] };
        break;
      }
      case 'cart.setComment': {
        const where = lineWhere();
        if (!where || !first) return 'no line to comment';
        actions.push({ kind: 'comment', sku: first.sku, where });
        send = { ...e, key: lineKey(first), comment: 'ripe ones' };
        break;
      }
      case 'cart.removeSkus':
        // Choosing Express clears the milk; with a shop the picker would also price again.
        if (open || greek || page === 'checkout') return 'removeSkus';
        if (!ctx.items.some((l) => l.sku === LINE_A.sku)) return 'no milk to clear';
        actions.push({ kind: 'expressRemoves' });
        send = { ...e, skus: [LINE_A.sku] };
        break;
      case PAUSE_ENDS:
        actions.push({ kind: 'pause' });
        break;
      case 'cart.replace':
        return 'nothing in the shop replaces the lines during a visit';
      case 'cart.sync': {
        const none = (e.items ?? []).length === 0;
        if (otherWrote === (none ? 'none' : 'samples')) return 'the same write again';
        // An empty cart is stored as no lines: no lines written over it is no write either.
        if (none && ctx.items.length === 0) return 'no lines over no lines';
        otherWrote = none ? 'none' : 'samples';
        actions.push({ kind: 'otherTab', lines: none ? 'none' : 'samples' });
        send = { ...e, items: none ? [] : [item(LINE_A, 'en'), item(LINE_B, 'en')] };
        break;
      }
      case 'cart.check': {
        const where = lineWhere();
        if (!where || !shop || !first || codeHeld || greek) return 'press';
        // A press meets a cart that has answered, or waits for the pricing on its way.
        if (value.pricing === 'naming') return 'press while naming';
        const answered = ctx.checked && value.pricing === 'priced';
        // The step the press moves on at: this one (a pricing read), or the platform's answer.
        const moves = answered ? i : i + 1;
        const then = path.steps[moves + 1]?.event.type;
        if (!answered && moves < path.steps.length) {
          const answer = path.steps[moves]!.event as EventObject & { output?: unknown };
          if (answer.type === 'xstate.done.actor.priceCart' && answer.output === null) {
            return 'a press has a shop to price for';
          }
        }
        // A pricing read finds what the press before found; otherwise the platform decides. The
        // modal (changes found) is left by Continue (accept) or Back to cart (and a press again).
        const accepts = then === 'cart.acceptPricing';
        const modal = accepts || then === 'cart.check';
        const changes: Changes = answered
          ? lastFound
          : !modal
            ? 'none'
            : unavailable
              ? 'unavailable'
              : 'prices';
        // After a pricing that fails the shopper stays: any step may follow.
        const fails = !answered && path.steps[moves]?.event.type === 'xstate.error.actor.priceCart';
        const next = moves + 1 < path.steps.length && !fails;
        if (next && changes === 'none' && then !== 'cart.close') return 'press';
        if (next && changes !== 'none' && !modal) return 'press';
        if (backFromChanges) actions.push({ kind: 'backFromChanges' });
        actions.push({ kind: 'press', where, changes, answered });
        if (answered) {
          movedOn = true;
          if (changes === 'none') page = where === 'sheet' ? 'cart' : 'checkout';
        } else pressing = { where, changes };
        break;
      }
      case 'cart.acceptPricing':
        if (!afterPress || lastFound === 'none' || !last) return 'accept';
        actions.push({ kind: 'acceptChanges', unavailable: lastFound === 'unavailable' });
        send = { ...e, priced: pricingOf(ctx.items, lastFound === 'unavailable') };
        break;
      case 'cart.reprice':
        // Sent by checkout when the platform refuses an order (e2e/seams-checkout.spec.ts).
        return 'a refused order';
      case 'cart.retarget':
        if (open || greek || page === 'checkout') return 'picker';
        actions.push({ kind: 'chooseShop', shop: SHOPS[shops % 2]! });
        shops++;
        shop = true;
        break;
      case 'cart.localize':
        if (open || greek || page === 'checkout') return 'language';
        actions.push({ kind: 'greek' });
        break;
      case 'cart.dismissError':
        if (!ctx.pricingFailed || open) return 'no error to dismiss';
        actions.push({ kind: 'dismissError' });
        break;
      case 'xstate.done.actor.priceCart': {
        if (e.output === null ? shop : !shop || codeHeld) return 'pricing answer';
        const press = pressing as { where: Where; changes: Changes } | null;
        actions.push({
          kind: 'pricingAnswer',
          how: e.output === null ? 'none' : 'priced',
          press: press?.changes,
        });
        const found: Changes = press?.changes ?? 'none';
        send = {
          ...e,
          output: e.output === null ? null : pricingOf(ctx.items, found === 'unavailable'),
        };
        if (press) {
          pressing = null;
          lastFound = found;
          movedOn = true;
          if (found === 'none') page = press.where === 'sheet' ? 'cart' : 'checkout';
        }
        break;
      }
      case 'xstate.error.actor.priceCart':
        if (!shop || codeHeld) return 'pricing failure';
        actions.push({ kind: 'pricingAnswer', how: 'fails' });
        // The press waiting for it says so itself (its snackbar); the shopper stays.
        pressing = null;
        break;
      case 'xstate.done.actor.fetchNames':
        if (codeHeld) return 'names';
        actions.push({ kind: 'namesAnswer', how: 'names' });
        send = {
          ...e,
          output: ctx.items.map((l) => ({
            sku: l.sku,
            name: `${l.name} (el)`,
            packagingProductName: null,
          })),
        };
        break;
      case 'xstate.error.actor.fetchNames':
        if (!codeHeld) return 'names failure';
        actions.push({ kind: 'namesAnswer', how: 'fails' });
        codeHeld = false;
        break;
      default:
        return `no UI for ${e.type}`;
    }
    // This tab stores its lines on every change of its own.
    if (storedHere.has(e.type)) otherWrote = null;
    oracle.send(send as never);
    const after = snapshot();
    const started = (id: string) =>
      after.children[id] !== undefined && after.children[id] !== before.children[id];
    if (stateKey(after.value) !== stateKey(step.state)) {
      return `${step.label}: the shop would be in ${stateKey(after.value)}`;
    }
    const next = after.context as CartContext;
    steps.push({
      actions,
      lines: next.items.map((l) => ({
        sku: l.sku,
        quantity: l.quantity,
        nameLocale: l.nameLocale === 'el' ? 'el' : 'en',
      })),
      locale: next.locale === 'el' ? 'el' : 'en',
      page,
      shop,
      naming: (after.value as { pricing: string }).pricing === 'naming',
      starts: { pricing: started('priceCart'), names: started('fetchNames') },
      pricingFailed: next.pricingFailed,
    });
  }
  return {
    shopAtStart,
    startPage,
    holdCartCode,
    stored: kept.map((line) => line.sku),
    steps,
  };
}

/** The path's start state (the state before its first step). */
export function startValue(path: JourneyPath): unknown {
  const text = path.name.slice(path.name.indexOf('(') + 1, path.name.indexOf(')'));
  return JSON.parse(text);
}

/** The paths the e2e spec (e2e/journeys/cart.spec.ts) can walk: those `planCartPath` plans. */
export const walkableInUi = (path: JourneyPath) => planCartPath(path).plan !== undefined;
