import { existsSync, readFileSync } from 'node:fs';
import { journeys } from '../index';
import { type JourneyCoverage, journeyCoverage } from './coverage';

/**
 * Static UI-level check: the journey's e2e spec exists and iterates the generated paths
 * (`generateJourneyPaths(...)` then a loop over them), so it drives every path in the browser.
 */
export function uiSpecReplaysPaths(id: string, root = process.cwd()): boolean {
  const file = `${root}/e2e/journeys/${id}.spec.ts`;
  if (!existsSync(file)) return false;
  const source = readFileSync(file, 'utf8');
  return (
    /generateJourneyPaths\s*\(/.test(source) && /for\s*\(\s*const\s+\w+\s+of\s+paths\b/.test(source)
  );
}

/** Coverage of every registered journey (machines/index.ts), in registry order. Node only. */
export const coverageReport = (root?: string): JourneyCoverage[] =>
  journeys.map((journey) => journeyCoverage(journey, uiSpecReplaysPaths(journey.id, root)));
