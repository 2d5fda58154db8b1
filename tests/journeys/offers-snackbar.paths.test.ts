import {
  OFFERS_SNACKBAR_MS,
  offersSnackbarMachine,
} from '@machines/offers-snackbar/offers-snackbar.machine';
import { offersSnackbarModel } from '@machines/offers-snackbar/offers-snackbar.model';
import { isSnackbarVisible } from '@machines/offers-snackbar/offers-snackbar.selectors';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateJourneyPaths } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { replayPath } from './replay';

const paths = generateJourneyPaths(offersSnackbarMachine, offersSnackbarModel);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Delays are played on the fake clock, everything else is sent. */
async function perform(actor: AnyActorRef, step: JourneyStep) {
  if (step.event.type.startsWith('xstate.after.')) {
    await vi.advanceTimersByTimeAsync(OFFERS_SNACKBAR_MS);
  } else {
    actor.send(step.event);
  }
}

const invariant = (actor: AnyActorRef) => {
  const snapshot = actor.getSnapshot();
  if (snapshot.matches('showing')) expect(isSnackbarVisible(snapshot)).toBe(true);
  else if (snapshot.matches('hidden')) expect(isSnackbarVisible(snapshot)).toBe(false);
  else throw new Error(`No invariant for state ${JSON.stringify(snapshot.value)}`);
};

describe('offers snackbar: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(1);
    expect(paths.length).toBeLessThan(20);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await replayPath(path, { machine: offersSnackbarMachine, invariant, perform });
    });
  }
});

describe('offers snackbar: the 4-second rule', () => {
  it('is visible at 3999 ms and gone at 4000 ms', async () => {
    const actor = createActor(offersSnackbarMachine).start();
    await vi.advanceTimersByTimeAsync(3999);
    expect(isSnackbarVisible(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSnackbarVisible(actor.getSnapshot())).toBe(false);
  });

  it('restarts the 4 seconds when the page of offers changes', async () => {
    const actor = createActor(offersSnackbarMachine).start();
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'offers.pageChanged' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(isSnackbarVisible(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isSnackbarVisible(actor.getSnapshot())).toBe(false);
  });
});

describe('offers snackbar: coverage of the generated paths', () => {
  it('every transition and state is taken by some generated path', async () => {
    const seen = new Set<string>();
    for (const path of paths) {
      const keys = await replayPath(path, {
        machine: offersSnackbarMachine,
        invariant: () => {},
        perform,
      });
      for (const key of keys) seen.add(key);
    }
    const missing = definedTransitions(offersSnackbarMachine)
      .map((t) => t.key)
      .filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
    const visited = new Set<string>();
    for (const key of seen) {
      const [source, targets] = key.split(/ --.*--> /);
      visited.add(source!);
      for (const target of targets!.split(',')) visited.add(target);
    }
    expect(definedStates(offersSnackbarMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
