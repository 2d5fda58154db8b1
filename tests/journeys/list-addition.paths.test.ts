import { listAdditionMachine } from '@machines/list-addition/list-addition.machine';
import { listAdditionModel } from '@machines/list-addition/list-addition.model';
import { generateJourneyPaths, type JourneyStep } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, fromPromise } from 'xstate';
import { replayPath } from './replay';

const paths = generateJourneyPaths(listAdditionMachine, listAdditionModel);

/** Effects that never settle (the path sends their outcome) and a record of navigations. */
function fake() {
  const effects = { navigations: [] as string[] };
  const never = fromPromise(() => new Promise<never>(() => {})) as never;
  const machine = listAdditionMachine.provide({
    actors: { loadLists: never, toggleProduct: never },
    actions: {
      goToLogin: (_, { returnTo }) => effects.navigations.push(`/login?redirect=${returnTo}`),
      goToRegister: (_, { returnTo }) => effects.navigations.push(`/register?redirect=${returnTo}`),
    },
  });
  return { machine, effects };
}

/** The 2-second confirmation runs out on the (fake) clock, as in the browser. */
async function perform(actor: AnyActorRef, step: JourneyStep) {
  if (step.event.type.startsWith('xstate.after.confirmation')) {
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().context.confirmation).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    return;
  }
  actor.send(step.event);
}

const invariant = (actor: AnyActorRef) => {
  const s = actor.getSnapshot();
  const { lists, confirmation, pendingId, signedIn } = s.context;
  // A suggested list is never offered; the product's membership is per list.
  expect(lists.some((l: { type: string }) => l.type === 'suggested')).toBe(false);
  if (s.matches('loginRequired')) {
    expect(signedIn).toBe(false);
    expect(s.hasTag('loginModal')).toBe(true);
    expect(s.hasTag('sheet')).toBe(false);
  } else if (s.matches('closed')) {
    expect(s.status).toBe('done');
  } else {
    expect(signedIn).toBe(true);
    expect(s.hasTag('sheet')).toBe(true);
    if (s.matches({ choosing: 'saving' })) expect(pendingId).not.toBeNull();
    else expect(pendingId).toBeNull();
    expect(confirmation !== null).toBe(s.matches({ choosing: 'confirmed' }));
  }
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('list-addition journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
    expect(paths.length).toBeLessThanOrEqual(20);
  });
  for (const path of paths) {
    it(path.name, async () => {
      const { machine, effects } = fake();
      await replayPath(path, {
        machine,
        invariant,
        perform,
        afterStep: (actor, step) => {
          const s = actor.getSnapshot();
          // Either way back to the page of the product afterwards.
          if (step.event.type === 'gate.login')
            expect(effects.navigations).toEqual(['/login?redirect=/search?product=oil']);
          if (step.event.type === 'gate.register')
            expect(effects.navigations).toEqual(['/register?redirect=/search?product=oil']);
          if (step.event.type === 'xstate.done.actor.loadLists') {
            // Favourites lacks the product, the weekend list has it.
            expect(s.context.lists.map((l: { saved: boolean }) => l.saved)).toEqual([false, true]);
          }
          if (step.event.type === 'xstate.done.actor.toggleProduct') {
            expect(s.context.confirmation).toEqual({
              listId: 'list-demo-favorites',
              label: 'Αγαπημένα',
              saved: true,
            });
            expect(s.context.lists[0].saved).toBe(true);
          }
          if (step.event.type === 'xstate.error.actor.toggleProduct') {
            expect(s.context.failed).toBe(true);
            expect(s.context.lists[0].saved).toBe(false);
          }
        },
      });
    });
  }
});

describe('list-addition journey: coverage of the generated paths', () => {
  const replayAll = async () => {
    const taken = new Set<string>();
    for (const path of paths) {
      const { machine } = fake();
      for (const key of await replayPath(path, { machine, invariant: () => {}, perform }))
        taken.add(key);
    }
    return taken;
  };
  it('every transition of the machine is taken by some generated path', async () => {
    const seen = await replayAll();
    const missing = definedTransitions(listAdditionMachine)
      .map((t) => t.key)
      .filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });
  it('every state of the machine is on some generated path', async () => {
    const visited = new Set<string>();
    for (const key of await replayAll()) {
      const [source, targets] = key.split(/ --.*--> /);
      for (const state of [source!, ...targets!.split(',')]) {
        const parts = state.split('.');
        for (let i = 1; i <= parts.length; i++) visited.add(parts.slice(0, i).join('.'));
      }
    }
    expect(definedStates(listAdditionMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
