/**
 * Route JS benchmark (issue 6 "Performance"): for each catalogue route, the gzip JavaScript a
 * visit loads, read from Vite's manifest like scripts/size-budget.ts. "First paint" is the entry
 * chunk, its static imports and the Greek catalog (shared by every route); "route" is what the
 * route adds: its code-split loader and component chunks with their static imports. Lazy chunks
 * loaded later (popovers, sheets, the suggestions popup) are listed separately.
 *
 * Usage: `npm run bench:routes` (reads dist/) or `tsx scripts/route-js.ts /tmp/some-dist`.
 */
import {
  firstRenderKeys,
  gzipKbReader,
  readManifest,
  routeSplitKeys,
  staticClosure as staticClosureOf,
} from './vite-manifest';

const dist = process.argv[2] ?? 'dist';
const manifest = readManifest(dist);
const gzipKb = gzipKbReader(dist);
const jsKb = (keys: Iterable<string>) =>
  [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipKb(file), 0);

const staticClosure = (key: string) => staticClosureOf(manifest, key);
const { entry: entryKey, catalog: catalogKey } = firstRenderKeys(manifest, dist);
const firstPaint = new Set([...staticClosure(entryKey), ...staticClosure(catalogKey)]);

/** The routes of issue 6 (file in src/routes, an example URL). */
const routes: [string, string][] = [
  ['index.tsx', '/'],
  ['search.tsx', '/search?product=feta'],
  ['categories.tsx', '/categories'],
  ['products.$.tsx', '/products/{slug}'],
  ['brand.$brandName.tsx', '/brand/{brandName}'],
  ['offers.tsx', '/offers'],
  ['questionnaire.$.tsx', '/questionnaire/...'],
  ['corporate.corporatecontent.$slug.tsx', '/corporate/corporatecontent/{slug}'],
  ['corporate.blogs.$blog.tsx', '/corporate/blogs/{blog}'],
  ['corporate.faqs.tsx', '/corporate/faqs'],
  ['corporate.contactform.contact-us.tsx', '/corporate/contactform/contact-us'],
  ['landing-page.$slug.tsx', '/landing-page/{slug}'],
];

const pad = (kb: number) => kb.toFixed(1).padStart(7);
const firstKb = jsKb(firstPaint);
console.info(`JS per route, gzip KB (first paint, shared by all routes: ${firstKb.toFixed(1)} KB)`);
console.info(`${'route'.padEnd(36)}   route  total   lazy later`);
for (const [file, url] of routes) {
  const splits = routeSplitKeys(manifest, `src/routes/${file}`);
  if (splits.length === 0) {
    console.info(`${url.padEnd(36)} (not in the build)`);
    continue;
  }
  const own = new Set<string>();
  for (const key of splits)
    for (const dep of staticClosure(key)) if (!firstPaint.has(dep)) own.add(dep);
  const lazy = new Set<string>();
  for (const key of own)
    for (const dynamic of manifest[key]!.dynamicImports ?? [])
      for (const dep of staticClosure(dynamic))
        if (!firstPaint.has(dep) && !own.has(dep)) lazy.add(dep);
  const routeKb = jsKb(own);
  console.info(`${url.padEnd(36)}${pad(routeKb)}${pad(firstKb + routeKb)}${pad(jsKb(lazy))}`);
}

// The header's suggestions popup is lazy: it must not be in the first paint.
for (const key of Object.keys(manifest).filter((k) => k.endsWith('SearchSuggestions.tsx'))) {
  const extra = [...staticClosure(key)].filter((dep) => !firstPaint.has(dep));
  const verdict = firstPaint.has(key)
    ? 'IN THE FIRST PAINT (must be lazy)'
    : 'lazy, after the first paint';
  console.info(`Search suggestions popup: ${jsKb(extra).toFixed(1)} KB gzip, ${verdict}`);
}
