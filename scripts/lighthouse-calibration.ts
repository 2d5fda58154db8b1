/**
 * Lighthouse's mobile preset slows the CPU by a constant 4x, which its docs (throttling.md,
 * "Calibrating the CPU slowdown") size for a high-end desktop host with a benchmark index of
 * 1500-2000: it lands such a host in the mid-tier mobile bracket. On a faster host the same 4x
 * emulates a faster phone and the score flatters the build; on a slower one it is harsher. The
 * docs' advice is to scale the multiplier with the host. This scales it linearly from the middle
 * of that bracket, so a calibrated run on any host emulates the device the default emulates on
 * the host it was sized for.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;
const REFERENCE_BENCHMARK_INDEX = 1750;

export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  }
  const multiplier = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  // Never below 1: Lighthouse cannot make the host faster than it is.
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
