/**
 * `npm run journeys:coverage`: per journey, the states and transitions and how many of them
 * the generated paths cover at machine level (replayed with every effect stubbed) and at UI
 * level (e2e/journeys/<id>.spec.ts drives the same paths). Lists what is uncovered and writes
 * docs/journeys/coverage.md (also written and stale-checked by `npm run diagrams`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { coverageMarkdown } from '../machines/testing/coverage';
import { coverageReport } from '../machines/testing/coverage-report';

const report = coverageReport();
for (const c of report) {
  console.info(
    `${c.id}: ${c.states.length} states, ${c.transitions.length} transitions, ${c.paths} paths; ` +
      `machine level ${c.machineStates.length}/${c.states.length} states, ${c.machineTransitions.length}/${c.transitions.length} transitions; ` +
      `UI level ${c.ui === 'filtered' ? '≤ ' : ''}${c.uiStates.length}/${c.states.length} states, ${c.uiTransitions.length}/${c.transitions.length} transitions`,
  );
  for (const s of c.uncoveredStates) console.info(`  uncovered state: ${s}`);
  for (const t of c.uncoveredTransitions) console.info(`  uncovered transition: ${t}`);
  if (c.ui === 'none') console.info(`  no UI-level paths: e2e/journeys/${c.id}.spec.ts`);
  if (c.ui === 'filtered') console.info('  UI level: the e2e spec filters the paths (upper bound)');
  for (const m of c.mismatches) console.info(`  path did not replay: ${m}`);
}
mkdirSync('docs/journeys', { recursive: true });
writeFileSync('docs/journeys/coverage.md', coverageMarkdown(report));
console.info('Wrote docs/journeys/coverage.md.');
