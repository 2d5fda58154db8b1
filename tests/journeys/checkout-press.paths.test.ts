import { pricedWithChanges } from '@machines/cart/cart.fixtures';
import { checkoutPressMachine } from '@machines/checkout-press/checkout-press.machine';
import { checkoutPressModel, situations } from '@machines/checkout-press/checkout-press.model';
import { priceChangesRef } from '@machines/checkout-press/checkout-press.selectors';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeJourneyPaths, pending } from './location-paths';

const fake = () => {
  const effects = { navigations: [] as string[], cartCloses: 0, closesSeen: 0 };
  const machine = checkoutPressMachine.provide({
    actors: { cartPricing: pending() },
    actions: {
      navigateTo: (_, { to }) => {
        effects.navigations.push(to);
      },
      goToLogin: (_, { returnTo }) => {
        effects.navigations.push(`/login?redirect=${returnTo}`);
      },
      closeSideCart: () => {
        effects.cartCloses += 1;
      },
    },
  });
  return { machine, effects };
};

describeJourneyPaths({
  name: 'checkout press',
  machine: checkoutPressMachine,
  model: checkoutPressModel,
  bounds: [8, 40],
  fake,
  afterStep: (actor, event, effects) => {
    // Each press (or failed pricing) that shows a snackbar closes the side cart once, so the
    // snackbar can be reached; nothing else closes it here.
    const closes = effects.cartCloses - effects.closesSeen;
    effects.closesSeen = effects.cartCloses;
    const showsSnackbar =
      actor.getSnapshot().hasTag('snackbar') &&
      (event.type === 'checkout.press' || event.type === 'xstate.error.actor.cartPricing');
    expect(closes).toBe(showsSnackbar ? 1 : 0);
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { situation, notice } = s.context;
    const last = effects.navigations.at(-1);
    if (s.matches({ ready: 'idle' })) {
      expect(notice).toBeNull();
    } else if (s.matches({ ready: 'sentToLogin' })) {
      expect(situation.signedIn || situation.guestsEnabled).toBe(false);
      // The login returns to the cart, where the press was going, whichever page it was on.
      expect(last).toBe('/login?redirect=/cart');
    } else if (s.matches({ ready: 'selectShopNotice' })) {
      expect(situation.shopSelected).toBe(false);
      expect(notice).toBe('selectShop');
      expect(s.hasTag('snackbar')).toBe(true);
    } else if (s.matches({ ready: 'sentToCategories' })) {
      expect(situation.cartEmpty).toBe(true);
      expect(last).toBe('/categories');
    } else if (s.matches('pricing')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(situation.shopSelected && !situation.cartEmpty).toBe(true);
    } else if (s.matches({ ready: 'sentOn' })) {
      expect(last).toBe(s.context.origin === 'cartPage' ? '/checkout' : '/cart');
      expect(s.context.priced?.progress.code).toBe('ALLOWED');
    } else if (s.matches({ ready: 'pricingFailed' })) {
      expect(notice).toBe('pricingFailed');
    } else if (s.matches('priceChanges')) {
      expect(s.context.priced?.progress.code).not.toBe('ALLOWED');
      expect(s.children.priceChanges).toBeDefined();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
});

describe('checkout press: the guards apply in the spec order', () => {
  const press = (situation: (typeof situations)[string]) => {
    const { machine, effects } = fake();
    const actor = createActor(machine).start();
    actor.send({ type: 'checkout.press', origin: 'sideCart', situation });
    return { actor, effects };
  };
  it('login comes before the shop and the empty cart', () => {
    const { actor, effects } = press({
      signedIn: false,
      guestsEnabled: false,
      shopSelected: false,
      cartEmpty: true,
    });
    expect(actor.getSnapshot().value).toEqual({ ready: 'sentToLogin' });
    expect(effects.navigations).toEqual(['/login?redirect=/cart']);
  });
  it('a guest may go on when guests are enabled; the shop comes before the empty cart', () => {
    const { actor, effects } = press({
      signedIn: false,
      guestsEnabled: true,
      shopSelected: false,
      cartEmpty: true,
    });
    expect(actor.getSnapshot().value).toEqual({ ready: 'selectShopNotice' });
    expect(effects.navigations).toEqual([]);
  });
  it('an empty cart goes to /categories without pricing', () => {
    const { actor, effects } = press(situations['empty cart']!);
    expect(actor.getSnapshot().value).toEqual({ ready: 'sentToCategories' });
    expect(effects.navigations).toEqual(['/categories']);
  });
  it('a second press while pricing does nothing', () => {
    const { actor, effects } = press(situations['ready (guest)']!);
    expect(actor.getSnapshot().value).toBe('pricing');
    actor.send({
      type: 'checkout.press',
      origin: 'cartPage',
      situation: situations['empty cart']!,
    });
    expect(actor.getSnapshot().value).toBe('pricing');
    expect(actor.getSnapshot().context.origin).toBe('sideCart');
    expect(effects.navigations).toEqual([]);
  });
  it('the price-changes modal knows where the press was and who pressed, for the way on', () => {
    const { actor } = press(situations['ready (guest)']!);
    actor.send({ type: 'xstate.done.actor.cartPricing', output: pricedWithChanges } as never);
    const child = priceChangesRef(actor.getSnapshot())!;
    expect(child.getSnapshot().context).toMatchObject({ onCartPage: false, signedIn: false });
  });
});
