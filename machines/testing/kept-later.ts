import type { AnyStateMachine, EventObject, InputFrom } from 'xstate';
import type { JourneyModel } from './journey-paths';

/** The start of a journey on a prerendered page: waiting for what the browser keeps. */
export const PRERENDERED_START = 'prerendered page';

/**
 * A visit journey's model with the prerendered page's start: the journey waits (`keptLater`), then
 * `kept.restore` brings each of the model's own starts into it. The browser walks that step on
 * every prerendered page (e2e/prerender.spec.ts), not as a tour's step: its paths are left out of
 * the UI tours.
 */
export function withKeptLater<TMachine extends AnyStateMachine>(
  model: JourneyModel<TMachine>,
  /** Its waiting start; null for a journey that takes what is kept in any state it waits in. */
  waiting: InputFrom<TMachine> | null,
  /**
   * What else the browser may keep, restored only (a cart with unreadable lines). Tried first: a
   * variant that leads where another does is walked no further than the first.
   */
  restoredOnly: JourneyModel<TMachine>['inputs'] = [],
): JourneyModel<TMachine> {
  const kept = [...restoredOnly, ...model.inputs];
  const restores = kept.map(({ input }) => ({ type: 'kept.restore', input }));
  const names = new Map(kept.map(({ name, input }) => [JSON.stringify(input), name]));
  const describe = model.describeEvent;
  return {
    ...model,
    inputs:
      waiting === null
        ? model.inputs
        : [...model.inputs, { name: PRERENDERED_START, input: waiting }],
    eventVariants: { ...model.eventVariants, 'kept.restore': restores },
    describeEvent: (event: EventObject) =>
      event.type === 'kept.restore'
        ? `restore what the browser keeps: ${names.get(JSON.stringify((event as EventObject & { input?: unknown }).input)) ?? 'kept state'}`
        : describe
          ? describe(event)
          : event.type,
    uiWalkable: (path) =>
      path.inputName !== PRERENDERED_START &&
      !path.steps.some((step) => step.event.type === 'kept.restore') &&
      (model.uiWalkable?.(path) ?? true),
  };
}
