import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import { withKeptLater } from '../testing/kept-later';
import {
  extraItem,
  greekNames,
  pricedAllowed,
  pricedWithChanges,
  sampleItems,
} from './cart.fixtures';
import type { CartContext, cartMachine } from './cart.machine';
import { lineKey } from './cart.types';
import { PAUSE_ENDS, walkableInUi } from './cart.walkable';

const firstKey = lineKey(sampleItems[0]!);
const noSubstitute = { mode: 'none' } as const;
const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

const labels: Record<string, string> = {
  'cart.open': 'open side cart',
  'cart.close': 'close side cart',
  'cart.add': 'add a product',
  'cart.addLines': "add a past order's lines",
  'cart.remove': 'remove a line',
  'cart.removeSkus': 'service no longer offers a product',
  'cart.setComment': 'write a comment',
  'cart.chooseSubstitute': 'choose what comes if out of stock',
  'cart.setSubstitutionDefault': "choose the order's default if out of stock",
  'cart.substitutionDefaultSynced': "another tab chose the order's default",
  'cart.sync': 'another tab changed the cart',
  'cart.acceptPricing': 'accept price changes',
  'cart.check': 'checkout press asks for a pricing',
  'cart.forgetCheck': 'back to the page after a while',
  'cart.retarget': 'shop changed',
  'cart.reprice': 'checkout asks for the prices again',
  'cart.dismissError': 'dismiss the error',
  'xstate.after.pricingPause.cart.pricing.pausing': 'the changes pause a quarter second',
  'xstate.error.actor.priceCart': 'pricing fails',
  'xstate.done.actor.fetchNames': 'the names arrive',
  'xstate.error.actor.fetchNames': 'fetching the names fails',
  'connection.lost': 'the connection drops',
  'connection.back': 'the connection is back',
};

/** Path generation model of the cart journey. */
export const cartModel: JourneyModel<typeof cartMachine> = withKeptLater(
  {
    uiWalkable: walkableInUi,
    // The pause after a change is shorter than any step a shopper takes: it ends first. The
    // connection's steps are walked by e2e/offline-shop.spec.ts, not by the cart's tours.
    uiStep: (snapshot, event) =>
      !event.type.startsWith('connection.') &&
      (!snapshot.matches({ pricing: 'pausing' }) || event.type === PAUSE_ENDS),
    // A press's pricing asked for, or made (the press's guards read them).
    // Back online with lines that waited: their first pricing is told to the visit.
    contextKey: (context: CartContext) =>
      (context.checkAsked ? 'asked' : context.checked ? 'checked' : '') +
      (context.repriceOnReturn && !context.offline ? ' return' : ''),
    inputs: [
      { name: 'empty cart', input: { items: [], locale: 'en' } },
      { name: 'stored cart', input: { items: sampleItems, locale: 'en' } },
    ],
    eventVariants: ev({
      'cart.add': [{ type: 'cart.add', item: extraItem }],
      'cart.setQuantity': [
        { type: 'cart.setQuantity', key: firstKey, quantity: 3 },
        { type: 'cart.setQuantity', key: firstKey, quantity: 0 },
      ],
      'cart.remove': [{ type: 'cart.remove', keys: sampleItems.map(lineKey) }],
      'cart.removeSkus': [{ type: 'cart.removeSkus', skus: [sampleItems[0]!.sku] }],
      'cart.setComment': [
        { type: 'cart.setComment', key: firstKey, comment: 'ripe ones', maxLength: 100 },
      ],
      'cart.replace': [{ type: 'cart.replace', items: sampleItems }],
      'cart.addLines': [{ type: 'cart.addLines', items: [extraItem, sampleItems[0]!] }],
      'cart.chooseSubstitute': [
        { type: 'cart.chooseSubstitute', key: firstKey, choice: { mode: 'none' } },
      ],
      'cart.setSubstitutionDefault': [
        { type: 'cart.setSubstitutionDefault', orderDefault: 'none' },
      ],
      'cart.substitutionDefaultSynced': [
        { type: 'cart.substitutionDefaultSynced', orderDefault: 'none' },
      ],
      'cart.sync': [
        { type: 'cart.sync', items: [] },
        // The stored cart's lines, one more of the first.
        {
          type: 'cart.sync',
          items: sampleItems.map((line, i) =>
            i ? line : { ...line, quantity: line.quantity + 1 },
          ),
        },
        // The stored cart's lines with another tab's choice on the first: nothing to price.
        {
          type: 'cart.sync',
          items: sampleItems.map((line, i) => (i ? line : { ...line, substitution: noSubstitute })),
        },
      ],
      'cart.acceptPricing': [{ type: 'cart.acceptPricing', priced: pricedWithChanges }],
      'cart.retarget': [
        { type: 'cart.retarget', target: { shop: 'shop-2', deliveryService: 'takeAway' } },
      ],
      // The shopper switches to Greek: the lines named in English get Greek names. (Switching
      // back walks the same transitions; tests/journeys/cart.rules.test.ts does it.)
      'cart.localize': [{ type: 'cart.localize', locale: 'el' }],
      'xstate.done.actor.fetchNames': [
        { type: 'xstate.done.actor.fetchNames', output: greekNames },
      ],
      'xstate.done.actor.priceCart': [
        { type: 'xstate.done.actor.priceCart', output: pricedAllowed },
        { type: 'xstate.done.actor.priceCart', output: null },
      ],
    }),
    describeEvent: (event: EventObject) => {
      const e = event as EventObject & { quantity?: number; items?: unknown[]; output?: unknown };
      if (e.type === 'cart.setQuantity') return e.quantity ? 'change quantity' : 'quantity to 0';
      if (e.type === 'cart.replace') return 'replace the lines';
      if (e.type === 'cart.localize') {
        return `switch to ${(e as unknown as { locale: string }).locale === 'el' ? 'Greek' : 'English'}`;
      }
      if (e.type === 'cart.sync') {
        const choice = (e.items as { substitution?: unknown }[] | undefined)?.some(
          (l) => l.substitution,
        );
        return choice
          ? 'another tab chose what comes if out of stock'
          : `another tab ${e.items?.length ? 'changed' : 'emptied'} it`;
      }
      if (e.type === 'xstate.done.actor.priceCart') {
        return e.output ? 'platform prices the cart' : 'no shop to price for';
      }
      return labels[e.type] ?? e.type;
    },
  },
  { items: [], locale: 'en', keptLater: true },
  [
    {
      name: 'stored cart with an unreadable line',
      input: { items: sampleItems, locale: 'en', restoreLoss: 1 },
    },
  ],
);
