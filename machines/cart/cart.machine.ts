import { and, assign, emit, fromPromise, raise, setup } from 'xstate';
import {
  acceptPricing,
  addItem,
  addLines,
  applyLabels,
  applyNames,
  type CartItem,
  foreignNameSkus,
  type Locale,
  type LocalizedName,
  mergeLines,
  type PricedCart,
  type PricingTarget,
  removeKeys,
  removeSkus,
  type SubstitutionChoice,
  type SubstitutionDefault,
  sameButChoices,
  sameTarget,
  setComment,
  setQuantity,
  setSubstitution,
} from './cart.types';

export interface CartInput {
  /** The stored cart (already migrated), or [] when nothing or something corrupt is stored. */
  items: CartItem[];
  /** The shop's language: the lines are named in it. */
  locale: Locale;
  /** Where the cart is priced (none until a shop is selected). */
  target?: PricingTarget | null;
  /** Lines of the stored cart that could not be read (a count, or all); the shopper is told once. */
  restoreLoss?: CartRestoreLoss | null;
  /** Prerendered HTML and its hydration: the stored lines come later, by `kept.restore`. */
  keptLater?: boolean;
  /** The order's substitution default as kept (a similar product when none is). */
  substitutionDefault?: SubstitutionDefault;
}

/** Lines of the stored cart that could not be read as the visit started: a count, or all. */
export type CartRestoreLoss = number | 'all';

export interface CartContext {
  items: CartItem[];
  /** The shop's language; lines named in another (or unknown) one get their names again. */
  locale: Locale;
  /** The newest pricing of the current items; null while empty, unpriced or failed. */
  priced: PricedCart | null;
  /** Global error flag: the last pricing failed (the views show an error, checkout waits). */
  pricingFailed: boolean;
  /**
   * A checkout press waits for a pricing of the lines as they are (`cart.check`): the pricing on
   * its way, or the next one, answers it.
   */
  checkAsked: boolean;
  /**
   * The newest pricing answered a checkout press, and the lines and target are as it priced them:
   * another press reads it without a call.
   */
  checked: boolean;
  /** Where the cart is priced: the selected shop and service; null until one is selected. */
  target: PricingTarget | null;
  /** What the stored cart lost as the visit started, until the shopper has read it. */
  restoreLoss: CartRestoreLoss | null;
  /** Waiting for the stored lines (`kept.restore`): the views show no count yet. */
  keptLater: boolean;
  /**
   * What happens at picking to a product out of stock whose line has no choice of its own (set
   * at checkout, sent with the order; the lines say it too).
   */
  substitutionDefault: SubstitutionDefault;
  /** The browser has no connection: the lines change and are stored, nothing is priced. */
  offline: boolean;
  /**
   * Lines changed or waited while offline: the first pricing back online is told to the visit
   * (`cart.pricedOnReturn`), which shows the price changes it finds.
   */
  repriceOnReturn: boolean;
}

/** Emitted: the first pricing after the connection came back (the visit shows its changes). */
export type CartEmitted = { type: 'cart.pricedOnReturn'; priced: PricedCart };

export type CartEvent =
  | { type: 'cart.open' }
  | { type: 'cart.close' }
  | { type: 'cart.add'; item: CartItem }
  /** A past order's lines, added as one change (reorder). */
  | { type: 'cart.addLines'; items: CartItem[] }
  | { type: 'cart.setQuantity'; key: string; quantity: number }
  | { type: 'cart.remove'; keys: string[] }
  | { type: 'cart.removeSkus'; skus: string[] }
  | { type: 'cart.setComment'; key: string; comment: string; maxLength: number }
  /** The shopper's own choice for a line if its product is out of stock (stored, not priced). */
  | { type: 'cart.chooseSubstitute'; key: string; choice: SubstitutionChoice }
  /** The order's default for the lines without a choice of their own (stored). */
  | { type: 'cart.setSubstitutionDefault'; orderDefault: SubstitutionDefault }
  /** Another tab stored another default. */
  | { type: 'cart.substitutionDefaultSynced'; orderDefault: SubstitutionDefault }
  | { type: 'cart.replace'; items: CartItem[] }
  | { type: 'cart.sync'; items: CartItem[] }
  | { type: 'cart.acceptPricing'; priced: PricedCart }
  /**
   * A checkout press asks for a pricing of the lines as they are now, and waits for the cart to
   * settle: the pricing a press already asked for, when nothing changed since, or a new one.
   */
  | { type: 'cart.check' }
  /**
   * The shopper came back to the page after a while away: the next press prices afresh rather
   * than reading a press's pricing from before.
   */
  | { type: 'cart.forgetCheck' }
  | { type: 'cart.retarget'; target: PricingTarget | null }
  /** Price the lines again now (checkout, after the platform refused an order). */
  | { type: 'cart.reprice' }
  | { type: 'cart.dismissError' }
  | { type: 'cart.localize'; locale: Locale }
  /** What this browser keeps (the stored lines), read once the page is hydrated. */
  | { type: 'kept.restore'; input: CartInput }
  /** The shopper read what the stored cart lost. */
  | { type: 'cart.restoreLossSeen' }
  /** The browser lost its connection: changes are kept and priced when it is back. */
  | { type: 'connection.lost' }
  /** The connection is back: a cart changed offline is priced once. */
  | { type: 'connection.back' };

const persist = {
  type: 'persistItems',
  params: ({ context }: { context: CartContext }) => ({ items: context.items }),
} as const;

const itemsAfter = (context: CartContext, event: CartEvent): CartItem[] => {
  switch (event.type) {
    case 'cart.add':
      return addItem(context.items, event.item);
    case 'cart.addLines':
      return addLines(context.items, event.items);
    case 'cart.setQuantity':
      return setQuantity(context.items, event.key, event.quantity);
    case 'cart.remove':
      return removeKeys(context.items, event.keys);
    case 'cart.removeSkus':
      return removeSkus(context.items, event.skus);
    case 'cart.setComment':
      return setComment(context.items, event.key, event.comment, event.maxLength);
    case 'cart.chooseSubstitute':
      return setSubstitution(context.items, event.key, event.choice);
    case 'cart.replace':
    case 'cart.sync':
      return mergeLines(event.items);
    case 'cart.acceptPricing':
      return acceptPricing(context.items, event.priced);
    default:
      return context.items;
  }
};

/** How long the changes must pause before the cart is priced again (ms). */
export const PRICING_PAUSE_MS = 250;

/**
 * A change of the lines: stored (unless it came from another tab), then priced again once the
 * changes pause (a burst of presses is priced once).
 */
const change = (stored: boolean) => ({
  target: '.pausing' as const,
  actions: stored ? (['changeItems', persist] as const) : (['changeItems'] as const),
});

export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    /**
     * Prices the items for the selected shop and service; `null` when nothing can be priced yet
     * (no shop selected). Rejects when the platform fails.
     */
    priceCart: fromPromise<PricedCart | null, { items: CartItem[]; target: PricingTarget | null }>(
      () => {
        throw new Error('cart: actor "priceCart" not provided');
      },
    ),
    /** The names of these products in `locale` (a product that fails is left out). */
    fetchNames: fromPromise<LocalizedName[], { skus: string[]; locale: Locale }>(() => {
      throw new Error('cart: actor "fetchNames" not provided');
    }),
  },
  actions: {
    /** Writes the items to browser storage (key `cart`). */
    persistItems: (_: unknown, _params: { items: CartItem[] }) => {
      throw new Error('cart: effect "persistItems" not provided');
    },
    /** Writes the order's substitution default to browser storage (key `substitutions`). */
    persistSubstitutionDefault: (_: unknown, _params: { orderDefault: SubstitutionDefault }) => {
      throw new Error('cart: effect "persistSubstitutionDefault" not provided');
    },
    setSubstitutionDefault: assign({
      substitutionDefault: ({ context, event }) =>
        event.type === 'cart.setSubstitutionDefault' ||
        event.type === 'cart.substitutionDefaultSynced'
          ? event.orderDefault
          : context.substitutionDefault,
    }),
    changeItems: assign({ items: ({ context, event }) => itemsAfter(context, event) }),
    storePricing: assign(({ context }, params: { priced: PricedCart }) => ({
      priced: params.priced,
      pricingFailed: false,
      items: applyLabels(context.items, params.priced),
      checked: context.checkAsked,
      checkAsked: false,
    })),
    clearPricing: assign({ priced: null, checkAsked: false, checked: false }),
    flagPricingError: assign({
      priced: null,
      pricingFailed: true,
      checkAsked: false,
      checked: false,
    }),
    /** A press asked: it tells the shopper itself, so the global error stays off. */
    failCheck: assign({ priced: null, checkAsked: false, checked: false }),
    askCheck: assign({ checkAsked: true }),
    goOffline: assign({ offline: true }),
    goOnline: assign({ offline: false }),
    /**
     * Offline: the totals no longer hold for the lines, and a press waiting for a pricing is
     * answered with none (checkout needs a connection).
     */
    waitForConnection: assign({
      priced: null,
      pricingFailed: false,
      checkAsked: false,
      checked: false,
      repriceOnReturn: true,
    }),
    /** The first answer back online came (priced, or nothing to price). */
    settleReturn: assign({ repriceOnReturn: false }),
    /** The first pricing back online is told once. */
    tellPricedOnReturn: emit(({ context }) => ({
      type: 'cart.pricedOnReturn' as const,
      priced: context.priced as PricedCart,
    })),
    /** The lines, target or language change: the press's pricing no longer holds. */
    uncheck: assign({ checked: false }),
    clearError: assign({ pricingFailed: false }),
    setTarget: assign({
      target: ({ context, event }) =>
        event.type === 'cart.retarget' ? event.target : context.target,
    }),
    setLocale: assign({
      locale: ({ context, event }) =>
        event.type === 'cart.localize' ? event.locale : context.locale,
    }),
    /**
     * Names the lines; not stored here: the next change stores them (storing them would echo
     * between tabs in different languages, each naming the lines again on the other's write).
     */
    storeNames: assign(({ context }, params: { names: LocalizedName[] }) => ({
      items: applyNames(context.items, params.names, context.locale),
    })),
  },
  guards: {
    isKeptLater: ({ context }) => context.keptLater,
    hasRestoreLoss: ({ context }) => context.restoreLoss !== null,
    isEmpty: ({ context }) => context.items.length === 0,
    isChecked: ({ context }) => context.checked,
    isChoiceOnly: ({ context, event }) =>
      event.type === 'cart.sync' && sameButChoices(context.items, mergeLines(event.items)),
    isCheckAsked: ({ context }) => context.checkAsked,
    isOffline: ({ context }) => context.offline,
    isRepriceOnReturn: ({ context }) => context.repriceOnReturn,
    hasPricing: ({ event }) => (event as { output?: PricedCart | null }).output != null,
    hasForeignNames: ({ context }) => foreignNameSkus(context.items, context.locale).length > 0,
    isNewTarget: ({ context, event }) =>
      event.type === 'cart.retarget' && !sameTarget(event.target, context.target),
    isOtherLocale: ({ context, event }) =>
      event.type === 'cart.localize' && event.locale !== context.locale,
  },
  delays: { pricingPause: PRICING_PAUSE_MS },
}).createMachine({
  id: 'cart',
  description:
    "The local cart: lines stored on every change and kept in step across tabs, priced again after each change (only the newest pricing counts) and for a checkout press, named in the shop's language, and the side cart.",
  context: ({ input }) => ({
    items: input.items,
    locale: input.locale,
    priced: null,
    pricingFailed: false,
    checkAsked: false,
    checked: false,
    target: input.target ?? null,
    restoreLoss: input.restoreLoss ?? null,
    keptLater: input.keptLater === true,
    substitutionDefault: input.substitutionDefault ?? 'similar',
    offline: false,
    repriceOnReturn: false,
  }),
  on: {
    'cart.restoreLossSeen': { guard: 'hasRestoreLoss', actions: assign({ restoreLoss: null }) },
    // What happens at picking changes no price: the lines are stored, not priced again.
    'cart.chooseSubstitute': { actions: ['changeItems', persist] },
    'cart.setSubstitutionDefault': {
      actions: [
        'setSubstitutionDefault',
        {
          type: 'persistSubstitutionDefault',
          params: ({ event }) => ({ orderDefault: event.orderDefault }),
        },
      ],
    },
    'cart.substitutionDefaultSynced': { actions: 'setSubstitutionDefault' },
  },
  type: 'parallel',
  states: {
    sideCart: {
      initial: 'closed',
      states: {
        closed: { on: { 'cart.open': { target: 'open' } } },
        open: {
          tags: ['sideCartOpen'],
          on: { 'cart.close': { target: 'closed' } },
        },
      },
    },
    pricing: {
      initial: 'checking',
      on: {
        'cart.add': change(true),
        'cart.addLines': change(true),
        'cart.setQuantity': change(true),
        'cart.remove': change(true),
        'cart.removeSkus': change(true),
        'cart.setComment': change(true),
        'cart.replace': change(true),
        'cart.acceptPricing': change(true),
        // Another tab chose what comes if a product is out of stock: nothing to price again.
        'cart.sync': [{ guard: 'isChoiceOnly', actions: 'changeItems' }, change(false)],
        // Another shop or service (or none): the cart is priced for it.
        'cart.retarget': { guard: 'isNewTarget', target: '.checking', actions: 'setTarget' },
        'cart.reprice': { target: '.checking' },
        // Another language: the lines are named and the cart priced (fee titles, messages) in it.
        'cart.localize': { guard: 'isOtherLocale', target: '.checking', actions: 'setLocale' },
        // A press asks for a pricing; the pricing on its way answers it (see the states below).
        'cart.check': { target: '.checking', actions: 'askCheck' },
        // The lines and totals shown stay until something changes (see the states below).
        'connection.lost': { actions: 'goOffline' },
        'connection.back': { actions: 'goOnline' },
      },
      states: {
        checking: {
          description:
            'Decides whether there is anything to price, and whether a line must be named again first.',
          entry: 'uncheck',
          always: [
            { guard: 'isKeptLater', target: 'awaitingKept' },
            {
              guard: 'isEmpty',
              target: 'empty',
              actions: ['clearPricing', 'clearError', 'settleReturn'],
            },
            { guard: 'isOffline', target: 'offline' },
            { guard: 'hasForeignNames', target: 'naming' },
            { target: 'pricing' },
          ],
        },
        awaitingKept: {
          description:
            'Prerendered HTML and its hydration: the stored lines are not read yet (kept.restore); the count waits, and a change meanwhile is ignored rather than written over them.',
          on: {
            'kept.restore': {
              target: 'checking',
              actions: assign(({ context, event }) => ({
                items: event.input.items,
                locale: event.input.locale,
                target: event.input.target ?? context.target,
                restoreLoss: event.input.restoreLoss ?? null,
                keptLater: false,
                substitutionDefault: event.input.substitutionDefault ?? context.substitutionDefault,
              })),
            },
            'cart.*': {},
          },
        },
        naming: {
          description:
            'Fetching the names of the lines named in another (or an unknown) language, then pricing; a change meanwhile starts over and the stale answer is dropped. Without an answer the lines keep their names.',
          tags: ['pricing'],
          on: {
            'cart.check': { actions: 'askCheck' },
            'connection.lost': { target: 'offline', actions: 'goOffline' },
          },
          invoke: {
            id: 'fetchNames',
            src: 'fetchNames',
            input: ({ context }) => ({
              skus: foreignNameSkus(context.items, context.locale),
              locale: context.locale,
            }),
            onDone: {
              target: 'pricing',
              actions: { type: 'storeNames', params: ({ event }) => ({ names: event.output }) },
            },
            onError: { target: 'pricing' },
          },
        },
        pausing: {
          description:
            'A change waits for a quarter second without another before it is priced: a burst of presses costs one pricing, and the pricing on its way (if any) is dropped at the first change. A checkout press does not wait.',
          tags: ['pricing'],
          entry: 'uncheck',
          // A cart emptied has nothing to price: it is empty at once.
          always: { guard: 'isEmpty', target: 'checking' },
          after: { pricingPause: { target: 'checking' } },
        },
        empty: { description: 'No lines: nothing to price, nothing to pay.' },
        pricing: {
          description:
            'Asking the platform for the priced cart; a change meanwhile starts over and the stale answer is dropped.',
          tags: ['pricing'],
          on: {
            'cart.check': { actions: 'askCheck' },
            // The call on its way is dropped: the lines are priced when the connection is back.
            'connection.lost': { target: 'offline', actions: 'goOffline' },
          },
          invoke: {
            id: 'priceCart',
            src: 'priceCart',
            input: ({ context }) => ({ items: context.items, target: context.target }),
            onDone: [
              {
                // The first pricing back online: the visit shows what changed meanwhile.
                guard: and(['hasPricing', 'isRepriceOnReturn']),
                target: 'priced',
                actions: [
                  {
                    type: 'storePricing',
                    params: ({ event }) => ({ priced: event.output as PricedCart }),
                  },
                  'settleReturn',
                  'tellPricedOnReturn',
                ],
              },
              {
                guard: 'hasPricing',
                target: 'priced',
                // Labels are not stored here: the next change stores them. (Storing them would
                // echo between tabs: each tab prices again on the other's write.)
                actions: {
                  type: 'storePricing',
                  params: ({ event }) => ({ priced: event.output as PricedCart }),
                },
              },
              { target: 'unpriced', actions: ['clearPricing', 'settleReturn'] },
            ],
            onError: [
              // Back online, a first pricing that fails (a weak signal) keeps `repriceOnReturn`:
              // the pricing that works next shows what changed.
              {
                guard: 'isCheckAsked',
                target: 'failed',
                actions: ['failCheck', raise({ type: 'cart.close' })],
              },
              { target: 'failed', actions: ['flagPricingError', raise({ type: 'cart.close' })] },
            ],
          },
        },
        priced: {
          description:
            "The newest pricing of the lines is shown. A press reads it as it is when a press's pricing made it (and nothing changed since); otherwise it is priced again for the press.",
          on: {
            'cart.check': { guard: 'isChecked', target: 'priced' },
            'cart.forgetCheck': { guard: 'isChecked', actions: 'uncheck' },
          },
        },
        unpriced: {
          description: 'No shop is selected yet: lines show their own prices, no totals.',
        },
        failed: {
          description:
            "Pricing failed: the global error flag is set and the side cart closed. A failure as the connection went is the connection's: the cart waits for it.",
          tags: ['pricingFailed'],
          on: {
            'cart.open': { target: 'checking' },
            'cart.dismissError': { actions: 'clearError' },
            'connection.lost': { target: 'offline', actions: 'goOffline' },
            // A failure as the connection flapped: tried again once it is back.
            'connection.back': { target: 'checking', actions: 'goOnline' },
          },
        },
        offline: {
          description:
            'No connection: the lines change and are stored as ever, the totals wait; the header says prices are checked when back online, and checkout needs a connection. Back online, the cart is priced once and the visit shows what changed.',
          tags: ['offline'],
          entry: 'waitForConnection',
          on: { 'connection.back': { target: 'checking', actions: 'goOnline' } },
        },
      },
    },
  },
});
