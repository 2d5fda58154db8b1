import { existsSync, readFileSync } from 'node:fs';
import { journeys } from '../index';
import { type JourneyCoverage, journeyCoverage, type UiLevel } from './coverage';

/**
 * Static UI-level check of `e2e/journeys/<id>.spec.ts` (the spec is not run): `all` when it
 * loops over the journey's UI tours (`for (const path of paths)`, or `of paths.entries()`, with
 * `paths` from `generateUiTours`), `filtered` when `paths` is a `.filter(...)` of them (then the
 * UI figures are an upper bound), `none` when there is no such spec.
 */
export function uiSpecReplaysPaths(id: string, root = process.cwd()): UiLevel {
  const file = `${root}/e2e/journeys/${id}.spec.ts`;
  if (!existsSync(file)) return 'none';
  const source = readFileSync(file, 'utf8');
  const loops = /for\s*\(\s*const\s+(\w+|\[[^\]]*\])\s+of\s+paths\b/.test(source);
  if (!/generateUiTours\s*\(/.test(source) || !loops) return 'none';
  const definition = /const\s+paths\s*=\s*([^;]+);/.exec(source)?.[1] ?? '';
  return /\.filter\s*\(/.test(definition) ? 'filtered' : 'all';
}

/** Coverage of every registered journey (machines/index.ts), in registry order. Node only. */
export const coverageReport = (root?: string): JourneyCoverage[] =>
  journeys.map((journey) => journeyCoverage(journey, uiSpecReplaysPaths(journey.id, root)));
