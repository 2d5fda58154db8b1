import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  AXE_RUN,
  addAttempt,
  type FileTime,
  formatSlowestFiles,
  PAGE_LOADS,
} from './slowest-files';

/**
 * Prints, at the end of the e2e run, the 20 slowest spec files by the time their tests took
 * (retries included), what axe took of it and how many documents their pages loaded: where the
 * browser suite's minutes go.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly tally = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const axeMs = result.annotations
      .filter((annotation) => annotation.type === AXE_RUN)
      .map((annotation) => Number(annotation.description));
    const pageLoads = result.annotations
      .filter((annotation) => annotation.type === PAGE_LOADS)
      .reduce((sum, annotation) => sum + Number(annotation.description), 0);
    addAttempt(this.tally, file, result.duration, result.retry === 0, { axeMs, pageLoads });
  }

  onEnd(): void {
    if (this.tally.size > 0) console.info(`\n${formatSlowestFiles(this.tally.values(), 20)}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
