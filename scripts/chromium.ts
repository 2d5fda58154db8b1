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

/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium; never a downloaded browser. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      [
        `No Chromium found (looked at: ${candidates.join(', ')}).`,
        'The e2e tests, the size budget and the screenshots drive the system Chromium.',
        'Install it with `apt-get update && apt-get install -y chromium` (Debian),',
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
  }
  return found;
}
