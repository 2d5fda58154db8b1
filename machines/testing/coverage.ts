import type { AnyStateMachine } from 'xstate';
import { generateJourneyPaths, type JourneyModel } from './journey-paths';
import { replayWithStubs } from './replay';
import { definedStates, definedTransitions } from './transitions';
import { generateUiTours } from './ui-tours';

/** The states a set of taken transitions visits, with the parents of each (parallel regions). */
export function visitedStates(taken: Iterable<string>): Set<string> {
  const visited = new Set<string>();
  for (const key of taken) {
    const [source, targets] = key.split(/ --.*--> /);
    if (source) visited.add(source);
    for (const target of targets?.split(',') ?? []) visited.add(target);
  }
  // A state is active whenever one of its descendants is (parallel regions are never targets).
  for (const state of [...visited]) {
    const parts = state.split('.');
    for (let i = 1; i < parts.length; i++) visited.add(parts.slice(0, i).join('.'));
  }
  return visited;
}

/** How the journey's e2e spec uses the generated paths (see coverage-report.ts). */
export type UiLevel = 'all' | 'filtered' | 'none';

export interface JourneyCoverage {
  id: string;
  states: string[];
  transitions: string[];
  paths: number;
  machineStates: string[];
  machineTransitions: string[];
  ui: UiLevel;
  /** UI tours (`generateUiTours`): one browser test each. */
  tours: number;
  /** Transitions covered by UI-level paths (the e2e spec replays the generated paths). */
  uiTransitions: string[];
  uiStates: string[];
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  mismatches: string[];
}

/**
 * Coverage of one journey: which states and transitions its generated paths take when
 * replayed on the machine, and at UI level, where the e2e spec drives the browser through the
 * same generated paths (`ui`: all of them, a filtered subset, or none).
 */
export function journeyCoverage(
  journey: { id: string; machine: AnyStateMachine; model: JourneyModel },
  uiLevel: UiLevel | boolean,
): JourneyCoverage {
  const ui: UiLevel = uiLevel === true ? 'all' : uiLevel === false ? 'none' : uiLevel;
  const states = definedStates(journey.machine);
  const transitions = definedTransitions(journey.machine).map((t) => t.key);
  const paths = generateJourneyPaths(journey.machine, journey.model);
  const taken = new Set<string>();
  const mismatches: string[] = [];
  for (const path of paths) {
    const replay = replayWithStubs(journey.machine, path);
    for (const key of replay.taken) taken.add(key);
    if (replay.mismatch) mismatches.push(`${path.name}: ${replay.mismatch}`);
  }
  const visited = visitedStates(taken);
  const machineStates = states.filter((s) => visited.has(s));
  const machineTransitions = transitions.filter((t) => taken.has(t));
  // The UI level walks the journey's tours: what the browser can walk of it, chained.
  const tours = ui === 'none' ? [] : generateUiTours(journey.machine, journey.model);
  const uiTaken = new Set(
    tours.flatMap((tour) => [...replayWithStubs(journey.machine, tour).taken]),
  );
  const uiVisited = visitedStates(uiTaken);
  return {
    id: journey.id,
    states,
    transitions,
    paths: paths.length,
    machineStates,
    machineTransitions,
    ui,
    tours: tours.length,
    uiStates: states.filter((s) => uiVisited.has(s)),
    uiTransitions: transitions.filter((t) => uiTaken.has(t)),
    uncoveredStates: states.filter((s) => !visited.has(s)),
    uncoveredTransitions: transitions.filter((t) => !taken.has(t)),
    mismatches,
  };
}

const pct = (part: number, all: number) => (all ? `${Math.round((100 * part) / all)}%` : '-');

/** The Markdown report (docs/journeys/coverage.md and the console of journeys:coverage). */
export function coverageMarkdown(report: JourneyCoverage[]): string {
  const rows = report.map((c) => {
    const atMost = c.ui === 'filtered' ? '≤ ' : '';
    return `| [${c.id}](./${c.id}.md) | ${c.paths} | ${c.machineStates.length}/${c.states.length} | ${c.machineTransitions.length}/${c.transitions.length} (${pct(c.machineTransitions.length, c.transitions.length)}) | ${c.tours} | ${atMost}${c.uiStates.length}/${c.states.length} | ${atMost}${c.uiTransitions.length}/${c.transitions.length} (${pct(c.uiTransitions.length, c.transitions.length)}) |`;
  });
  const total = (pick: (c: JourneyCoverage) => unknown[]) =>
    report.reduce((sum, c) => sum + pick(c).length, 0);
  const details = report.flatMap((c) => {
    const uiMissing = c.transitions.filter((t) => !c.uiTransitions.includes(t));
    return [
      `## ${c.id}`,
      '',
      c.uncoveredStates.length || c.uncoveredTransitions.length
        ? [
            'Not covered by machine-level paths:',
            ...c.uncoveredStates.map((s) => `- state \`${s}\``),
            ...c.uncoveredTransitions.map((t) => `- transition \`${t}\``),
          ].join('\n')
        : 'Every state and transition is covered by machine-level paths.',
      '',
      c.ui === 'filtered'
        ? `UI level: \`e2e/journeys/${c.id}.spec.ts\` drives a filtered subset of the generated paths; the UI figures are an upper bound.`
        : uiMissing.length === 0
          ? 'UI level: every transition is covered (the e2e spec walks every UI tour).'
          : c.uiTransitions.length === 0
            ? `UI level: no spec at \`e2e/journeys/${c.id}.spec.ts\` replays the generated paths (${uiMissing.length} transitions uncovered).`
            : `UI level: ${uiMissing.length} transitions uncovered: ${uiMissing.map((t) => `\`${t}\``).join(', ')}.`,
      ...(c.mismatches.length
        ? ['', 'Paths that did not replay:', ...c.mismatches.map((m) => `- ${m}`)]
        : []),
      '',
    ];
  });
  return [
    '<!-- Generated by `npm run diagrams` / `npm run journeys:coverage` from machines/. Do not edit by hand. -->',
    '',
    '# Journey path coverage',
    '',
    'Machine level: every generated path replayed on the machine with all effects stubbed',
    '(machines/testing/coverage.ts), transitions recorded from `@xstate.microstep` inspection events.',
    'UI level: `e2e/journeys/<id>.spec.ts` walks the UI tours of `generateUiTours`',
    "(machines/testing/ui-tours.ts): the generated paths a shopper can walk (the model's",
    '`uiWalkable`), chained so that one browser test walks up to 10 steps, until every transition',
    'they take is walked. The figures hold',
    'when the spec loops over the tours (a static check of',
    'the spec file, which is not run here); when the spec filters them, they are marked ≤ (an',
    'upper bound).',
    'What the browser actually walked is counted from the last e2e run',
    '(e2e/support/journey-runs-reporter.ts writes reports/journey-ui-runs.json):',
    "`npm run journeys:coverage` prints it, and `npm test` fails when a journey's spec did not",
    'walk every UI tour in the browser.',
    '',
    '| Journey | Paths | States (machine) | Transitions (machine) | UI tours | States (UI) | Transitions (UI) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    `| **All ${report.length}** | ${report.reduce((s, c) => s + c.paths, 0)} | ${total((c) => c.machineStates)}/${total((c) => c.states)} | ${total((c) => c.machineTransitions)}/${total((c) => c.transitions)} | ${report.reduce((s, c) => s + c.tours, 0)} | ${total((c) => c.uiStates)}/${total((c) => c.states)} | ${total((c) => c.uiTransitions)}/${total((c) => c.transitions)} |`,
    '',
    ...details,
  ].join('\n');
}
