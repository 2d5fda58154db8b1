import type { AnyStateMachine } from 'xstate';
import { visitedStates } from './coverage';
import type { JourneyModel } from './journey-paths';
import { replayWithStubs } from './replay';
import { definedStates, definedTransitions } from './transitions';
import { generateUiTours } from './ui-tours';

/** Outcome of each UI-level path in the last e2e run, by journey id then path name. */
export type UiRunOutcomes = Record<string, Record<string, string>>;

export interface UiRunCoverage {
  id: string;
  /** UI tours of the journey. */
  paths: number;
  passed: string[];
  failed: string[];
  /** Tours the last e2e run did not walk at all. */
  notRun: string[];
  states: string[];
  transitions: string[];
  /** Covered by the paths that passed in the browser. */
  uiStates: string[];
  uiTransitions: string[];
}

/**
 * UI-level coverage from what the browser actually walked: the transitions of the UI tours
 * that passed in the last e2e run (e2e/support/journey-runs-reporter.ts), each path
 * replayed on the stubbed machine to name its transitions.
 */
export function uiRunCoverage(
  journey: { id: string; machine: AnyStateMachine; model: JourneyModel },
  outcomes: UiRunOutcomes,
): UiRunCoverage {
  const ran = outcomes[journey.id] ?? {};
  const paths = generateUiTours(journey.machine, journey.model);
  const passed = paths.filter((path) => ran[path.name] === 'passed');
  const taken = new Set<string>();
  for (const path of passed) {
    for (const key of replayWithStubs(journey.machine, path).taken) taken.add(key);
  }
  const visited = visitedStates(taken);
  const states = definedStates(journey.machine);
  const transitions = definedTransitions(journey.machine).map((t) => t.key);
  return {
    id: journey.id,
    paths: paths.length,
    passed: passed.map((p) => p.name),
    failed: paths.filter((p) => p.name in ran && ran[p.name] !== 'passed').map((p) => p.name),
    notRun: paths.filter((p) => !(p.name in ran)).map((p) => p.name),
    states,
    transitions,
    uiStates: states.filter((s) => visited.has(s)),
    uiTransitions: transitions.filter((t) => taken.has(t)),
  };
}
