/** The annotation each axe run leaves on its test (e2e/support/axe.ts), with its milliseconds. */
export const AXE_RUN = 'axe-run-ms';

/**
 * The annotation each test attempt leaves with the documents its pages loaded (e2e/support/test.ts):
 * a fresh page's load is most of what a browser test costs (about 2 s of CPU on the 2-core host).
 */
export const PAGE_LOADS = 'page-loads';

/** One spec file's browser time: the sum of its tests' attempts, in every project. */
export interface FileTime {
  file: string;
  tests: number;
  seconds: number;
  /** axe runs in those attempts, and their seconds. */
  axeRuns: number;
  axeSeconds: number;
  /** Documents loaded in those attempts (goto, reload, a link out, a second tab). */
  pageLoads: number;
}

/** What an attempt did besides taking time: its axe runs' milliseconds and the documents it loaded. */
export interface AttemptParts {
  axeMs?: readonly number[];
  pageLoads?: number;
}

/** Adds one test attempt to the per-file tally. */
export function addAttempt(
  tally: Map<string, FileTime>,
  file: string,
  ms: number,
  firstAttempt: boolean,
  { axeMs = [], pageLoads = 0 }: AttemptParts = {},
) {
  const entry = tally.get(file) ?? {
    file,
    tests: 0,
    seconds: 0,
    axeRuns: 0,
    axeSeconds: 0,
    pageLoads: 0,
  };
  entry.seconds += ms / 1000;
  if (firstAttempt) entry.tests += 1;
  entry.axeRuns += axeMs.length;
  entry.axeSeconds += axeMs.reduce((sum, run) => sum + run, 0) / 1000;
  entry.pageLoads += pageLoads;
  tally.set(file, entry);
}

/** The closing list of the e2e run: the `count` slowest spec files and their share of the total. */
export function formatSlowestFiles(files: Iterable<FileTime>, count: number): string {
  const all = [...files].sort((a, b) => b.seconds - a.seconds);
  const total = all.reduce((sum, entry) => sum + entry.seconds, 0);
  const tests = all.reduce((sum, entry) => sum + entry.tests, 0);
  const axeRuns = all.reduce((sum, entry) => sum + entry.axeRuns, 0);
  const axeSeconds = all.reduce((sum, entry) => sum + entry.axeSeconds, 0);
  const pageLoads = all.reduce((sum, entry) => sum + entry.pageLoads, 0);
  const rows = all.slice(0, count).map((entry) => {
    const share = total > 0 ? ((entry.seconds / total) * 100).toFixed(1) : '0.0';
    const perTest = entry.tests > 0 ? (entry.seconds / entry.tests).toFixed(1) : '-';
    return `${entry.seconds.toFixed(0).padStart(6)} s ${share.padStart(5)}% ${String(entry.tests).padStart(4)} test${entry.tests === 1 ? ' ' : 's'} ${perTest.padStart(5)} s/test ${`axe ${entry.axeSeconds.toFixed(0)} s`.padStart(9)} ${`${entry.pageLoads} loads`.padStart(10)}  ${entry.file}`;
  });
  return [
    `The ${Math.min(count, all.length)} slowest spec files (test time summed over workers and projects; ${all.length} files, ${tests} tests, ${total.toFixed(0)} s in all):`,
    ...rows,
    `axe: ${axeRuns} runs, ${axeSeconds.toFixed(0)} s (${total > 0 ? ((axeSeconds / total) * 100).toFixed(1) : '0.0'}% of the test time)`,
    `page loads: ${pageLoads} (${tests > 0 ? (pageLoads / tests).toFixed(1) : '0.0'} per test)`,
  ].join('\n');
}
