import { describe, expect, it } from 'vitest';
import { addAttempt, type FileTime, formatSlowestFiles } from '../../e2e/support/slowest-files';

describe('the slowest spec files list', () => {
  it('sums attempts per file, counts each test once and lists the slowest first', () => {
    const tally = new Map<string, FileTime>();
    addAttempt(tally, 'e2e/a.spec.ts', 2_000, true, { pageLoads: 2 });
    addAttempt(tally, 'e2e/b.spec.ts', 9_000, true, { pageLoads: 5 });
    addAttempt(tally, 'e2e/a.spec.ts', 3_000, true);
    // A retry adds its time, not a test.
    addAttempt(tally, 'e2e/a.spec.ts', 5_000, false, { pageLoads: 1 });
    addAttempt(tally, 'e2e/c.spec.ts', 1_000, true, { axeMs: [400, 600], pageLoads: 1 });

    const lines = formatSlowestFiles(tally.values(), 2).split('\n');
    expect(lines[0]).toContain('3 files, 4 tests, 20 s in all');
    expect(lines[1]).toMatch(
      /10 s\s+50\.0%\s+2 tests\s+5\.0 s\/test\s+axe 0 s\s+3 loads\s+e2e\/a\.spec\.ts$/,
    );
    expect(lines[2]).toMatch(
      /9 s\s+45\.0%\s+1 test\s+9\.0 s\/test\s+axe 0 s\s+5 loads\s+e2e\/b\.spec\.ts$/,
    );
    expect(lines[3]).toBe('axe: 2 runs, 1 s (5.0% of the test time)');
    // A retry's loads count too: they were paid for.
    expect(lines[4]).toBe('page loads: 9 (2.3 per test)');
    expect(lines).toHaveLength(5);
  });
});
