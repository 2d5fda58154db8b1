import type { JourneyPath, JourneyStep } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions, transitionKey } from '@machines/testing/transitions';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
} from 'xstate';

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /** The machine with fake effects provided. */
  machine: TMachine;
  /** Checked after the start and after every step, for the state the actor is in. */
  invariant: (actor: AnyActorRef) => void;
  /** Performs a step: by default the event is sent. Map `xstate.after.*` etc. to clocks here. */
  perform?: (actor: AnyActorRef, step: JourneyStep) => void | Promise<void>;
  /** Checked after each step, with the step (for per-event expectations). */
  afterStep?: (actor: AnyActorRef, step: JourneyStep) => void;
}

/**
 * What a path's journey started from: its input, or, on a prerendered page's path, what
 * `kept.restore` brought.
 */
export const startInput = <T>(path: JourneyPath): T =>
  ((
    path.steps.find((step) => step.event.type === 'kept.restore')?.event as
      | { input?: unknown }
      | undefined
  )?.input ?? path.input) as T;

/** Replays one generated path on a real actor; returns the transitions it took. */
export async function replayPath<TMachine extends AnyStateMachine>(
  path: JourneyPath,
  options: ReplayOptions<TMachine>,
): Promise<Set<string>> {
  const taken = new Set<string>();
  const actor = createActor(options.machine, {
    input: path.input as never,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of (event as unknown as { _transitions: never[] })._transitions) {
        taken.add(transitionKey(transition));
      }
    },
  });
  actor.start();
  const currentValue = () => (actor.getSnapshot() as AnyMachineSnapshot).value;
  options.invariant(actor);
  for (const step of path.steps) {
    await (options.perform ? options.perform(actor, step) : actor.send(step.event as never));
    if (JSON.stringify(currentValue()) !== JSON.stringify(step.state)) {
      throw new Error(
        `After "${step.label}" expected ${JSON.stringify(step.state)}, got ${JSON.stringify(
          currentValue(),
        )}`,
      );
    }
    options.invariant(actor);
    options.afterStep?.(actor, step);
  }
  actor.stop();
  return taken;
}

/**
 * What the generated paths leave out: the machine's defined transitions and states that no
 * path takes or visits when replayed (each path on a fresh `machine()`). Both empty: covered.
 */
export async function uncoveredByPaths<TMachine extends AnyStateMachine>(
  definition: TMachine,
  paths: readonly JourneyPath[],
  machine: () => TMachine,
): Promise<{ transitions: string[]; states: string[] }> {
  const seen = new Set<string>();
  for (const path of paths) {
    for (const key of await replayPath(path, { machine: machine(), invariant: () => {} })) {
      seen.add(key);
    }
  }
  const visited = new Set(
    [...seen].flatMap((key) => key.split(/ --.*--> /).flatMap((part) => part.split(','))),
  );
  return {
    transitions: definedTransitions(definition)
      .map((t) => t.key)
      .filter((key) => !seen.has(key)),
    states: definedStates(definition).filter((state) => !visited.has(state)),
  };
}
