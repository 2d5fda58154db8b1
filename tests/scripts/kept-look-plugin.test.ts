import { describe, expect, it } from 'vitest';
import { keptLookScript, scriptHash } from '../../scripts/site/kept-look-plugin';
import { contentSecurityPolicy } from '../../security-headers.vite';

describe('the inline script', () => {
  it('is small, and the CSP allows exactly it', async () => {
    const script = await keptLookScript();
    expect(script.code.length).toBeLessThan(2048);
    expect(script.hash).toBe(scriptHash(script.code));
    expect(contentSecurityPolicy({}, [script.hash])).toContain(`script-src 'self' ${script.hash}`);
    expect(contentSecurityPolicy({})).toContain("script-src 'self';");
  });
});
