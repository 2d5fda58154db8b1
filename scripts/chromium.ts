import { existsSync } from 'node:fs';

/** Flags the workplace needs: no sandbox as root, no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser tests' Chromium runs the shop's scripts without V8's optimizing compilers (Maglev,
 * TurboFan): they compile hot functions in the background for pages that live a few seconds, and
 * that work never pays back. The scripts behave the same at every tier. Measured on this 2-core
 * host, three journey files (45 tests, 2 workers, medians of 3 interleaved runs): 127 s against
 * 117 s, CPU 221 s against 198 s. Benchmarks (Lighthouse, the grid) keep the compilers, as
 * shoppers' browsers have them.
 */
export const e2eChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];

/**
 * Debian's old headless shell (package chromium-headless-shell): the build Playwright itself runs
 * for headless tests. On this 2-core host it ran two e2e files in 88.9 s against 129.6 s with the
 * full browser in headless mode (medians of 3 interleaved runs; CPU 185 s against 320 s).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium; never a downloaded browser. With
 * `shell`, Debian's headless shell first when it is installed (the e2e tests); Lighthouse and the
 * screenshots keep the full browser.
 */
export function findChromium({ shell = false } = {}): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    shell ? headlessShell : undefined,
    '/usr/bin/chromium',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      [
        `No Chromium found (looked at: ${candidates.join(', ')}).`,
        'The e2e tests, the size budget and the screenshots drive the system Chromium.',
        'Install it with `apt-get update && apt-get install -y chromium chromium-headless-shell`',
        '(Debian),',
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
  }
  return found;
}
