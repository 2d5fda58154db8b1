import { isWithinWindow } from './dates';

/** What decides whether an editor banner shows: the flag and the date window. */
export interface BannerWindow {
  enabled: boolean;
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}

/**
 * A banner (home, category top or side) shows only while enabled and
 * start_date <= now < end_date (start inclusive, end exclusive). A missing bound is open.
 */
export const isBannerLive = (banner: BannerWindow | null | undefined, now: Date): boolean =>
  banner?.enabled === true && isWithinWindow(now, banner.start_date, banner.end_date);

/** The banners of a list that show at `now`, in the editor's order. */
export const liveBanners = <T extends BannerWindow>(
  banners: readonly T[] | null | undefined,
  now: Date,
): T[] => (banners ?? []).filter((banner) => isBannerLive(banner, now));
