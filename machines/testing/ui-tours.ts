import type { AnyStateMachine } from 'xstate';
import {
  candidatePaths,
  type JourneyModel,
  type JourneyPath,
  type JourneyStep,
  journeyPath,
  valueKey,
} from './journey-paths';
import { replaySteps } from './replay';

/** What the browser can walk of a journey, beyond what its machine accepts. */
export interface UiTourOptions {
  /** Instead of the model's `uiWalkable`. A tour only ever grows through walkable paths. */
  walkable?: (path: JourneyPath) => boolean;
  /** Instead of the model's `uiTourSteps`: steps a tour grows to (one browser test walks it). */
  maxSteps?: number;
}

interface Candidate {
  path: JourneyPath;
  /** The state before each step (index 0: the start). */
  before: string[];
  /** Keys each step adds: the transition definitions it takes (the first: also its start). */
  stepKeys: string[][];
}

/**
 * Keys a path walks, as `replaySteps` sees it on the stubbed machine: the start it begins from
 * and each transition definition taken. Undefined when the machine does not take the path's
 * states.
 */
function walk(machine: AnyStateMachine, path: JourneyPath) {
  const replay = replaySteps(machine, path.input, path.steps);
  if (replay.mismatch) return undefined;
  const before = [valueKey(replay.start), ...path.steps.map((s) => valueKey(s.state))];
  const stepKeys = path.steps.map((_, i) => [...replay.steps[i]!.taken]);
  if (stepKeys[0]) stepKeys[0].push(`start: ${path.inputName}`, ...replay.startTaken);
  return { before, stepKeys, start: replay.start };
}

/**
 * UI-level paths of a journey: tours that chain the generated paths, so that one browser test
 * walks several transitions in one visit instead of loading the shop once per transition.
 *
 * The tours walk every transition definition (as XState reports them) and every start that the
 * walkable generated paths walk.
 * Greedy: a tour starts with the walkable path that adds the most, then grows by the part of a
 * generated path that leaves from the state the tour is in and adds the most per step; every
 * grown tour is replayed on the stubbed machine (it must take the states it names: the part was
 * generated from another context) and must stay walkable. A tour ends at `maxSteps` or when no
 * part adds anything; the next starts afresh, until nothing is left. Deterministic.
 */
export function generateUiTours<TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: JourneyModel<TMachine>,
  options: UiTourOptions = {},
): JourneyPath[] {
  if (options.walkable || options.maxSteps !== undefined)
    return buildTours(machine, model, options);
  // The model's own tours: the diagrams, the coverage report and the run check all ask for them.
  let kept = modelTours.get(model);
  if (!kept) {
    kept = buildTours(machine, model, options);
    modelTours.set(model, kept);
  }
  return kept;
}

const modelTours = new WeakMap<JourneyModel, JourneyPath[]>();

function buildTours(
  machine: AnyStateMachine,
  model: JourneyModel,
  options: UiTourOptions,
): JourneyPath[] {
  const walkable = options.walkable ?? model.uiWalkable ?? (() => true);
  const maxSteps = options.maxSteps ?? model.uiTourSteps ?? 10;
  const candidates: Candidate[] = [];
  for (const whole of candidatePaths(machine, model, { ui: true })) {
    // A path the browser cannot walk to its end still offers its walkable start.
    const path = walkableStart(whole, walkable);
    if (!path) continue;
    const walked = walk(machine, path);
    if (walked) candidates.push({ path, before: walked.before, stepKeys: walked.stepKeys });
  }
  const uncovered = new Set(candidates.flatMap((c) => c.stepKeys.flat()));
  const gainOf = (keys: string[][]) => new Set(keys.flat().filter((k) => uncovered.has(k))).size;

  const tours: JourneyPath[] = [];
  while (uncovered.size) {
    // A fresh start: the walkable generated path that adds the most, up to its last new step.
    let tour: JourneyPath | undefined;
    let best = 0;
    for (const c of candidates) {
      const end = lastGainingStep(c.stepKeys, uncovered);
      if (end < 0) continue;
      // Up to its last new step, unless only the whole path is walkable.
      const cut = c.path.steps.slice(0, end + 1);
      const steps = walkable({ ...c.path, steps: cut }) ? cut : c.path.steps;
      const gain = gainOf(c.stepKeys.slice(0, end + 1));
      if (gain > best || (gain === best && tour && steps.length < tour.steps.length)) {
        best = gain;
        tour = { ...c.path, steps };
      }
    }
    if (!tour) break;
    let walked = walk(machine, tour)!;
    tour = journeyPath(tour.inputName, tour.input, walked.start, tour.steps);
    for (const key of walked.stepKeys.flat()) uncovered.delete(key);

    while (tour.steps.length < maxSteps) {
      const grown = grow(tour, walked.before.at(-1)!);
      if (!grown) break;
      tour = grown.tour;
      walked = grown.walked;
      for (const key of walked.stepKeys.flat()) uncovered.delete(key);
    }
    tours.push(tour);
  }
  return tours;

  /** The best walkable continuation of a tour from its current state, or none. */
  function grow(tour: JourneyPath, at: string) {
    const parts: { steps: JourneyStep[]; score: number; gain: number }[] = [];
    for (const c of candidates) {
      c.before.forEach((state, from) => {
        if (state !== at || from >= c.path.steps.length) return;
        const keys = c.stepKeys.slice(from);
        const end = lastGainingStep(keys, uncovered);
        if (end < 0) return;
        const steps = c.path.steps.slice(from, from + end + 1);
        if (tour.steps.length + steps.length > maxSteps) return;
        const gain = gainOf(keys.slice(0, end + 1));
        parts.push({ steps, gain, score: gain / steps.length });
      });
    }
    // Most added per step first, then most added; the sort is stable (candidate order).
    parts.sort((a, b) => b.score - a.score || b.gain - a.gain);
    for (const part of parts) {
      const next = { ...tour, steps: [...tour.steps, ...part.steps] };
      if (!walkable(next)) continue;
      const walked = walk(machine, next);
      if (!walked || gainOf(walked.stepKeys) === 0) continue;
      return { tour: journeyPath(tour.inputName, tour.input, walked.start, next.steps), walked };
    }
    return undefined;
  }
}

/** The longest start of a path that is walkable (the path itself when it is), or none. */
export function walkableStart(
  path: JourneyPath,
  walkable: (path: JourneyPath) => boolean,
): JourneyPath | undefined {
  for (let end = path.steps.length; end > 0; end--) {
    const start = end === path.steps.length ? path : { ...path, steps: path.steps.slice(0, end) };
    if (walkable(start)) return start;
  }
  return undefined;
}

function lastGainingStep(stepKeys: string[][], uncovered: Set<string>): number {
  for (let i = stepKeys.length - 1; i >= 0; i--) {
    if (stepKeys[i]!.some((key) => uncovered.has(key))) return i;
  }
  return -1;
}
