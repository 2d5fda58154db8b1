import { listDetailMachine } from '@machines/list-detail/list-detail.machine';
import { listDetailModel } from '@machines/list-detail/list-detail.model';
import { visibleProducts } from '@machines/list-detail/list-detail.selectors';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'list detail',
  machine: listDetailMachine,
  model: listDetailModel,
  bounds: [5, 20],
  fake: () => {
    const effects = { added: [] as string[][] };
    return {
      effects,
      machine: listDetailMachine.provide({
        actors: { loadList: pending(), removeProduct: pending() },
        actions: {
          addToCart: (_, { products }) => {
            effects.added.push(products.map((p) => p.sku));
          },
        },
      }),
    };
  },
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { list, products, query, removingSku } = s.context;
    if (s.matches('loading')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('loadFailed')) {
      expect(list).toBeNull();
    } else if (s.matches('ready')) {
      expect(removingSku).toBeNull();
      // Every product shown is in the list; under 3 characters all of them are shown.
      const shown = visibleProducts(s);
      expect(shown.every((p: { sku: string }) => products.includes(p))).toBe(true);
      if (query.trim().length < 3) expect(shown).toHaveLength(products.length);
    } else if (s.matches('removing')) {
      expect(products.some((p: { sku: string }) => p.sku === removingSku)).toBe(true);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event, effects) => {
    const s = actor.getSnapshot();
    if (event.type === 'search.change') {
      const { value } = event as unknown as { value: string };
      const names = visibleProducts(s).map((p: { name: string }) => p.name);
      // "φε" is too short to filter; "φετ" keeps only the feta.
      expect(names).toEqual(
        value === 'φετ' ? ['Φέτα ΠΟΠ'] : s.context.products.map((p: { name: string }) => p.name),
      );
    }
    if (event.type === 'list.addToCart') {
      // Only the available products go to the cart (the tomatoes are not available).
      expect(effects.added.at(-1)).toEqual(['1002', '1012']);
      expect(s.context.notice).toEqual({ kind: 'addedToCart', count: 2 });
    }
    if (event.type === 'xstate.done.actor.removeProduct') {
      expect(s.context.products.some((p: { sku: string }) => p.sku === '1012')).toBe(false);
      expect(s.context.notice).toEqual({ kind: 'removed', name: 'Φέτα ΠΟΠ' });
    }
    if (event.type === 'xstate.error.actor.removeProduct') {
      expect(s.context.products.some((p: { sku: string }) => p.sku === '1012')).toBe(true);
      expect(s.context.notice).toEqual({ kind: 'actionFailed' });
    }
  },
});
