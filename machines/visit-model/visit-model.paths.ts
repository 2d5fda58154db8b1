import { getShortestPaths } from '@xstate/graph';
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { greedyCover, valueKey } from '../testing/journey-paths';
import {
  checkEvents,
  initialVisit,
  type VisitModelContext,
  type VisitModelEvent,
  visitModelMachine,
} from './visit-model.machine';

/** One step of a system path: the shopper's action and the whole shop's state after it. */
export interface VisitStep {
  event: VisitModelEvent;
  /** Where the shopper is (`{"inShop":"checkout"}`, `thankYou`...). */
  state: StateValue;
  context: VisitModelContext;
}

export interface VisitPath {
  name: string;
  steps: VisitStep[];
}

/** The steps the graph is traversed over (the checks are put between them afterwards). */
const stepEvents: VisitModelEvent['type'][] = [
  'guests.off',
  'shop.choose',
  'product.add',
  'slot.reserve',
  'slot.expire',
  'checkout.go',
  'checkout.open',
  'order.place',
  'shopping.continue',
  'login',
  'logout',
];

/**
 * Steps whose meaning depends on who shops and where to: a visitor picks up at a shop, a customer
 * chooses a saved address and orders to it (or to the shop chosen before logging in).
 */
const byRole: VisitModelEvent['type'][] = ['shop.choose', 'order.place'];
const initialValue = valueKey(
  visitModelMachine.resolveState({ value: 'inShop', context: initialVisit }).value,
);

/** A transition of the model, as the cover counts it: where from, by what, to where (and who). */
const transitionKey = (from: VisitStep | null, step: VisitStep) =>
  `${from ? valueKey(from.state) : initialValue} --${step.event.type}--> ${valueKey(step.state)}${
    byRole.includes(step.event.type)
      ? ` (${step.context.signedIn ? 'customer' : 'visitor'}, ${step.context.selected})`
      : ''
  }`;

/** Orders placed in one visit are bounded: the graph stops at the second (the first is followed by the next visit's start). */
const MAX_ORDERS = 2;

/**
 * System paths: @xstate/graph's shortest paths to every state of the model (state value and the
 * whole context: who, selection, cart, slot, orders), bounded by MAX_ORDERS, then a greedy cover
 * that keeps the fewest paths walking every transition (state, event, state, role) any path walks.
 */
export function generateVisitPaths(): VisitPath[] {
  const graphPaths = getShortestPaths(visitModelMachine, {
    events: (snapshot: AnyMachineSnapshot) =>
      stepEvents.map((type) => ({ type }) as EventObject).filter((e) => snapshot.can(e)),
    // The incoming event and the state it came from are part of the key, so every transition
    // gets its own shortest path (a login from the login page the press sent the shopper to is
    // not replaced by a shorter login from the account menu that ends in the same state).
    serializeState: (
      snapshot: AnyMachineSnapshot,
      event: EventObject | undefined,
      previous?: AnyMachineSnapshot,
    ) =>
      `${valueKey(snapshot.value)} ${JSON.stringify(snapshot.context)} via ${event?.type ?? 'start'} from ${previous ? valueKey(previous.value) : 'start'}`,
    stopWhen: (snapshot: AnyMachineSnapshot) =>
      (snapshot.context as VisitModelContext).orders >= MAX_ORDERS && snapshot.matches('thankYou'),
  } as never);
  const paths: VisitPath[] = graphPaths.map((path) => {
    const steps = path.steps
      .filter((step) => (step.event as EventObject).type !== 'xstate.init')
      .map((step) => {
        const snapshot = step.state as AnyMachineSnapshot;
        return {
          event: step.event as VisitModelEvent,
          state: snapshot.value,
          context: snapshot.context as VisitModelContext,
        };
      });
    return { name: steps.map((s) => s.event.type).join(' → ') || 'start', steps };
  });
  const rotation = { next: 0 };
  return cover(paths.filter((p) => p.steps.length > 0)).map((path) => withChecks(path, rotation));
}

/**
 * The checks (a reload, a second tab, the other language, an abandoned choice, the cookie
 * settings) are available at every step where the model accepts them: after each step comes
 * the next check of the rotation that its state accepts (the rotation runs on across paths, so
 * every kind is met in many states). None on the thank-you page, which shows the order just
 * placed from memory. A check changes nothing, so the state stays the same.
 */
function withChecks(path: VisitPath, rotation: { next: number }): VisitPath {
  const steps = path.steps.flatMap((step) => {
    const snapshot = visitModelMachine.resolveState({ value: step.state, context: step.context });
    for (let i = 0; i < checkEvents.length; i++) {
      const type = checkEvents[(rotation.next + i) % checkEvents.length]!;
      if (snapshot.can({ type })) {
        rotation.next = (rotation.next + i + 1) % checkEvents.length;
        return [step, { ...step, event: { type } as VisitModelEvent }];
      }
    }
    return [step];
  });
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
