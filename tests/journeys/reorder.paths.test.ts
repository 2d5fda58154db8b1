import { reorderMachine } from '@machines/reorder/reorder.machine';
import { reorderModel } from '@machines/reorder/reorder.model';
import type { ReorderContext, ReorderResult } from '@machines/reorder/reorder.types';
import { generateJourneyPaths } from '@machines/testing/journey-paths';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { replayPath, uncoveredByPaths } from './replay';

const paths = generateJourneyPaths(reorderMachine, reorderModel);

/** Lines that never arrive (the path sends their outcome) and a record of what was added. */
function fake() {
  const added: ReorderResult['items'][] = [];
  const machine = reorderMachine.provide({
    actors: { loadLines: fromPromise(() => new Promise<never>(() => {})) as never },
    actions: { addToCart: (_, { items }) => added.push(items) },
  });
  return { machine, added };
}

const invariant = (actor: AnyActorRef) => {
  const s = actor.getSnapshot();
  const c = s.context as ReorderContext;
  expect(s.hasTag('busy')).toBe(s.matches('loading'));
  expect(s.hasTag('error')).toBe(s.matches('failed'));
  if (!s.matches('added')) expect(c.added === 0 || s.matches('closed')).toBe(true);
};

describe('reorder journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expect(paths.length).toBeLessThanOrEqual(15);
  });
  for (const path of paths) {
    it(path.name, async () => {
      const { machine, added } = fake();
      await replayPath(path, {
        machine,
        invariant,
        afterStep: (actor, step) => {
          const c = actor.getSnapshot().context as ReorderContext;
          if (step.event.type === 'xstate.done.actor.loadLines') {
            // Every offered line goes into the cart at once, options and comments kept; what
            // the shop does not offer is named.
            const { output } = step.event as unknown as { output: ReorderResult };
            expect(added).toEqual([output.items]);
            expect(c.added).toBe(output.items.length);
            expect(c.skipped).toEqual(output.skipped);
          }
          if (step.event.type === 'xstate.error.actor.loadLines') expect(added).toEqual([]);
          if (step.event.type === 'reorder.retry') expect(added).toEqual([]);
        },
      });
    });
  }
});

describe('reorder journey: coverage of the generated paths', () => {
  it('every transition and state of the machine is on some generated path', async () => {
    expect(await uncoveredByPaths(reorderMachine, paths, () => fake().machine)).toEqual({
      transitions: [],
      states: [],
    });
  });
});

describe('where a past order is checked', () => {
  it("is the shop and service selected now, else the order's own", () => {
    const asked: unknown[] = [];
    const machine = reorderMachine.provide({
      actors: {
        loadLines: fromPromise<never, { target: unknown }>(({ input }) => {
          asked.push(input.target);
          return new Promise<never>(() => {});
        }) as never,
      },
      actions: { addToCart: () => {} },
    });
    const ordered = { shop: 'shop-kifisia', deliveryService: 'takeAway' as const };
    const selected = { shop: 'shop-kolonaki', deliveryService: 'express' as const };
    const base = { orderId: 'order-1', orderNumber: 'AG-1', ordered };
    createActor(machine, { input: { ...base, selected } }).start();
    createActor(machine, { input: { ...base, selected: null } }).start();
    expect(asked).toEqual([selected, ordered]);
  });
});
