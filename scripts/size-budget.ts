/**
 * Size budget (DESIGN.md §8): the gzip size of the JavaScript that must arrive before the shop's
 * first render of `/`: the entry chunk, every chunk it imports statically (fetched as soon as the
 * entry is parsed), and the Greek shell catalog (the words of what the entry renders; lingui.config.ts) that `main.tsx` awaits before the first render.
 * index.html's boot shell paints before any of it; the first render then waits, at most 1.2 s
 * (main.tsx), for the page's route chunks and data, printed separately below. Read from Vite's
 * manifest: deterministic, no timing involved.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_CHUNK_NAMES } from '../vite-plugins/boot-chunk';
import {
  firstRenderKeys,
  gzipKbReader,
  readManifest,
  staticClosure as staticClosureOf,
} from './vite-manifest';

const BUDGET_KB = 170;
const TARGET_KB = 130;

const manifest = readManifest('dist');
const gzipKb = gzipKbReader('dist');
const staticClosure = (key: string) => staticClosureOf(manifest, key);
const { entry: entryKey, catalog: catalogKey } = firstRenderKeys(manifest, 'dist');

const critical = new Set([...staticClosure(entryKey), ...staticClosure(catalogKey)]);
let total = 0;
console.info(
  'JS needed before the first render of / (entry, its static imports, the Greek shell catalog):',
);
for (const key of critical) {
  const file = manifest[key]!.file;
  if (!file.endsWith('.js')) continue;
  const kb = gzipKb(file);
  total += kb;
  console.info(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict =
  total > BUDGET_KB
    ? 'OVER BUDGET'
    : total > TARGET_KB
      ? 'within budget, above target'
      : 'within target';
console.info(
  `  ${total.toFixed(1).padStart(7)} KB  total gzip (budget ${BUDGET_KB} KB, target ${TARGET_KB} KB): ${verdict}`,
);

// The entry loads its boot chunk and nothing else (vite-plugins/boot-chunk.ts): anything more is
// a chain of import levels before the shop runs.
const extraChunks = [...staticClosure(entryKey)]
  .filter((key) => key !== entryKey && manifest[key]!.file.endsWith('.js'))
  .filter((key) => !BOOT_CHUNK_NAMES.includes(manifest[key]!.name ?? ''))
  .map((key) => manifest[key]!.file);
const split = extraChunks.length > 0;
if (split)
  console.error(
    `The entry also loads ${extraChunks.join(', ')} besides its boot chunk (vite-plugins/boot-chunk.ts).`,
  );
else console.info('The entry loads its boot chunk only (vite-plugins/boot-chunk.ts).');

// For information: what the home route brings on top (awaited, bounded, before the first render).
// The page catalog (every word outside the shell) loads beside them.
const home = Object.keys(manifest).filter(
  (key) =>
    /src\/routes\/index\.tsx\?tsr-split/.test(key) ||
    key.endsWith('src/i18n/locales/el/messages.po'),
);
const after = new Set<string>();
for (const key of home)
  for (const dep of staticClosure(key)) if (!critical.has(dep)) after.add(dep);
const afterKb = [...after].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
console.info(
  `Then the home page's own chunks (loader, component, data layer, page catalog): ${afterKb.toFixed(1)} KB gzip.`,
);

// The demo platform and the dev inspector must never reach the shop's bundles.
const forbidden = ['mswjs', 'demo_session', 'stately.ai/inspect', 'createBrowserInspector'];
const leaks = readdirSync('dist/assets')
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => {
    const code = readFileSync(join('dist/assets', file), 'utf8');
    return forbidden
      .filter((marker) => code.includes(marker))
      .map((marker) => `${file}: ${marker}`);
  });
if (leaks.length) console.error(`Dev-only code in the production bundle:\n  ${leaks.join('\n  ')}`);
else console.info(`No demo-platform or inspector code in dist/assets (${forbidden.join(', ')}).`);

process.exit(total > BUDGET_KB || leaks.length || split ? 1 : 0);
