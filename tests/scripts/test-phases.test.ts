import { describe, expect, it } from 'vitest';
import { formatPhaseTable } from '../../scripts/test-phases';

describe('npm test phase table', () => {
  it('lists each phase with its seconds, m:ss and share, and the total', () => {
    const table = formatPhaseTable(
      [
        { name: 'lint', seconds: 30, ok: true },
        { name: 'e2e', seconds: 90, ok: true },
      ],
      2,
    );
    const lines = table.split('\n');
    expect(lines.find((line) => line.startsWith('lint'))).toMatch(/30 s\s+0:30\s+25%$/);
    expect(lines.find((line) => line.startsWith('e2e'))).toMatch(/90 s\s+1:30\s+75%$/);
    expect(lines.find((line) => line.startsWith('total'))).toMatch(/120 s\s+2:00$/);
    expect(table).not.toMatch(/FAILED|not run/);
  });

  it('marks the failed phase and says how many did not run after it', () => {
    const table = formatPhaseTable(
      [
        { name: 'lint', seconds: 12, ok: true },
        { name: 'types', seconds: 20, ok: false },
      ],
      9,
    );
    expect(table).toMatch(/^types .*FAILED$/m);
    expect(table).toContain('(7 phases not run after the failure)');
  });
});
