import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest, staticClosure } from '../../scripts/vite-manifest';

/**
 * A build check (`npm run test:build`, after `npm run build` in `npm test`): the demo build in
 * dist/ has the journey explorer as an entry of its own, and a build with a real VITE_API_URL,
 * made here into a temporary folder, has neither live inspection nor the explorer.
 */
const dirs: string[] = [];

/** The JS, HTML and CSS files of a build, by their path in it. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|html|css)$/.test(entry.name))
        files.set(path.slice(dir.length + 1), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

function build(env: Record<string, string>): { dir: string; files: Map<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'explorer-build-'));
  dirs.push(dir);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    {
      // As `npm run build` runs: Vitest's NODE_ENV=test would make Vite resolve packages'
      // development builds (xstate's, for one).
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
  return { dir, files: filesOf(dir) };
}

/** The demo build `npm run build` made (the one the e2e tests and the demo serve). */
function demoBuild(): { dir: string; files: Map<string, string> } {
  const dir = join(process.cwd(), 'dist');
  if (!existsSync(join(dir, '.vite', 'manifest.json')))
    throw new Error('No demo build in dist/: run `npm run build` first (npm test does).');
  return { dir, files: filesOf(dir) };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Traces of every inspection mode as they survive minification. (The explorer's own messages
 * may sit in the Lingui catalogs; its code is checked by file: no journeys entry, no chunk.) The
 * shop itself uses a BroadcastChannel for the session between tabs, so the live inspection is
 * found by its channel's name and its message kinds, not by the API's name.
 */
const traces = [
  '`journeys`',
  '"journeys"',
  'kind===`hello`',
  'kind==="hello"',
  'stately.ai/inspect',
  '[xstate]',
  '@viz-js',
];

describe('production build with a real VITE_API_URL', () => {
  it('contains no live inspection and no journey explorer', () => {
    const { dir, files } = build({
      VITE_API_URL: 'https://api.example.test',
      VITE_XSTATE_INSPECT: '',
    });
    expect(existsSync(join(dir, 'journeys.html'))).toBe(false);
    // The app's inspection hook (src/app/inspect.ts) compiles to empty stubs here and may get a
    // chunk of its own when many lazy actors share it; the inspectors themselves must not exist.
    const chunks = [...files.keys()];
    expect(
      chunks.filter((name) => /inspect-broadcast|statelyai|explorer|journeys/i.test(name)),
    ).toEqual([]);
    for (const name of chunks.filter((chunk) => /inspect/i.test(chunk))) {
      expect(files.get(name)!.length, `${name} should be the empty production stub`).toBeLessThan(
        200,
      );
    }
    const found = [...files].flatMap(([name, text]) =>
      traces.filter((trace) => text.includes(trace)).map((trace) => `${name}: ${trace}`),
    );
    expect(found).toEqual([]);
  }, 120_000);
});

describe('demo build', () => {
  it('has the explorer as its own entry, outside the shop entry', () => {
    const { dir, files } = demoBuild();
    expect(existsSync(join(dir, 'journeys.html'))).toBe(true);
    const shopEntry = /src="\/(assets\/[^"]+\.js)"/.exec(files.get('index.html') ?? '')?.[1];
    expect(shopEntry).toBeDefined();
    // The entry and every chunk it imports statically (its boot chunk: vite-plugins/boot-chunk.ts).
    const manifest = readManifest(dir);
    const shopChunks = [...staticClosure(manifest, 'index.html')].map((key) => manifest[key]!.file);
    expect(shopChunks).toContain(shopEntry);
    for (const file of shopChunks) expect(files.get(file)).not.toContain('getShortestPaths');
    expect(files.get('journeys.html')).toMatch(/src="\/assets\/journeys-[^"]+\.js"/);
  });
});
