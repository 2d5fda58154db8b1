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
