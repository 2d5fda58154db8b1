import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * A chunk and everything it imports statically: what the browser fetches as soon as the chunk is
 * parsed. Keys the manifest does not hold are skipped.
 */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The shop's entry chunk's key: index.html's (journeys.html, the explorer's, is another entry). */
export const shopEntryKey = (manifest: Manifest): string | undefined =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));

/** The chunks the shop's entry imports statically, without the entry itself (the boot chunk). */
export function entryImportKeys(manifest: Manifest): string[] {
  const entry = shopEntryKey(manifest);
  return entry ? [...staticClosure(manifest, entry)].filter((key) => key !== entry) : [];
}

/** A route file's code-split chunks (its loader and its component: `?tsr-split=` keys). */
export const routeSplitKeys = (manifest: Manifest, routeFile: string): string[] =>
  Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`));

/** The shop's entry (index.html) and the Greek shell catalog main.tsx awaits before the first render. */
export function firstRenderKeys(
  manifest: Manifest,
  dist: string,
): { entry: string; catalog: string } {
  const entry = shopEntryKey(manifest);
  const catalog = Object.keys(manifest).find((key) => key.endsWith('src/i18n/locales/el/shell.po'));
  if (!entry || !catalog) {
    throw new Error(`${dist}/.vite/manifest.json lacks the entry or the Greek catalog`);
  }
  return { entry, catalog };
}

/**
 * The gzip size in KB of a build's file (`dist`-relative, as the manifest names it), at level 9 as
 * the budgets count it; each file is compressed once.
 */
export function gzipKbReader(dist: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let kb = sizes.get(file);
    if (kb === undefined) {
      kb = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
      sizes.set(file, kb);
    }
    return kb;
  };
}
