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
  /** The rows being searched again for another shop. */
  rowsBefore: ListSearchContext['rows'];
}

describeJourneyPaths({
  name: 'list search',
  machine: listSearchMachine,
  model: listSearchModel,
  bounds: [90, 220],
  fake: () => {
    const effects: Effects = {
      added: [],
      shown: [],
      searches: 0,
      inSearch: false,
      rowsBefore: [],
    };
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
        s.matches({ results: 'refreshing' }) ||
        s.matches({ results: 'saving' }),
    );
    // Add all is one change of the cart, at most once per list searched.
    if (s.matches('searching') && !effects.inSearch) effects.searches += 1;
    effects.inSearch = s.matches('searching');
    expect(effects.added.length).toBeLessThanOrEqual(effects.searches);
    if (s.matches({ results: 'refreshing' })) effects.rowsBefore = c.rows;
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
      // One change of the cart: what went in is what the outcome says was added, quantities kept.
      const lines = effects.added.at(-1);
      expect(lines?.map((l) => ({ name: l.product.displayName, quantity: l.quantity }))).toEqual(
        c.outcome?.added,
      );
      // Every row is accounted for: added, or said why not.
      const unchosen = c.rows.filter((row) => chosenProduct(row) === null);
      expect(c.outcome?.notAdded.map((n) => n.text)).toEqual(unchosen.map((row) => row.text));
      expect(c.outcome?.notAdded.map((n) => n.reason)).toEqual(
        unchosen.map((row) => (row.products.length ? 'leftOut' : 'nothingFound')),
      );
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
    if (event.type === 'scope.changed' && c.rows.length > 0 && !s.matches('searching')) {
      // Rows in view are searched again for the new shop at once, or once the open form closes.
      const formOpen = ['rowEditing', 'rowSearching', 'naming', 'saving'].some((f) =>
        s.matches({ results: f }),
      );
      if (s.matches('results')) {
        expect(s.matches({ results: 'refreshing' })).toBe(!formOpen);
        expect(c.scopeChanged).toBe(formOpen);
      }
    }
    if (event.type === 'xstate.done.actor.searchAgain') {
      // The rows as changed, found again: a row left out stays out, a product chosen stays chosen
      // where the new answer has it, else the new best match; what Add all did is still said.
      expect(c.problem).toBeNull();
      expect(c.rows).toHaveLength(effects.rowsBefore.length);
      for (const [i, row] of c.rows.entries()) {
        const before = effects.rowsBefore[i]!;
        expect(row.text).toBe(before.text);
        expect(row.quantity).toBe(before.quantity);
        if (before.products.length > 0 && before.chosen === null) expect(row.chosen).toBeNull();
        else if (row.products.some((p) => p.id === before.chosen)) {
          expect(row.chosen).toBe(before.chosen);
        } else expect(row.chosen).toBe(row.products[0]?.id ?? null);
      }
      expect(s.matches({ results: c.outcome ? 'added' : 'reviewing' })).toBe(true);
    }
    if (event.type === 'xstate.error.actor.searchAgain') {
      // The rows stay, said to be those of the shop before.
      expect(c.problem).toBe('stale');
      expect(s.matches({ results: c.outcome ? 'added' : 'reviewing' })).toBe(true);
    }
    if (event.type === 'xstate.done.actor.searchRow') {
      const row = c.rows.find((r) => r.id === 3);
      // The row takes the words searched (typed anew, or as they were) and their match; it keeps
      // its place and its quantity.
      expect([EDITED_ITEM, 'zzqx']).toContain(row?.text);
      expect(row?.chosen).toBe('9040');
      expect(c.rows.map((r) => r.id)).toEqual([1, 2, 3]);
      expect(row?.quantity).toBe(1);
    }
    if (event.type === 'xstate.error.actor.saveList') {
      // The name typed is kept, and the refusal said.
      expect(c.save.label).toMatch(new RegExp(`^(${LIST_LABEL}|${LIST_LABEL} 2)$`));
      const taken = (event as { error?: { code?: string } }).error?.code === 'LIST_ALREADY_EXISTS';
      expect(c.save.problem).toBe(taken ? 'alreadyExists' : 'failed');
    }
    if (event.type === 'save.submit' && s.matches({ results: 'naming' })) {
      // Only a name the form refuses stays in the form.
      expect(c.save.problem).toBe('required');
    }
    if (event.type === 'list.search' && s.matches('searching')) {
      // The address keeps the list searched (a reload and the back button find it).
      expect(effects.shown.at(-1)).toBe(c.text);
    }
  },
});
