/** The annotation each axe run leaves on its test (e2e/support/axe.ts), with its milliseconds. */
export const AXE_RUN = 'axe-run-ms';

/** One spec file's browser time: the sum of its tests' attempts, in every project. */
export interface FileTime {
  file: string;
  tests: number;
  seconds: number;
  /** axe runs in those attempts, and their seconds. */
  axeRuns: number;
  axeSeconds: number;
}

/** Adds one test attempt to the per-file tally. */
export function addAttempt(
  tally: Map<string, FileTime>,
  file: string,
  ms: number,
  firstAttempt: boolean,
  axeMs: readonly number[] = [],
) {
  const entry = tally.get(file) ?? { file, tests: 0, seconds: 0, axeRuns: 0, axeSeconds: 0 };
  entry.seconds += ms / 1000;
  if (firstAttempt) entry.tests += 1;
  entry.axeRuns += axeMs.length;
  entry.axeSeconds += axeMs.reduce((sum, run) => sum + run, 0) / 1000;
  tally.set(file, entry);
}

/** The closing list of the e2e run: the `count` slowest spec files and their share of the total. */
export function formatSlowestFiles(files: Iterable<FileTime>, count: number): string {
  const all = [...files].sort((a, b) => b.seconds - a.seconds);
  const total = all.reduce((sum, entry) => sum + entry.seconds, 0);
  const tests = all.reduce((sum, entry) => sum + entry.tests, 0);
  const axeRuns = all.reduce((sum, entry) => sum + entry.axeRuns, 0);
  const axeSeconds = all.reduce((sum, entry) => sum + entry.axeSeconds, 0);
  const rows = all.slice(0, count).map((entry) => {
    const share = total > 0 ? ((entry.seconds / total) * 100).toFixed(1) : '0.0';
    const perTest = entry.tests > 0 ? (entry.seconds / entry.tests).toFixed(1) : '-';
    return `${entry.seconds.toFixed(0).padStart(6)} s ${share.padStart(5)}% ${String(entry.tests).padStart(4)} test${entry.tests === 1 ? ' ' : 's'} ${perTest.padStart(5)} s/test ${`axe ${entry.axeSeconds.toFixed(0)} s`.padStart(9)}  ${entry.file}`;
  });
  return [
    `The ${Math.min(count, all.length)} slowest spec files (test time summed over workers and projects; ${all.length} files, ${tests} tests, ${total.toFixed(0)} s in all):`,
    ...rows,
    `axe: ${axeRuns} runs, ${axeSeconds.toFixed(0)} s (${total > 0 ? ((axeSeconds / total) * 100).toFixed(1) : '0.0'}% of the test time)`,
  ].join('\n');
}
