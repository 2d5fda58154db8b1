// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyKeptLook } from '@/boot/kept-look';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const iosSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iosChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const storageWith = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

afterEach(() => {
  document.documentElement.removeAttribute('data-smart-banner');
  document.documentElement.removeAttribute('data-kept-cart');
  document.documentElement.style.removeProperty('--kept-cart-lines');
  for (const style of document.head.querySelectorAll('style')) style.remove();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it set.
  document.cookie = 'smartBannerDisplay=; Max-Age=0; Path=/';
});

describe('the kept look, before the first paint', () => {
  it('keeps the app banner room on an eligible phone only, naming its platform', () => {
    applyKeptLook({ document, userAgent: android, storage: storageWith({}) });
    expect(document.documentElement.getAttribute('data-smart-banner')).toBe('android');
    document.documentElement.removeAttribute('data-smart-banner');
    applyKeptLook({ document, userAgent: iosChrome, storage: storageWith({}) });
    expect(document.documentElement.getAttribute('data-smart-banner')).toBe('ios');
    document.documentElement.removeAttribute('data-smart-banner');
    for (const userAgent of [iosSafari, desktop]) {
      applyKeptLook({ document, userAgent, storage: storageWith({}) });
      expect(document.documentElement.hasAttribute('data-smart-banner')).toBe(false);
    }
  });

  it('keeps no room when the banner was closed today (its cookie)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the banner's own close cookie.
    document.cookie = 'smartBannerDisplay=hidden; Path=/';
    applyKeptLook({ document, userAgent: android, storage: storageWith({}) });
    expect(document.documentElement.hasAttribute('data-smart-banner')).toBe(false);
  });

  it('hides the header message the shopper closed, and only that one', () => {
    document.body.innerHTML =
      '<aside data-message-id="sunday-deliveries">a</aside><aside data-message-id="new-one">b</aside>';
    applyKeptLook({
      document,
      userAgent: desktop,
      storage: storageWith({ headerMessage: JSON.stringify('sunday-deliveries') }),
    });
    const [closed, fresh] = [...document.querySelectorAll('aside')];
    expect(closed && getComputedStyle(closed).display).toBe('none');
    expect(fresh && getComputedStyle(fresh).display).not.toBe('none');
  });

  it('reads a corrupt, hostile or blocked storage as nothing closed', () => {
    for (const storage of [
      storageWith({ headerMessage: '{not json' }),
      storageWith({ headerMessage: JSON.stringify('x"]{}body{display:none}') }),
      {
        getItem: () => {
          throw new Error('blocked');
        },
      },
      undefined,
    ]) {
      applyKeptLook({ document, userAgent: desktop, storage });
    }
    expect(getComputedStyle(document.body).display).not.toBe('none');
    expect(document.head.querySelector('style')?.textContent).toBe(
      '[data-message-id="x\\"]{}body{display:none}"]{display:none}',
    );
  });

  it('marks a browser that keeps cart lines, in either stored form, and no other', () => {
    const keeps = (cart: string | undefined) => {
      document.documentElement.removeAttribute('data-kept-cart');
      const storage = storageWith(cart === undefined ? {} : { cart });
      applyKeptLook({ document, userAgent: desktop, storage });
      return document.documentElement.hasAttribute('data-kept-cart');
    };
    expect(keeps(JSON.stringify({ lines: [{ sku: '1001', quantity: 2 }], changes: [] }))).toBe(
      true,
    );
    expect(keeps(JSON.stringify([{ sku: '1001', quantity: 2 }]))).toBe(true);
    // Room for the kept lines, up to six (the rest are below the fold).
    const line = { sku: '1001', quantity: 1 };
    expect(document.documentElement.style.getPropertyValue('--kept-cart-lines')).toBe('1');
    keeps(JSON.stringify({ lines: Array.from({ length: 9 }, () => line), changes: [] }));
    expect(document.documentElement.style.getPropertyValue('--kept-cart-lines')).toBe('6');
    for (const cart of [
      undefined,
      JSON.stringify({ lines: [], changes: ['c1'] }),
      '[]',
      'null',
      '{"lines":"x"}',
      'not json',
    ]) {
      expect(keeps(cart), String(cart)).toBe(false);
    }
  });
});
