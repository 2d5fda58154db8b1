import { consentMachine } from '@machines/consent/consent.machine';
import { consentModel } from '@machines/consent/consent.model';
import { coverageMarkdown, journeyCoverage } from '@machines/testing/coverage';
import { generateJourneyPaths, type JourneyModel } from '@machines/testing/journey-paths';
import { stubEffects } from '@machines/testing/replay';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';

/** A small journey with an effect, an invoked actor and a guard, to test the stubs on. */
const fetcher = setup({
  types: { context: {} as { tries: number; saved: boolean } },
  actions: {
    save: () => {
      throw new Error('fetcher: effect "save" not provided');
    },
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
  },
  actors: {
    load: fromPromise<string>(() => Promise.reject(new Error('load not provided'))),
  },
  guards: { canRetry: ({ context }) => context.tries < 2 },
}).createMachine({
  id: 'fetcher',
  context: { tries: 0, saved: false },
  initial: 'loading',
  states: {
    loading: {
      entry: 'countTry',
      invoke: {
        src: 'load',
        onDone: { target: 'done', actions: 'save' },
        onError: [{ guard: 'canRetry', target: 'loading', reenter: true }, { target: 'failed' }],
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});

describe('stubEffects', () => {
  it('makes the provided effects no-ops and keeps assign, guards and the flow', () => {
    const actor = createActor(stubEffects(consentMachine), { input: { stored: null } }).start();
    actor.send({ type: 'consent.openSettings' });
    actor.send({ type: 'consent.declineAll' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.decided).toBe(true);
  });

  it('an invoked actor never answers: the path decides the outcome', async () => {
    const actor = createActor(stubEffects(fetcher)).start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'xstate.error.actor.0.fetcher.loading', error: new Error('x') } as never);
    expect(actor.getSnapshot().context.tries).toBe(2);
    actor.send({ type: 'xstate.done.actor.0.fetcher.loading', output: 'ok' } as never);
    expect(actor.getSnapshot().value).toBe('done');
  });
});

describe('journeyCoverage', () => {
  it('reports the consent journey fully covered, at UI level too when its spec runs the paths', () => {
    const coverage = journeyCoverage(
      { id: 'consent', machine: consentMachine, model: consentModel as JourneyModel },
      'all',
    );
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.machineTransitions).toHaveLength(coverage.transitions.length);
    // All but the prerendered page's two steps (walked on every prerendered page load).
    expect(coverage.uiTransitions).toEqual(
      coverage.transitions.filter(
        (t) =>
          t !== 'checking --always--> awaitingKept' &&
          t !== 'awaitingKept --kept.restore--> checking',
      ),
    );
    expect(coverage.paths).toBe(generateJourneyPaths(consentMachine, consentModel).length);
  });

  it('names what a model that never reaches a branch leaves uncovered', () => {
    // Without the "decided earlier" input, the `hasDecision` branch of `checking` is never taken.
    const model = { ...consentModel, inputs: consentModel.inputs.slice(0, 1) } as JourneyModel;
    const coverage = journeyCoverage({ id: 'consent', machine: consentMachine, model }, 'none');
    expect(coverage.uncoveredTransitions).toContain('checking --always#1--> decided');
    expect(coverage.uiTransitions).toEqual([]);
    const report = coverageMarkdown([coverage]);
    expect(report).toContain('- transition `checking --always#1--> decided`');
    expect(report).toContain('| [consent](./consent.md) |');
  });
});
