/** One phase of `npm test` as it ran. */
export interface PhaseResult {
  name: string;
  seconds: number;
  ok: boolean;
}

const clock = (seconds: number): string => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The closing table of `npm test`: each phase's seconds and share of the run, the total, and
 * which phase failed (the ones after it did not run).
 */
export function formatPhaseTable(results: readonly PhaseResult[], phaseCount: number): string {
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  const rows = results.map((result) => {
    const share = total > 0 ? Math.round((result.seconds / total) * 100) : 0;
    return `${result.name.padEnd(10)} ${result.seconds.toFixed(0).padStart(6)} s ${clock(result.seconds).padStart(6)} ${String(share).padStart(3)}%${result.ok ? '' : '  FAILED'}`;
  });
  const skipped = phaseCount - results.length;
  return [
    'npm test, by phase:',
    `${'phase'.padEnd(10)} ${'seconds'.padStart(8)} ${'m:ss'.padStart(6)} share`,
    ...rows,
    `${'total'.padEnd(10)} ${total.toFixed(0).padStart(6)} s ${clock(total).padStart(6)}`,
    ...(skipped > 0
      ? [`(${skipped} phase${skipped === 1 ? '' : 's'} not run after the failure)`]
      : []),
  ].join('\n');
}
