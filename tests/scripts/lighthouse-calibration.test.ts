import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../scripts/lighthouse-calibration';

describe('calibratedCpuSlowdown', () => {
  it('keeps the default 4x on the host Lighthouse sizes it for', () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4);
  });

  it('slows a faster host more and a slower one less, in proportion', () => {
    expect(calibratedCpuSlowdown(2750)).toBe(6.3);
    expect(calibratedCpuSlowdown(875)).toBe(2);
  });

  it('never asks for less than real time', () => {
    expect(calibratedCpuSlowdown(200)).toBe(1);
  });

  it('refuses a missing benchmark index', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmark index/);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmark index/);
  });
});
