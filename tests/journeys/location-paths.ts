import { generateJourneyPaths, type JourneyModel } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, fromPromise } from 'xstate';
import { replayPath } from './replay';

/** An invoked effect that never settles: the path sends its done/error event itself. */
export const pending = (): never => fromPromise(() => new Promise<never>(() => {})) as never;

/**
 * Machine-level generated paths of one location journey, replayed on a real actor whose invoked
 * effects never settle (each `xstate.done/error.actor.*` step is sent by the path), with an
 * invariant per state and the transition and state coverage tests.
 */
export function describeJourneyPaths<TMachine extends AnyStateMachine, TEffects>(options: {
  name: string;
  machine: TMachine;
  model: JourneyModel<TMachine>;
  bounds: [number, number];
  /** A fresh machine with fake effects and the record of what it asked the app to do. */
  fake: () => { machine: AnyStateMachine; effects: TEffects };
  invariant: (actor: AnyActorRef, effects: TEffects) => void;
  afterStep?: (actor: AnyActorRef, event: { type: string }, effects: TEffects) => void;
}) {
  const paths = generateJourneyPaths(options.machine, options.model);

  describe(`${options.name} journey: generated paths`, () => {
    it('generates a bounded set of paths', () => {
      expect(paths.length).toBeGreaterThanOrEqual(options.bounds[0]);
      expect(paths.length).toBeLessThanOrEqual(options.bounds[1]);
    });
    for (const path of paths) {
      it(path.name, async () => {
        const { machine, effects } = options.fake();
        await replayPath(path, {
          machine,
          invariant: (actor) => options.invariant(actor, effects),
          afterStep: (actor, step) => options.afterStep?.(actor, step.event, effects),
        });
      });
    }
  });

  describe(`${options.name} journey: coverage of the generated paths`, () => {
    const replayAll = async () => {
      const taken = new Set<string>();
      for (const path of paths) {
        const { machine } = options.fake();
        for (const key of await replayPath(path, { machine, invariant: () => {} })) taken.add(key);
      }
      return taken;
    };
    it('every transition of the machine is taken by some generated path', async () => {
      const seen = await replayAll();
      const missing = definedTransitions(options.machine)
        .map((t) => t.key)
        .filter((key) => !seen.has(key));
      expect(missing).toEqual([]);
    });
    it('every state of the machine is on some generated path', async () => {
      const visited = new Set<string>();
      for (const key of await replayAll()) {
        const [source, targets] = key.split(/ --.*--> /);
        // Being in a.b.c is being in a.b and a too (parallel regions are never a target).
        for (const state of [source!, ...targets!.split(',')]) {
          const parts = state.split('.');
          for (let i = 1; i <= parts.length; i++) visited.add(parts.slice(0, i).join('.'));
        }
      }
      expect(definedStates(options.machine).filter((s) => !visited.has(s))).toEqual([]);
    });
  });
  return paths;
}
