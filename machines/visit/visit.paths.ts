import { getShortestPaths } from '@xstate/graph';
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { greedyCover } from '../testing/journey-paths';
import { type VisitContext, type VisitEvent, visitMachine } from './visit.machine';

/** One step of a system path: the shopper's action and the whole shop's state after it. */
export interface VisitStep {
  event: VisitEvent;
  /** Where the shopper is (`{"inShop":"checkout"}`, `thankYou`...). */
  state: StateValue;
  context: VisitContext;
}

export interface VisitPath {
  name: string;
  steps: VisitStep[];
}

const events: VisitEvent['type'][] = [
  'shop.choose',
  'product.add',
  'slot.reserve',
  'slot.expire',
  'checkout.go',
  'order.place',
  'shopping.continue',
  'login',
  'logout',
  'page.reload',
  'tab.second',
];

const valueKey = (value: StateValue) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Steps whose meaning depends on who shops: a customer chooses a saved address and orders to it. */
const byRole: VisitEvent['type'][] = ['shop.choose', 'order.place'];

/** A transition of the model, as the cover counts it: where from, by what, to where (and who). */
const transitionKey = (from: VisitStep | null, step: VisitStep) =>
  `${from ? valueKey(from.state) : 'start'} --${step.event.type}--> ${valueKey(step.state)}${
    byRole.includes(step.event.type) ? (step.context.signedIn ? ' (customer)' : ' (visitor)') : ''
  }`;

/** Steps that change nothing in the model: they are checked between the others (see below). */
const checks: VisitEvent['type'][] = ['page.reload', 'tab.second'];

/** Orders placed in one visit are bounded: the graph stops at the second (the first is followed by the next visit's start). */
const MAX_ORDERS = 2;

/**
 * System paths: @xstate/graph's shortest paths to every state of the model (state value and the
 * whole context: who, selection, cart, slot, orders), bounded by MAX_ORDERS, then a greedy cover
 * that keeps the fewest paths walking every transition (state, event, state, role) any path walks.
 */
export function generateVisitPaths(): VisitPath[] {
  const graphPaths = getShortestPaths(visitMachine, {
    events: (snapshot: AnyMachineSnapshot) =>
      events
        .filter((type) => !checks.includes(type))
        .map((type) => ({ type }) as EventObject)
        .filter((e) => snapshot.can(e)),
    // The incoming event is part of the key, so a step that changes nothing visible in the
    // model (a reload, a second tab) still gets its own shortest path.
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined) =>
      `${valueKey(snapshot.value)} ${JSON.stringify(snapshot.context)} via ${event?.type ?? 'start'}`,
    stopWhen: (snapshot: AnyMachineSnapshot) =>
      (snapshot.context as VisitContext).orders >= MAX_ORDERS && snapshot.matches('thankYou'),
  } as never);
  const paths: VisitPath[] = graphPaths.map((path) => {
    const steps = path.steps
      .filter((step) => (step.event as EventObject).type !== 'xstate.init')
      .map((step) => {
        const snapshot = step.state as AnyMachineSnapshot;
        return {
          event: step.event as VisitEvent,
          state: snapshot.value,
          context: snapshot.context as VisitContext,
        };
      });
    return { name: steps.map((s) => s.event.type).join(' → ') || 'start', steps };
  });
  return cover(paths.filter((p) => p.steps.length > 0)).map(withChecks);
}

/**
 * Reload and a second tab are available at every step: each path gets one after each of its
 * steps (but the thank-you page), alternating (a reload after the first, a second tab after the second...), so both are
 * met in every state the path visits. They change nothing, so the state stays the same.
 */
function withChecks(path: VisitPath): VisitPath {
  let n = 0;
  const steps = path.steps.flatMap((step) =>
    // Not on the thank-you page: it shows the order just placed, from memory.
    step.state === 'thankYou'
      ? [step]
      : [step, { ...step, event: { type: checks[n++ % checks.length]! } as VisitEvent }],
  );
  return { name: steps.map((s) => s.event.type).join(' → '), steps };
}

/** The transitions a set of paths walks. */
export const walkedTransitions = (paths: VisitPath[]) =>
  new Set(
    paths.flatMap((path) => path.steps.map((s, i) => transitionKey(path.steps[i - 1] ?? null, s))),
  );

/** The fewest paths walking every transition; among equal gains, the shorter path. */
const cover = (paths: VisitPath[]) =>
  greedyCover(
    paths,
    (path) => new Set(path.steps.map((s, i) => transitionKey(path.steps[i - 1] ?? null, s))),
    (a, b) => a.steps.length < b.steps.length,
  );
