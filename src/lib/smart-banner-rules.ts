/**
 * Who sees the smart app banner (shopping-app.md §4 "Smart banner"): phones and tablets, except
 * Safari (it has its own app banner) and the Mi browser. Decided from the user agent only.
 */
export type AppPlatform = 'ios' | 'android';

const isIos = (ua: string) => /iPhone|iPad|iPod/.test(ua);
const isAndroid = (ua: string) => /Android/.test(ua);
/** The Xiaomi browser (MiuiBrowser, "XiaoMi/MiuiBrowser", Mint). */
const isMiBrowser = (ua: string) => /MiuiBrowser|XiaoMi|Mint Browser/i.test(ua);
/**
 * Safari itself: "Safari" and "Version/" without another browser's token. Chrome, Firefox, Edge
 * and Opera on iOS (CriOS, FxiOS, EdgiOS, OPiOS) and every Android browser are not Safari.
 */
const isSafari = (ua: string) =>
  /Safari\//.test(ua) &&
  /Version\//.test(ua) &&
  !/Android|Chrome|Chromium|CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);

/** The platform whose banner to show, or null when this browser gets no banner. */
export function smartBannerPlatform(userAgent: string): AppPlatform | null {
  if (isMiBrowser(userAgent) || isSafari(userAgent)) return null;
  if (isIos(userAgent)) return 'ios';
  if (isAndroid(userAgent)) return 'android';
  return null;
}

/** The cookie that keeps the banner away after it is closed. */
export const SMART_BANNER_COOKIE = 'smartBannerDisplay';
/** Close hides the banner for one day (shopping-app.md §9). */
export const SMART_BANNER_HIDE_SECONDS = 24 * 60 * 60;

/** Whether the close cookie is in a `document.cookie` string. */
export const hasSmartBannerCookie = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim().startsWith(`${SMART_BANNER_COOKIE}=`));

/** The `document.cookie` assignment that hides the banner for a day. */
export const smartBannerCookie = (): string =>
  `${SMART_BANNER_COOKIE}=hidden; Path=/; Max-Age=${SMART_BANNER_HIDE_SECONDS}; SameSite=Lax`;

/** Sets the close cookie (a `document` stand-in may be passed in tests). */
export function writeSmartBannerCookie(
  jar: { cookie: string } | undefined = (globalThis as { document?: { cookie: string } }).document,
): void {
  if (jar) jar.cookie = smartBannerCookie();
}

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
