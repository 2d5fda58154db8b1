import { describe, expect, it } from 'vitest';
import {
  type CookieJar,
  clearTokenCookie,
  readTokenCookie,
  writeTokenCookie,
} from '@/api/token-cookie';

/** Records every cookie write like `document.cookie` does, and reads back what a browser would. */
const jar = (initial = ''): CookieJar & { writes: string[] } => {
  let current = initial;
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return current;
    },
    set cookie(value: string) {
      writes.push(value);
      const pair = value.split(';')[0] ?? '';
      const name = pair.split('=')[0];
      const others = current
        .split('; ')
        .filter((part) => part !== '' && part.split('=')[0] !== name);
      current = /Max-Age=0/.test(value) ? others.join('; ') : [...others, pair].join('; ');
    },
  };
};

describe('token cookie', () => {
  it('writes the token with Secure, SameSite=Strict and Path=/', () => {
    const cookies = jar();
    writeTokenCookie('abc.def', { jar: cookies });
    const written = cookies.writes[0] ?? '';
    expect(written.startsWith('token=abc.def;')).toBe(true);
    expect(written).toContain('Secure');
    expect(written).toContain('SameSite=Strict');
    expect(written).toContain('Path=/');
  });

  it('adds Max-Age when asked', () => {
    const cookies = jar();
    writeTokenCookie('t', { jar: cookies, maxAgeSeconds: 3600 });
    expect(cookies.writes[0]).toContain('Max-Age=3600');
  });

  it('reads back what it wrote, including characters that need encoding', () => {
    const cookies = jar('consent=1');
    writeTokenCookie('a=b;c d', { jar: cookies });
    expect(readTokenCookie(cookies)).toBe('a=b;c d');
  });

  it('finds the token among other cookies and ignores look-alike names', () => {
    expect(readTokenCookie({ cookie: 'xtoken=no; token=yes; tokens=no' })).toBe('yes');
    expect(readTokenCookie({ cookie: 'a=1; b=2' })).toBeUndefined();
    expect(readTokenCookie({ cookie: 'token=' })).toBeUndefined();
  });

  it('clears the token with the same attributes and Max-Age=0', () => {
    const cookies = jar('token=abc');
    clearTokenCookie(cookies);
    const written = cookies.writes[0] ?? '';
    expect(written).toMatch(/^token=;/);
    expect(written).toContain('Max-Age=0');
    expect(written).toContain('Secure');
    expect(written).toContain('SameSite=Strict');
    expect(written).toContain('Path=/');
    expect(readTokenCookie(cookies)).toBeUndefined();
  });

  it('is harmless without a document (Node)', () => {
    expect(readTokenCookie()).toBeUndefined();
    expect(() => writeTokenCookie('t')).not.toThrow();
    expect(() => clearTokenCookie()).not.toThrow();
  });
});
