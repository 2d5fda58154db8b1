import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Records which UI-level journey paths ran and how they ended, so `npm run journeys:coverage`
 * counts the paths the browser actually walked, not the ones a spec merely declares.
 * A journey path test lives in `e2e/journeys/<journey id>.spec.ts` and is titled
 * `<journey name>: <generated path name>`. The last attempt of a test decides its outcome
 * (a retried flake that passes counts as passed). Written to `reports/journey-ui-runs.json`.
 */
export const JOURNEY_RUNS_FILE = 'reports/journey-ui-runs.json';

export interface JourneyRuns {
  finishedAt: string;
  status: FullResult['status'];
  /** Journey id -> path name -> outcome of its last attempt in any project. */
  journeys: Record<string, Record<string, TestResult['status']>>;
}

export default class JourneyRunsReporter implements Reporter {
  private readonly runs: JourneyRuns['journeys'] = {};

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file;
    if (basename(dirname(file)) !== 'journeys' || !file.endsWith('.spec.ts')) return;
    const journey = basename(file, '.spec.ts');
    const separator = test.title.indexOf(': ');
    if (separator < 0) return;
    const path = test.title.slice(separator + 2);
    const byPath = this.runs[journey] ?? {};
    this.runs[journey] = byPath;
    // Another project may have passed the same path already: a pass is never overwritten.
    if (byPath[path] !== 'passed') byPath[path] = result.status;
  }

  onEnd(result: FullResult): void {
    const runs: JourneyRuns = {
      finishedAt: new Date().toISOString(),
      status: result.status,
      journeys: this.runs,
    };
    mkdirSync(dirname(JOURNEY_RUNS_FILE), { recursive: true });
    writeFileSync(JOURNEY_RUNS_FILE, `${JSON.stringify(runs, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
