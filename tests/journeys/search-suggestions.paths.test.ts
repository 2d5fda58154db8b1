import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine';
import {
  QUERY_TERM,
  searchSuggestionsModel,
} from '@machines/search-suggestions/search-suggestions.model';
import {
  currentSuggestions,
  isPopupOpen,
  recentTerms,
} from '@machines/search-suggestions/search-suggestions.selectors';
import {
  type SearchTarget,
  type Suggestions,
  type SuggestionsRequest,
  suggestionCount,
} from '@machines/search-suggestions/search-suggestions.types';
import { generateJourneyPaths, type JourneyStep } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, fromPromise } from 'xstate';
import { replayPath } from './replay';

const paths = generateJourneyPaths(searchSuggestionsMachine, searchSuggestionsModel);

interface Call {
  request: SuggestionsRequest;
  resolve: (value: Suggestions) => void;
  reject: (error: unknown) => void;
}

/** Fake effects: each call waits for the path (or the test) to say how it ends. */
function fakeEffects(scope = { collectionTypes: ['DELIVERY'], shop: 'shop-kolonaki' }) {
  const effects = {
    calls: [] as Call[],
    persisted: undefined as string[] | undefined,
    navigations: [] as SearchTarget[],
  };
  const machine = searchSuggestionsMachine.provide({
    actions: {
      persistRecent: (_, { recent }) => {
        effects.persisted = recent;
      },
      navigateTo: (_, { target }) => {
        effects.navigations.push(target);
      },
      syncScope: assign({ collectionTypes: scope.collectionTypes, shop: scope.shop }),
    },
    actors: {
      fetchSuggestions: fromPromise<Suggestions, SuggestionsRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            effects.calls.push({ request: input, resolve, reject });
          }),
      ),
    },
  });
  return { effects, machine };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function perform(actor: AnyActorRef, step: JourneyStep, calls: Call[]) {
  const event = step.event as { type: string; output?: Suggestions; error?: unknown };
  if (event.type.startsWith('xstate.after.debounce')) {
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
  } else if (event.type === 'xstate.done.actor.fetchSuggestions') {
    calls.at(-1)!.resolve(event.output!);
  } else if (event.type === 'xstate.error.actor.fetchSuggestions') {
    calls.at(-1)!.reject(event.error);
  } else {
    actor.send(event);
  }
  await vi.advanceTimersByTimeAsync(0);
}

describe('search suggestions journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(60);
  });

  for (const path of paths) {
    it(path.name, async () => {
      const { effects, machine } = fakeEffects();
      const invariant = (actor: AnyActorRef) => {
        const s = actor.getSnapshot();
        const { term, recent } = s.context;
        expect(recent.length).toBeLessThanOrEqual(5);
        if (s.matches('idle')) {
          expect(isPopupOpen(s)).toBe(false);
        } else if (s.matches('recent')) {
          expect(term.trim().length).toBeLessThan(3);
          expect(recentTerms(s)).toEqual(recent);
          expect(recent.length).toBeGreaterThan(0);
        } else if (s.matches('debouncing')) {
          expect(term.trim().length).toBeGreaterThanOrEqual(3);
          expect(currentSuggestions(s)).toBeNull();
        } else if (s.matches('loading')) {
          // The call in flight is for exactly what is typed, with the service's params.
          expect(effects.calls.at(-1)!.request).toEqual({
            term: term.trim(),
            collectionTypes: ['DELIVERY'],
            shop: 'shop-kolonaki',
          });
        } else if (s.matches('showing')) {
          expect(suggestionCount(currentSuggestions(s)!)).toBeGreaterThan(0);
        } else if (s.matches('nothingFound')) {
          expect(suggestionCount(currentSuggestions(s)!)).toBe(0);
        } else if (s.matches('failed')) {
          expect(currentSuggestions(s)).toBeNull();
        } else {
          throw new Error(`No invariant for state ${JSON.stringify(s.value)}`);
        }
        if (!s.matches('idle')) expect(isPopupOpen(s)).toBe(true);
      };
      await replayPath(path, {
        machine,
        invariant,
        perform: (actor, step) => perform(actor, step, effects.calls),
        afterStep: (actor, step) => {
          const { context } = actor.getSnapshot();
          if (step.event.type === 'search.submit') {
            if (context.term.trim()) {
              expect(effects.navigations.at(-1)).toEqual({
                kind: 'results',
                term: context.term.trim(),
              });
              expect(effects.persisted?.[0]).toBe(context.term.trim());
            } else {
              expect(context.notice).toBe('emptyTerm');
            }
          }
          if (step.event.type === 'search.choose') {
            expect(effects.navigations.at(-1)?.kind).toBe('product');
          }
          if (step.event.type === 'search.clearRecent') expect(effects.persisted).toEqual([]);
          if (step.event.type === 'consent.revoked') {
            // Nothing of the refused "ux" category stays in memory, and the popup is closed.
            expect(context.recent).toEqual([]);
            expect(isPopupOpen(actor.getSnapshot())).toBe(false);
          }
        },
      });
    });
  }
});

describe('search suggestions: debounce and stale answers', () => {
  it('asks once, 500 ms after the last keystroke, only from 3 characters', async () => {
    const { effects, machine } = fakeEffects();
    const actor = createActor(machine, { input: { recent: [] } }).start();
    actor.send({ type: 'search.type', term: 'fe' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(effects.calls).toHaveLength(0);
    for (const term of ['fet', 'feta', 'feta ']) {
      actor.send({ type: 'search.type', term });
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(effects.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(effects.calls.map((c) => c.request.term)).toEqual(['feta']);
  });

  it('an answer for an older term is discarded', async () => {
    const { effects, machine } = fakeEffects();
    const actor = createActor(machine, { input: { recent: [] } }).start();
    actor.send({ type: 'search.type', term: 'fet' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'search.type', term: QUERY_TERM });
    const stale = searchSuggestionsModel.eventVariants!['xstate.done.actor.fetchSuggestions']![0]!;
    effects.calls[0]!.resolve((stale as unknown as { output: Suggestions }).output);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(currentSuggestions(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    expect(effects.calls.map((c) => c.request.term)).toEqual(['fet', QUERY_TERM]);
  });
});

describe('search suggestions: consent', () => {
  it('forgets the previously searched terms when "ux" is refused, keeps them otherwise', () => {
    const { machine } = fakeEffects();
    const actor = createActor(machine, { input: { recent: ['yogurt', 'milk'] } }).start();
    actor.send({ type: 'consent.revoked', categories: ['ad'] });
    expect(actor.getSnapshot().context.recent).toEqual(['yogurt', 'milk']);
    actor.send({ type: 'search.open' });
    expect(recentTerms(actor.getSnapshot())).toEqual(['yogurt', 'milk']);
    actor.send({ type: 'consent.revoked', categories: ['performance', 'ux'] });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'search.open' });
    expect(recentTerms(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.recent).toEqual([]);
  });
});

describe('search suggestions journey: coverage of the generated paths', () => {
  const replayAll = async () => {
    const taken = new Set<string>();
    for (const path of paths) {
      const { effects, machine } = fakeEffects();
      for (const key of await replayPath(path, {
        machine,
        invariant: () => {},
        perform: (actor, step) => perform(actor, step, effects.calls),
      }))
        taken.add(key);
    }
    return taken;
  };

  it('every transition of the machine is taken by some generated path', async () => {
    const seen = await replayAll();
    const missing = definedTransitions(searchSuggestionsMachine)
      .map((t) => t.key)
      .filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });

  it('every state of the machine is on some generated path', async () => {
    const visited = new Set<string>();
    for (const key of await replayAll()) {
      const [source, targets] = key.split(/ --.*--> /);
      visited.add(source!);
      for (const target of targets!.split(',')) visited.add(target);
    }
    expect(definedStates(searchSuggestionsMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
