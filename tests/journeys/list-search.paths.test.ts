import { listSearchMachine } from '@machines/list-search/list-search.machine';
import {
  EDITED_ITEM,
  LIST_LABEL,
  listSearchModel,
  SAMPLE_LIST,
} from '@machines/list-search/list-search.model';
import { chosenProduct, type ListSearchContext } from '@machines/list-search/list-search.types';
import { expect } from 'vitest';
import type { Product } from '@/api/contract/catalog';
import { describeJourneyPaths, pending } from './location-paths';

interface Effects {
  added: Array<Array<{ product: Product; quantity: number }>>;
  shown: string[];
  /** Lists searched (the cart may get each once). */
  searches: number;
  inSearch: boolean;
}

describeJourneyPaths({
  name: 'list search',
  machine: listSearchMachine,
  model: listSearchModel,
  bounds: [90, 180],
  fake: () => {
    const effects: Effects = { added: [], shown: [], searches: 0, inSearch: false };
    return {
      effects,
      machine: listSearchMachine.provide({
        actors: { searchList: pending(), saveList: pending() },
        actions: {
          addToCart: (_, { lines }) => effects.added.push(lines),
          showList: (_, { text }) => effects.shown.push(text),
        },
      }),
    };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const c = s.context as ListSearchContext;
    expect(s.hasTag('busy')).toBe(
      s.matches('searching') ||
        s.matches({ results: 'rowSearching' }) ||
        s.matches({ results: 'saving' }),
    );
    // Add all is one change of the cart, at most once per list searched.
    if (s.matches('searching') && !effects.inSearch) effects.searches += 1;
    effects.inSearch = s.matches('searching');
    expect(effects.added.length).toBeLessThanOrEqual(effects.searches);
    if (s.matches('editing')) {
      expect(c.editing).toBeNull();
    } else if (s.matches('searching')) {
      expect(c.searched).toBe(c.text);
      expect(c.outcome).toBeNull();
    } else if (s.matches('results')) {
      expect(c.rows.length).toBeGreaterThan(0);
      // A chosen product is always one of the row's own.
      for (const row of c.rows) {
        if (row.chosen !== null) expect(chosenProduct(row)).not.toBeNull();
        expect(row.quantity).toBeGreaterThanOrEqual(1);
      }
      const rowEdit =
        s.matches({ results: 'rowEditing' }) || s.matches({ results: 'rowSearching' });
      expect(c.editing !== null).toBe(rowEdit);
      // Rows change only before the list went into the cart.
      if (s.matches({ results: 'added' })) expect(c.outcome).not.toBeNull();
      if (rowEdit || s.matches({ results: 'reviewing' })) expect(c.outcome).toBeNull();
    }
  },
  afterStep: (actor, event, effects) => {
    const s = actor.getSnapshot();
    const c = s.context as ListSearchContext;
    if (event.type === 'list.addAll') {
      // What went into the cart is what the outcome says was added, quantities kept.
      const [lines] = effects.added;
      expect(lines?.map((l) => ({ name: l.product.displayName, quantity: l.quantity }))).toEqual(
        c.outcome?.added,
      );
      // Nothing found is said, never silently dropped.
      expect(c.outcome?.notAdded.map((n) => n.reason)).toContain('nothingFound');
    }
    if (event.type === 'xstate.error.actor.searchList') {
      // The list typed is kept for a retry.
      expect(s.matches('editing')).toBe(true);
      expect(c.text).toBe(SAMPLE_LIST);
      expect(c.problem).toBe('failed');
    }
    if (event.type === 'xstate.done.actor.searchList') {
      // The quantity typed stays with its row; the best match is chosen.
      expect(c.rows.map((r) => [r.quantity, r.chosen])).toEqual([
        [2, '9001'],
        [1, '9010'],
        [1, null],
      ]);
    }
    if (event.type === 'xstate.done.actor.searchRow') {
      const row = c.rows.find((r) => r.id === 3);
      // The row takes the words searched (typed anew, or as they were) and their match.
      expect([EDITED_ITEM, 'zzqx']).toContain(row?.text);
      expect(row?.chosen).toBe('9040');
    }
    if (event.type === 'xstate.error.actor.saveList') {
      // The name typed is kept.
      expect(c.save.label).toMatch(new RegExp(`^(${LIST_LABEL}|${LIST_LABEL} 2|)$`));
      expect(c.save.problem).not.toBeNull();
    }
    if (event.type === 'list.search' && s.matches('searching')) {
      // The address keeps the list searched (a reload and the back button find it).
      expect(effects.shown.at(-1)).toBe(c.text);
    }
  },
});
