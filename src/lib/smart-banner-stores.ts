import type { AppPlatform } from './smart-banner-rules';

/*
 * Apart from smart-banner-rules.ts (which the shell reads before the first paint): only the
 * banner's own chunk needs these.
 */
/** The store an app link opens: the App Store, Google Play, or neither (null). */
export function appStoreOf(url: string): AppPlatform | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') return 'ios';
  if (host === 'play.google.com') return 'android';
  return null;
}

/** An App Store id (`1600004217` or `id1600004217`), as digits; null for anything else. */
const appleIdOf = (value: string): string | null =>
  /^(?:id)?(\d{5,})$/i.exec(value.trim())?.[1] ?? null;
/** A Google Play package name (`gr.agoramarket.demo`). */
const isPackageName = (value: string): boolean =>
  /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i.test(value.trim());

/**
 * Where the smart banner's short form (one app id, one app url) sends this phone: an iPhone to
 * the App Store, an Android phone to Google Play.
 * - The app url, when it is this platform's store (its id read from it).
 * - Else a store link made from the app id when it has this platform's shape: digits for the
 *   App Store (`apps.apple.com/app/id…`), a package name for Google Play (`…details?id=…`).
 * - Else the app url when it is no store's (a page that sends each phone to its own store).
 * - Else null: no banner rather than the other platform's store.
 */
export function shortFormStoreLink(
  platform: AppPlatform,
  appId: string,
  appUrl: string,
): { appId: string; appUrl: string } | null {
  const store = appStoreOf(appUrl);
  if (platform === 'ios') {
    if (store === 'ios') return { appId: /\/id(\d+)/.exec(appUrl)?.[1] ?? appId, appUrl };
    const id = appleIdOf(appId);
    if (id) return { appId: id, appUrl: `https://apps.apple.com/app/id${id}` };
  } else {
    if (store === 'android')
      return { appId: new URL(appUrl).searchParams.get('id') ?? appId, appUrl };
    if (isPackageName(appId))
      return {
        appId: appId.trim(),
        appUrl: `https://play.google.com/store/apps/details?id=${encodeURIComponent(appId.trim())}`,
      };
  }
  return store === null && appUrl.trim() ? { appId, appUrl } : null;
}
