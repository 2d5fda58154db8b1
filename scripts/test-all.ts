/**
 * `npm test`: every check, in order, failing fast, then a table of how long each phase took.
 *
 * Each phase is one of package.json's scripts, so a developer can run any of them alone. The
 * table is printed also when a phase fails (with the phases that ran), so a slow or red run says
 * where its time went. Timing is printed, never asserted: budgets are read from these figures
 * (docs/TESTING.md), not enforced by a test.
 */
import { spawnSync } from 'node:child_process';
import { formatPhaseTable, type PhaseResult } from './test-phases';

/** The phases of `npm test` and the npm script each runs. */
export const PHASES: readonly { name: string; script: string; args?: string[] }[] = [
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'typecheck' },
  { name: 'i18n', script: 'i18n:check' },
  { name: 'diagrams', script: 'diagrams:check' },
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'built', script: 'test:build' },
  { name: 'size', script: 'size' },
  { name: 'e2e', script: 'test:e2e' },
  { name: 'coverage', script: 'journeys:coverage', args: ['--', '--require-ui-runs'] },
];

function main(): number {
  const results: PhaseResult[] = [];
  for (const phase of PHASES) {
    const started = performance.now();
    const run = spawnSync('npm', ['run', phase.script, ...(phase.args ?? [])], {
      stdio: 'inherit',
    });
    const ok = run.status === 0;
    results.push({ name: phase.name, seconds: (performance.now() - started) / 1000, ok });
    if (!ok) break;
  }
  console.info(`\n${formatPhaseTable(results, PHASES.length)}`);
  return results.every((result) => result.ok) && results.length === PHASES.length ? 0 : 1;
}

process.exitCode = main();
