import { describe, expect, it } from 'vitest';
import {
  hasSmartBannerCookie,
  SMART_BANNER_HIDE_SECONDS,
  smartBannerCookie,
  smartBannerPlatform,
} from '@/lib/smart-banner-rules';

const ua = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  miBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; en-gb; 2201117TG Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.24.0-gn',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
};

describe('who sees the smart banner (user agent)', () => {
  it.each([
    ['Chrome on Android', ua.androidChrome, 'android'],
    ['Firefox on Android', ua.androidFirefox, 'android'],
    ['Samsung Internet', ua.androidSamsung, 'android'],
    ['Chrome on iPhone', ua.iphoneChrome, 'ios'],
    ['Firefox on iPhone', ua.iphoneFirefox, 'ios'],
  ])('%s gets the banner', (_, agent, platform) => {
    expect(smartBannerPlatform(agent)).toBe(platform);
  });

  it.each([
    ['Safari on iPhone', ua.iphoneSafari],
    ['Safari on iPad', ua.ipadSafari],
    ['the Mi browser', ua.miBrowser],
    ['desktop Chrome', ua.desktopChrome],
    ['desktop Safari', ua.macSafari],
    ['an empty user agent', ''],
  ])('%s gets none', (_, agent) => {
    expect(smartBannerPlatform(agent)).toBeNull();
  });
});

describe('the close cookie', () => {
  it('lasts one day', () => {
    expect(SMART_BANNER_HIDE_SECONDS).toBe(86_400);
    expect(smartBannerCookie()).toMatch(/^smartBannerDisplay=hidden; Path=\/; Max-Age=86400;/);
  });
  it('is found among other cookies, and only by its exact name', () => {
    expect(hasSmartBannerCookie('a=1; smartBannerDisplay=hidden; b=2')).toBe(true);
    expect(hasSmartBannerCookie('a=1; notsmartBannerDisplay=x')).toBe(false);
    expect(hasSmartBannerCookie('')).toBe(false);
  });
});
