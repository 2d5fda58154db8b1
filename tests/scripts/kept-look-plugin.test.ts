import { describe, expect, it } from 'vitest';
import { keptLookScript, scriptHash } from '../../vite-plugins/kept-look';
import { contentSecurityPolicy } from '../../vite-plugins/security-headers';

describe('the inline script', () => {
  it('is small, and the CSP allows exactly it', async () => {
    const script = await keptLookScript();
    // In every page's <head>: the app banner's platform, the cookie decision, the closed header
    // message, the early presses and typing, and the held entry script with its preloads (4.0 KB,
    // 1.9 KB gzip).
    expect(script.code.length).toBeLessThan(4200);
    expect(script.hash).toBe(scriptHash(script.code));
    expect(contentSecurityPolicy({}, [script.hash])).toContain(`script-src 'self' ${script.hash}`);
    expect(contentSecurityPolicy({})).toContain("script-src 'self';");
  });
});
