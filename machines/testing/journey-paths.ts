import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type StateValue,
} from 'xstate';

/** What path generation needs to know about a journey beyond its machine. */
export interface JourneyModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Named starting points; each is traversed on its own (e.g. "nothing stored", "stored"). */
  inputs: { name: string; input: InputFrom<TMachine> }[];
  /** Payload variants per event type; event types not listed are sent without payload. */
  eventVariants?: Record<string, EventObject[]>;
  /** Readable label of a step for QA and product owners ("accept all", "toggle ad"). */
  describeEvent?: (event: EventObject) => string;
  /** Also add simple paths ending in these state values (keep the count bounded). */
  simplePathsTo?: string[];
  /**
   * What of the context tells two snapshots of one state apart for the generation (default:
   * nothing): a guard that reads a context flag is only taken from a snapshot where it holds.
   * Keep it to a few values: each multiplies the states the shortest paths reach.
   */
  contextKey?: (context: never) => string;
  /**
   * Whether the shop lets a shopper walk a path (or the start of a longer one) in the browser:
   * what the page offers no control for, or an order of steps the UI cannot produce, is false.
   * UI-level tours (`generateUiTours`) only grow through walkable paths; what they cannot reach
   * is reported as not walked. Default: every path.
   */
  uiWalkable?: (path: JourneyPath) => boolean;
  /**
   * Whether a shopper can take this event from this state in the browser, where time runs on
   * its own: a step no one can make within a brief delay's wait, for one. UI tours are grown from
   * paths generated with only these steps, so a transition is not left unwalked because its
   * shortest path took a step no one can take. Default: every event.
   */
  uiStep?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * Steps a UI tour may grow to (default 10). A spec walks a tour step by step: what a call
   * answers (faults included) is set up from the step after it, not from the whole tour, since a
   * tour may meet one call twice with two outcomes.
   */
  uiTourSteps?: number;
}

export interface JourneyStep {
  event: EventObject;
  /** Label of the event for people. */
  label: string;
  /** The state value after the event. */
  state: StateValue;
  /** The model's `contextKey` of the snapshot after the event, when the model has one. */
  contextKey?: string;
}

export interface JourneyPath {
  /** Readable and stable: `start: nothing stored → accept all → decided`. */
  name: string;
  inputName: string;
  input: unknown;
  steps: JourneyStep[];
}

export const valueKey = (value: StateValue) =>
  typeof value === 'string' ? value : JSON.stringify(value);

const payloadKey = (event: EventObject) => {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.keys(payload).length ? JSON.stringify(payload) : '';
};

export const defaultDescribeEvent = (event: EventObject): string => {
  const payload = payloadKey(event);
  return payload ? `${event.type} ${payload}` : event.type;
};

/**
 * Generated paths of a journey: shortest paths to every (state, incoming transition) pair, so
 * every reachable transition is on some path, plus chosen simple paths. Paths that are a prefix
 * of a longer one are dropped, then a greedy cover keeps only paths that add a transition
 * (with the start they begin from) no other kept path walks.
 */
export const generateJourneyPaths = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: JourneyModel<TMachine>,
): JourneyPath[] => coverTransitions(candidatePaths(machine, model));

/**
 * Every path the generation starts from: a shortest path to each (state, incoming transition,
 * previous state) of each start, and the model's simple paths, without those that are a prefix
 * of another. `generateJourneyPaths` keeps a cover of them; UI tours chain them.
 */
export function candidatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: JourneyModel<TMachine>,
  /** `ui`: only the steps a shopper can take in the browser (the model's `uiStep`). */
  { ui = false }: { ui?: boolean } = {},
): JourneyPath[] {
  const uiStep = (ui && model.uiStep) || (() => true);
  const labelOf = model.describeEvent ?? defaultDescribeEvent;
  // Only events the state accepts (a guard that refuses is not a step anyone can take).
  const events = (snapshot: AnyMachineSnapshot) =>
    __unsafe_getAllOwnEventDescriptors(snapshot)
      .flatMap((type) => model.eventVariants?.[type] ?? [{ type }])
      .filter((event) => event.type.startsWith('xstate.') || snapshot.can(event))
      .filter((event) => uiStep(snapshot, event));
  // Key = state + the event type that led there + the state it came from, so each transition
  // gets its own shortest path (payload variants of one transition share a key).
  const serializeState = (
    snapshot: AnyMachineSnapshot,
    event: EventObject | undefined,
    prev?: AnyMachineSnapshot,
  ) => `${stateKey(snapshot)} via ${event?.type ?? 'start'} from ${prev ? stateKey(prev) : '-'}`;
  const stateKey = (snapshot: AnyMachineSnapshot) =>
    valueKey(snapshot.value) +
    (model.contextKey ? ` ${model.contextKey(snapshot.context as never)}` : '');

  const all: JourneyPath[] = [];
  for (const { name, input } of model.inputs) {
    const options = { input, events, serializeState } as never;
    const graphPaths = [
      ...getShortestPaths(machine, options),
      ...(model.simplePathsTo?.length
        ? getSimplePaths(machine, {
            input,
            events,
            serializeState: (s: AnyMachineSnapshot) => valueKey(s.value),
            toState: (s: AnyMachineSnapshot) => model.simplePathsTo!.includes(valueKey(s.value)),
          } as never)
        : []),
    ];
    for (const path of graphPaths) {
      const steps = path.steps
        .filter((step) => step.event.type !== 'xstate.init')
        .map((step) => ({
          event: step.event,
          label: labelOf(step.event),
          state: (step.state as AnyMachineSnapshot).value,
          ...(model.contextKey
            ? { contextKey: model.contextKey((step.state as AnyMachineSnapshot).context as never) }
            : {}),
        }));
      const startState = (path.steps[0]?.state as AnyMachineSnapshot | undefined)?.value;
      all.push(journeyPath(name, input, startState, steps));
    }
  }
  return dropPrefixes(all);
}

/** A path named as people read it: `start: <input> (<state>) → <event> → <state> → …`. */
export function journeyPath(
  inputName: string,
  input: unknown,
  startState: StateValue | undefined,
  steps: JourneyStep[],
): JourneyPath {
  const trail = steps.map((s) => `${s.label} → ${valueKey(s.state)}`);
  return {
    name: [`start: ${inputName} (${startState ? valueKey(startState) : '?'})`, ...trail].join(
      ' → ',
    ),
    inputName,
    input,
    steps,
  };
}

/** The keys of the transitions a path walks (state, incoming event type, previous state). */
const stepKeys = (path: JourneyPath) => {
  let prev = path.name.slice(0, path.name.indexOf(')') + 1);
  return path.steps.map((step) => {
    const after = valueKey(step.state) + (step.contextKey ? ` ${step.contextKey}` : '');
    const key = `${prev} --${step.event.type}--> ${after}`;
    prev = after;
    return key;
  });
};

/**
 * Keeps a small set of paths that still walks every transition the full set walks: greedy set
 * cover, longest contribution first, ties broken by order (so the result is deterministic).
 */
const coverTransitions = (paths: JourneyPath[]) =>
  greedyCover(paths, (path) => new Set(stepKeys(path)));

/**
 * Greedy set cover: repeatedly takes the item that adds the most keys not yet covered (ties:
 * `prefer`, then the earlier item), until every key of any item is covered; returns the chosen
 * items in their original order.
 */
export function greedyCover<T>(
  items: T[],
  keysOf: (item: T) => Set<string>,
  prefer: (a: T, b: T) => boolean = () => false,
): T[] {
  const keys = items.map(keysOf);
  const uncovered = new Set(keys.flatMap((set) => [...set]));
  const chosen: number[] = [];
  while (uncovered.size) {
    let best = -1;
    let bestGain = 0;
    keys.forEach((set, index) => {
      const gain = [...set].filter((key) => uncovered.has(key)).length;
      const better =
        gain > bestGain || (gain === bestGain && gain > 0 && prefer(items[index]!, items[best]!));
      if (better) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.push(best);
    for (const key of keys[best]!) uncovered.delete(key);
  }
  return chosen.sort((a, b) => a - b).map((index) => items[index]!);
}

function dropPrefixes(paths: JourneyPath[]): JourneyPath[] {
  const unique = [...new Map(paths.map((p) => [p.name, p])).values()];
  return unique.filter(
    (path) =>
      !unique.some(
        (other) =>
          other !== path &&
          other.inputName === path.inputName &&
          other.steps.length > path.steps.length &&
          other.name.startsWith(`${path.name} → `),
      ),
  );
}
