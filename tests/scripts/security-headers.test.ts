import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  securityHeaders,
} from '../../vite-plugins/security-headers.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

describe('the CSP lists the platform origins, not any https:', () => {
  const env = {
    VITE_API_URL: 'https://api.example.gr/v1',
    VITE_IMAGE_ORIGINS: 'https://cdn.example.gr/media, https://images.example.gr',
    VITE_NEWSLETTER_URL: 'https://forms.example.com/subscribe?list=1',
  };

  it('for a build against a real platform', () => {
    const policy = directives(contentSecurityPolicy(env));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.gr',
      'https://forms.example.com',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'https://api.example.gr',
      'https://cdn.example.gr',
      'https://images.example.gr',
    ]);
    expect(policy['form-action']).toEqual(["'self'", 'https://forms.example.com']);
    expect(policy['script-src']).toEqual(["'self'"]);
    for (const sources of Object.values(policy)) expect(sources).not.toContain('https:');
  });

  it('for the demo platform (/api): the shop itself only', () => {
    const policy = directives(contentSecurityPolicy({}));
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it("lets the address map's tiles in from their origin only", () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_MAP_TILES_URL: 'https://tiles.example.gr/{z}/{x}/{y}.png' }),
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://tiles.example.gr']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('ignores values that are not http(s) origins', () => {
    const policy = directives(
      contentSecurityPolicy({
        VITE_API_URL: '/api',
        VITE_IMAGE_ORIGINS: "javascript:x 'unsafe-inline' *",
      }),
    );
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });
});

describe('the headers a static host sends', () => {
  it('frame-ancestors, nosniff, the referrer policy and geolocation for the shop only', () => {
    const headers = securityHeaders({});
    expect(headers['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('as a _headers file for Netlify and Cloudflare Pages', () => {
    const file = headersFile({ VITE_API_URL: 'https://api.example.gr' });
    expect(file).toContain('\n/*\n');
    for (const [name, value] of Object.entries(
      securityHeaders({ VITE_API_URL: 'https://api.example.gr' }),
    ))
      expect(file).toContain(`\n  ${name}: ${value}`);
  });

  it("keeps the build's hashed files for a year, and nothing else", () => {
    const file = headersFile({});
    expect(file).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });
});
