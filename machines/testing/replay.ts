import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromCallback,
  SimulatedClock,
  type StateValue,
} from 'xstate';
import type { JourneyPath } from './journey-paths';
import { transitionKey } from './transitions';

/**
 * The machine with every effect stubbed: each custom action (the effects the app provides,
 * e.g. `persistChoices`) becomes a no-op and each invoked or spawned actor becomes a callback
 * actor that never answers, so a path's own `xstate.done.actor.*` / `xstate.error.actor.*`
 * steps decide the outcome. Built-in actions (assign, raise, sendTo, enqueueActions, emit),
 * guards and delays stay real, so the machine decides exactly as it does in the app.
 */
export function stubEffects<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const implementations = machine.implementations as {
    actions: Record<string, unknown>;
    actors: Record<string, unknown>;
  };
  const actions: Record<string, () => void> = {};
  for (const [name, action] of Object.entries(implementations.actions ?? {})) {
    const builtIn =
      typeof action === 'function' &&
      typeof (action as unknown as { type?: unknown }).type === 'string' &&
      (action as unknown as { type: string }).type.startsWith('xstate.');
    if (!builtIn) actions[name] = () => {};
  }
  const actors: Record<string, unknown> = {};
  for (const name of Object.keys(implementations.actors ?? {})) {
    actors[name] = fromCallback(() => () => {});
  }
  return machine.provide({ actions, actors } as never) as TMachine;
}

const sameValue = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b);

export interface PathReplay {
  /** Transition keys taken (as `definedTransitions(machine)[].key`). */
  taken: Set<string>;
  /** The step where the actor's state differed from the step's state, if any. */
  mismatch?: string;
}

export interface StepsReplay {
  /** The state the actor starts in (after its initial microsteps). */
  start: StateValue;
  /** Per step that matched: the state it reached and the transition keys it took. */
  steps: { state: StateValue; taken: string[] }[];
  /** Transition keys taken on start (`always` and initial transitions). */
  startTaken: string[];
  /** Index of the first step whose state differed from the path's, if any. */
  mismatchAt?: number;
  mismatch?: string;
  /** Transition keys the mismatching step took. */
  mismatchTaken?: string[];
}

/**
 * Sends a path's events to a fresh actor of the stubbed machine with a simulated clock (delays
 * fire only when the path sends their `xstate.after.*` event) and records, per step, the
 * transitions XState reports in its `@xstate.microstep` inspection events. Stops at the first
 * step whose state differs from the path's.
 */
export function replaySteps(
  machine: AnyStateMachine,
  input: unknown,
  events: { event: EventObject; state: StateValue; label?: string }[],
): StepsReplay {
  let current: string[] = [];
  const actor = createActor(stubEffects(machine), {
    input: input as never,
    clock: new SimulatedClock(),
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of (event as unknown as { _transitions: never[] })._transitions) {
        current.push(transitionKey(transition));
      }
    },
  });
  actor.start();
  const startTaken = current;
  const start = (actor.getSnapshot() as AnyMachineSnapshot).value;
  const steps: StepsReplay['steps'] = [];
  let mismatchAt: number | undefined;
  let mismatch: string | undefined;
  let mismatchTaken: string[] | undefined;
  for (const [index, step] of events.entries()) {
    current = [];
    actor.send(step.event as never);
    const value = (actor.getSnapshot() as AnyMachineSnapshot).value;
    if (!sameValue(value, step.state)) {
      mismatchAt = index;
      mismatchTaken = current;
      mismatch = `after "${step.label ?? step.event.type}" expected ${JSON.stringify(step.state)}, got ${JSON.stringify(value)}`;
      break;
    }
    steps.push({ state: value, taken: current });
  }
  actor.stop();
  return {
    start,
    steps,
    startTaken,
    ...(mismatch ? { mismatchAt, mismatch, mismatchTaken } : {}),
  };
}

/**
 * Replays a generated path on the stubbed machine (`replaySteps`) and gathers every transition
 * it takes, like tests/journeys/replay.ts.
 */
export function replayWithStubs(machine: AnyStateMachine, path: JourneyPath): PathReplay {
  const replay = replaySteps(machine, path.input, path.steps);
  const taken = new Set([
    ...replay.startTaken,
    ...replay.steps.flatMap((s) => s.taken),
    // The step that mismatched took its transitions all the same.
    ...(replay.mismatchTaken ?? []),
  ]);
  return { taken, ...(replay.mismatch ? { mismatch: replay.mismatch } : {}) };
}
