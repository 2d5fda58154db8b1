import { describe, expect, it } from 'vitest';
import {
  hasSmartBannerCookie,
  SMART_BANNER_HIDE_SECONDS,
  smartBannerCookie,
  smartBannerPlatform,
} from '@/lib/smart-banner-rules';
import { appStoreOf, shortFormStoreLink } from '@/lib/smart-banner-stores';

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

describe('the short form sends each phone to its own store', () => {
  const play = 'https://play.google.com/store/apps/details?id=gr.agoramarket.demo';
  const appStore = 'https://apps.apple.com/gr/app/agora-market/id1600004217';

  it('an App Store id and a Google Play url: iPhone to the App Store, Android to Google Play', () => {
    expect(shortFormStoreLink('ios', '1600004217', play)).toEqual({
      appId: '1600004217',
      appUrl: 'https://apps.apple.com/app/id1600004217',
    });
    expect(shortFormStoreLink('android', '1600004217', play)).toEqual({
      appId: 'gr.agoramarket.demo',
      appUrl: play,
    });
  });

  it('a package name and an App Store url: the other way round', () => {
    expect(shortFormStoreLink('ios', 'gr.agoramarket.demo', appStore)).toEqual({
      appId: '1600004217',
      appUrl: appStore,
    });
    expect(shortFormStoreLink('android', 'gr.agoramarket.demo', appStore)).toEqual({
      appId: 'gr.agoramarket.demo',
      appUrl: play,
    });
  });

  it('"id" before the digits is an App Store id too', () => {
    expect(shortFormStoreLink('ios', 'id1600004217', play)?.appUrl).toBe(
      'https://apps.apple.com/app/id1600004217',
    );
  });

  it('never sends an iPhone to Google Play nor an Android phone to the App Store', () => {
    expect(shortFormStoreLink('ios', 'gr.agoramarket.demo', play)).toBeNull();
    expect(shortFormStoreLink('android', '1600004217', appStore)).toBeNull();
  });

  it('keeps a link that is no store’s (a page that sends each phone on) for both', () => {
    const neutral = 'https://agora.example/app';
    expect(shortFormStoreLink('ios', 'gr.agoramarket.demo', neutral)?.appUrl).toBe(neutral);
    expect(shortFormStoreLink('android', '1600004217', neutral)?.appUrl).toBe(neutral);
    expect(shortFormStoreLink('ios', 'gr.x', '')).toBeNull();
  });

  it('names the store of a link', () => {
    expect(appStoreOf(appStore)).toBe('ios');
    expect(appStoreOf('https://itunes.apple.com/app/id1')).toBe('ios');
    expect(appStoreOf(play)).toBe('android');
    expect(appStoreOf('https://play.google.com.evil.example/x')).toBeNull();
    expect(appStoreOf('not a url')).toBeNull();
  });
});
