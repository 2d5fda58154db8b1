import { priceChangesMachine } from '@machines/price-changes/price-changes.machine';
import { priceChangesModel } from '@machines/price-changes/price-changes.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'price changes',
  machine: priceChangesMachine,
  model: priceChangesModel,
  bounds: [3, 15],
  fake: () => {
    const effects = { navigations: [] as string[] };
    const machine = priceChangesMachine.provide({
      actors: { applyChanges: pending() },
      actions: {
        navigateTo: (_, { to }) => {
          effects.navigations.push(to);
        },
        goToLogin: (_, { returnTo }) => {
          effects.navigations.push(`/login?redirect=${returnTo}`);
        },
      },
    });
    return { machine, effects };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const { signedIn, onCartPage } = s.context;
    if (s.matches('open') || s.matches('failed')) {
      expect(s.hasTag('modal')).toBe(true);
      expect(s.hasTag('busy')).toBe(false);
      expect(effects.navigations).toEqual([]);
    } else if (s.matches('applying')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(effects.navigations).toEqual([]);
    } else if (s.matches('closed')) {
      expect(s.status).toBe('done');
      expect(s.output).toEqual({ outcome: 'back' });
      expect(effects.navigations).toEqual([]);
    } else if (s.matches('applied')) {
      // Back online, no press: the changes are taken and the shopper stays where they are.
      expect(s.context.reviewOnly).toBe(true);
      expect(s.output).toEqual({ outcome: 'continued' });
      expect(effects.navigations).toEqual([]);
    } else if (s.matches('toLogin')) {
      expect(signedIn || s.context.reviewOnly === true).toBe(false);
      // The cart is priced and its changes taken: the login goes on to checkout.
      expect(effects.navigations).toEqual(['/login?redirect=/checkout']);
    } else if (s.matches('toCheckout')) {
      expect(signedIn && onCartPage).toBe(true);
      expect(effects.navigations).toEqual(['/checkout']);
    } else if (s.matches('toCart')) {
      expect(signedIn && !onCartPage).toBe(true);
      expect(effects.navigations).toEqual(['/cart']);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
    if (s.hasTag('modal')) expect(s.status).toBe('active');
    if (['toLogin', 'toCheckout', 'toCart'].some((v) => s.matches(v))) {
      expect(s.output).toEqual({ outcome: 'continued' });
    }
  },
});
