import { describe, expect, it } from 'vitest';
import { athensDate, athensTime, dayKind, dayMonth } from '@/lib/day-labels';

// Monday 1 June 2026, 23:30 in Athens (20:30 UTC): Athens is already past midnight UTC+3 rules.
const lateMonday = Date.parse('2026-06-01T20:30:00Z');

describe('day labels', () => {
  it('uses the Athens calendar, not UTC', () => {
    expect(athensDate(Date.parse('2026-06-01T21:30:00Z'))).toBe('2026-06-02');
    expect(athensDate(lateMonday)).toBe('2026-06-01');
  });

  it('says today, tomorrow, then the short weekday', () => {
    expect(dayKind('2026-06-01', lateMonday, 'en-GB')).toEqual({ kind: 'today' });
    expect(dayKind('2026-06-02', lateMonday, 'en-GB')).toEqual({ kind: 'tomorrow' });
    expect(dayKind('2026-06-03', lateMonday, 'en-GB')).toEqual({ kind: 'weekday', name: 'Wed' });
    expect(dayKind('2026-06-03', lateMonday, 'el-GR')).toEqual({ kind: 'weekday', name: 'Τετ' });
  });

  it('shows dates as day/month and times on the 24-hour clock in Athens', () => {
    expect(dayMonth('2026-06-01')).toBe('1/6');
    expect(dayMonth('2026-12-24')).toBe('24/12');
    expect(athensTime('2026-06-01T09:00:00Z', 'el-GR')).toBe('12:00');
    expect(athensTime('2026-01-15T09:00:00Z', 'en-GB')).toBe('11:00');
  });
});
