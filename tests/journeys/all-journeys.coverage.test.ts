import { journeys } from '@machines/index';
import { journeyCoverage } from '@machines/testing/coverage';
import { describe, expect, it } from 'vitest';

/**
 * Every registered journey: its generated paths, replayed with every effect stubbed, take every
 * transition and enter every state the machine defines, and each path replays as generated.
 * A new journey is covered by this test as soon as it is in machines/index.ts.
 */
describe('generated paths cover every registered journey', () => {
  for (const journey of journeys) {
    it(`${journey.id}: every state and transition is on a generated path`, () => {
      const coverage = journeyCoverage(journey, false);
      expect(coverage.mismatches).toEqual([]);
      expect(coverage.uncoveredTransitions).toEqual([]);
      expect(coverage.uncoveredStates).toEqual([]);
    });
  }
});
