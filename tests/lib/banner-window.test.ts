import { describe, expect, it } from 'vitest';
import { isBannerLive, liveBanners } from '@/lib/banner-window';

const window = {
  enabled: true,
  start_date: '2025-03-01T00:00:00.000Z',
  end_date: '2025-04-01T00:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

describe('banner window (start inclusive, end exclusive)', () => {
  it('shows from the exact start instant', () => {
    expect(isBannerLive(window, at('2025-03-01T00:00:00.000Z'))).toBe(true);
  });

  it('does not show one millisecond before the start', () => {
    expect(isBannerLive(window, at('2025-02-28T23:59:59.999Z'))).toBe(false);
  });

  it('shows up to one millisecond before the end', () => {
    expect(isBannerLive(window, at('2025-03-31T23:59:59.999Z'))).toBe(true);
  });

  it('does not show at the exact end instant', () => {
    expect(isBannerLive(window, at('2025-04-01T00:00:00.000Z'))).toBe(false);
  });

  it('compares instants across time-zone offsets', () => {
    const athens = { enabled: true, start_date: '2025-03-01T02:00:00.000+02:00', end_date: null };
    expect(isBannerLive(athens, at('2025-02-28T23:59:59.999Z'))).toBe(false);
    expect(isBannerLive(athens, at('2025-03-01T00:00:00.000Z'))).toBe(true);
  });

  it('never shows a disabled banner, even inside its window', () => {
    expect(isBannerLive({ ...window, enabled: false }, at('2025-03-15T12:00:00.000Z'))).toBe(false);
  });

  it('treats a missing bound as open and a missing banner as hidden', () => {
    expect(isBannerLive({ enabled: true }, at('2000-01-01T00:00:00.000Z'))).toBe(true);
    expect(isBannerLive(null, at('2025-03-15T12:00:00.000Z'))).toBe(false);
  });

  it('keeps only the live banners, in order', () => {
    const banners = [
      { ...window, title: 'current' },
      { ...window, title: 'off', enabled: false },
      { ...window, title: 'later', start_date: '2025-05-01T00:00:00.000Z', end_date: null },
      { ...window, title: 'also current', start_date: null },
    ];
    expect(liveBanners(banners, at('2025-03-10T00:00:00.000Z')).map((b) => b.title)).toEqual([
      'current',
      'also current',
    ]);
    expect(liveBanners(undefined, at('2025-03-10T00:00:00.000Z'))).toEqual([]);
  });
});
