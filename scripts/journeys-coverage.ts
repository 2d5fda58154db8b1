/**
 * `npm run journeys:coverage`: per journey, the states and transitions and how many of them
 * the generated paths cover at machine level (replayed with every effect stubbed) and at UI
 * level. Lists what is uncovered and writes docs/journeys/coverage.md (also written and
 * stale-checked by `npm run diagrams`; it holds the declared UI level so it stays deterministic).
 *
 * After an e2e run (reports/journey-ui-runs.json, written by e2e/support/journey-runs-reporter.ts)
 * it also prints the UI level the browser actually walked. `--require-ui-runs` (used by
 * `npm test` after the e2e suite) fails when a journey with an e2e/journeys spec has a UI tour
 * (machines/testing/ui-tours.ts) that failed or did not run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { journeys } from '../machines/index';
import { coverageMarkdown } from '../machines/testing/coverage';
import { coverageReport } from '../machines/testing/coverage-report';
import { type UiRunOutcomes, uiRunCoverage } from '../machines/testing/ui-runs';

const RUNS_FILE = 'reports/journey-ui-runs.json';
const requireRuns = process.argv.includes('--require-ui-runs');

const report = coverageReport();
for (const c of report) {
  console.info(
    `${c.id}: ${c.states.length} states, ${c.transitions.length} transitions, ${c.paths} paths; ` +
      `machine level ${c.machineStates.length}/${c.states.length} states, ${c.machineTransitions.length}/${c.transitions.length} transitions; ` +
      `UI level declared (${c.tours} tours) ${c.ui === 'filtered' ? '≤ ' : ''}${c.uiStates.length}/${c.states.length} states, ${c.uiTransitions.length}/${c.transitions.length} transitions`,
  );
  for (const s of c.uncoveredStates) console.info(`  uncovered state: ${s}`);
  for (const t of c.uncoveredTransitions) console.info(`  uncovered transition: ${t}`);
  if (c.ui === 'none') console.info(`  no UI-level paths: e2e/journeys/${c.id}.spec.ts`);
  if (c.ui === 'filtered') console.info('  UI level: the e2e spec filters the tours (upper bound)');
  for (const m of c.mismatches) console.info(`  path did not replay: ${m}`);
}
mkdirSync('docs/journeys', { recursive: true });
writeFileSync('docs/journeys/coverage.md', coverageMarkdown(report));
console.info('Wrote docs/journeys/coverage.md.');

let failures = 0;
if (!existsSync(RUNS_FILE)) {
  console.info(`\nNo ${RUNS_FILE} yet: run the e2e suite to see the UI level the browser walked.`);
  if (requireRuns) failures++;
} else {
  const runs = JSON.parse(readFileSync(RUNS_FILE, 'utf8')) as {
    finishedAt: string;
    journeys: UiRunOutcomes;
  };
  console.info(`\nUI level walked in the browser (e2e run finished ${runs.finishedAt}):`);
  for (const journey of journeys) {
    const declared = report.find((c) => c.id === journey.id)?.ui ?? 'none';
    const c = uiRunCoverage(journey, runs.journeys);
    if (declared === 'none' && c.passed.length === 0) {
      console.info(`${c.id}: no UI-level paths`);
      continue;
    }
    console.info(
      `${c.id}: ${c.passed.length}/${c.paths} tours passed, ${c.uiStates.length}/${c.states.length} states, ` +
        `${c.uiTransitions.length}/${c.transitions.length} transitions`,
    );
    for (const name of c.failed) console.info(`  failed: ${name}`);
    for (const name of c.notRun) console.info(`  not run: ${name}`);
    if (c.passed.length === 0) console.info('  no path passed: nothing walked');
    else {
      for (const t of c.transitions.filter((key) => !c.uiTransitions.includes(key))) {
        console.info(`  not walked: ${t}`);
      }
    }
    // A spec that declares a filter is a known, reported gap; anything else must walk every tour.
    if (c.failed.length || (declared === 'all' && c.notRun.length)) failures++;
  }
}
if (requireRuns && failures) {
  console.error(`\n${failures} journey(s) did not walk every UI tour in the browser.`);
  process.exit(1);
}
