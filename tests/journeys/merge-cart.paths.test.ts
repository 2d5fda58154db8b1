import { mergeCartMachine } from '@machines/merge-cart/merge-cart.machine';
import { mergeCartModel, sampleCarts } from '@machines/merge-cart/merge-cart.model';
import {
  addedLines,
  hasMergeFailed,
  isMergeModalOpen,
} from '@machines/merge-cart/merge-cart.selectors';
import type { AddedLine, FetchedCarts, MergedLine } from '@machines/merge-cart/merge-cart.types';
import { mergeCarts } from '@machines/merge-cart/merge-rule';
import { generateJourneyPaths, type JourneyStep } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, fromPromise } from 'xstate';
import type { CartItem } from '@/api/contract/cart';
import { replayPath } from './replay';

const paths = generateJourneyPaths(mergeCartMachine, mergeCartModel);

function fakeEffects() {
  const effects = {
    settle: undefined as
      | { resolve: (v: FetchedCarts) => void; reject: (e: unknown) => void }
      | undefined,
    added: [] as CartItem[][],
    saved: [] as MergedLine[][],
  };
  const machine = mergeCartMachine.provide({
    actors: {
      fetchCarts: fromPromise<FetchedCarts>(
        () =>
          new Promise((resolve, reject) => {
            effects.settle = { resolve, reject };
          }),
      ),
    },
    actions: {
      addToLocalCart: (_, { items }) => {
        effects.added.push(items);
      },
      saveServerCart: (_, { merged }) => {
        effects.saved.push(merged);
      },
    },
  });
  return { machine, effects };
}
type Effects = ReturnType<typeof fakeEffects>['effects'];

async function perform(actor: AnyActorRef, step: JourneyStep, effects: Effects) {
  const event = step.event as { type: string; output?: FetchedCarts; error?: unknown };
  if (event.type === 'xstate.done.actor.fetchCarts') effects.settle!.resolve(event.output!);
  else if (event.type === 'xstate.error.actor.fetchCarts') effects.settle!.reject(event.error);
  else actor.send(step.event);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function invariant(effects: Effects) {
  return (actor: AnyActorRef) => {
    const s = actor.getSnapshot();
    if (s.matches('idle')) {
      expect(isMergeModalOpen(s)).toBe(false);
      expect(s.context.added).toEqual([]);
    } else if (s.matches('fetching')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('merged')) {
      expect(isMergeModalOpen(s)).toBe(true);
      // The modal lists exactly what was written to the local cart, and the server got the result.
      expect(addedLines(s).map((l: AddedLine) => [l.sku, l.quantity])).toEqual(
        effects.added.at(-1)?.map((item) => [item.sku, item.quantity]),
      );
      expect(effects.saved.at(-1)).toEqual(s.context.merged);
      // Nothing local is lost: every local line is still there, with at least its quantity.
      for (const line of sampleCarts.local) {
        const kept = s.context.merged.find((m: MergedLine) => m.sku === line.sku);
        expect(kept?.quantity).toBeGreaterThanOrEqual(line.quantity);
      }
    } else if (s.matches('failed')) {
      // Said in a modal with a retry; nothing was written to either cart.
      expect(isMergeModalOpen(s)).toBe(true);
      expect(hasMergeFailed(s)).toBe(true);
      expect(s.context.added).toEqual([]);
      expect(effects.added.length).toBe(effects.saved.length);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  };
}

describe('merge cart journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(2);
    expect(paths.length).toBeLessThan(20);
  });

  for (const path of paths) {
    it(path.name, async () => {
      const { machine, effects } = fakeEffects();
      await replayPath(path, {
        machine,
        invariant: invariant(effects),
        perform: (actor, step) => perform(actor, step, effects),
        afterStep: (actor, step) => {
          if (step.event.type === 'xstate.error.actor.fetchCarts') {
            // A failed fetch changes no cart, and says so (with a retry).
            expect(actor.getSnapshot().matches('failed')).toBe(true);
          }
        },
      });
      if (!path.steps.some((step) => step.state === 'merged')) {
        expect(effects.added).toEqual([]);
        expect(effects.saved).toEqual([]);
      }
    });
  }
});

describe('merge cart rule', () => {
  const server = sampleCarts.server;
  it('same sku and options: quantities combined; other server lines appended', () => {
    const { lines, added } = mergeCarts(sampleCarts.local, server);
    expect(lines.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual([
      { sku: '1001', quantity: 3 },
      { sku: '1002', quantity: 3 },
    ]);
    expect(added).toEqual([
      { sku: '1001', name: 'Milk', quantity: 1, combined: true },
      { sku: '1002', name: 'Bread', quantity: 3, combined: false },
    ]);
  });

  it('other options make another line; option order does not matter', () => {
    const local = [
      { sku: '1001', quantity: 1, options: ['sliced'] },
      { sku: '1002', quantity: 1, options: ['a', 'b'] },
    ];
    const withOptions = [
      { ...server[0]!, options: ['whole'] },
      { ...server[1]!, options: ['b', 'a'] },
    ];
    const { lines } = mergeCarts(local, withOptions);
    expect(lines.map(({ sku, quantity, options }) => [sku, quantity, options])).toEqual([
      ['1001', 1, ['sliced']],
      ['1002', 4, ['a', 'b']],
      ['1001', 1, ['whole']],
    ]);
  });

  it('an empty server cart leaves the local cart as it is', () => {
    const { lines, added } = mergeCarts(sampleCarts.local, []);
    expect(lines.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual(sampleCarts.local);
    expect(added).toEqual([]);
  });
});

describe('merge cart journey: coverage of the generated paths', () => {
  it('every transition and state of the machine is on some generated path', async () => {
    const seen = new Set<string>();
    for (const path of paths) {
      const { machine, effects } = fakeEffects();
      const taken = await replayPath(path, {
        machine,
        invariant: () => {},
        perform: (actor, step) => perform(actor, step, effects),
      });
      for (const key of taken) seen.add(key);
    }
    expect(
      definedTransitions(mergeCartMachine)
        .map((t) => t.key)
        .filter((k) => !seen.has(k)),
    ).toEqual([]);
    const visited = new Set(
      [...seen].flatMap((k) => k.split(/ --.*--> /).flatMap((p) => p.split(','))),
    );
    expect(definedStates(mergeCartMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
