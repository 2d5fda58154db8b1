import { expect, test } from './support/test';

/**
 * What `vite preview` sends (a static host's stand-in) and what the build writes for Netlify and
 * Cloudflare Pages: the CSP with the platform's origins only (the demo platform is the shop
 * itself: no `https:` source anywhere), `form-action`, and the other security headers.
 */
test('the shop page comes with its security headers and the same CSP as its meta tag', async ({
  page,
}) => {
  const reply = await page.request.get('/en/cookies');
  const headers = reply.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toContain("img-src 'self' data:;");
  expect(policy).toContain("form-action 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/\shttps:(\s|;|$)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');

  const meta = (await reply.text()).match(
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/,
  )?.[1];
  expect(`${meta}; frame-ancestors 'none'`).toBe(policy);

  const headersFile = await (await page.request.get('/_headers')).text();
  expect(headersFile).toContain(`  Content-Security-Policy: ${policy}\n`);
  expect(headersFile).toContain('  X-Content-Type-Options: nosniff\n');
});

test("the build's hashed files are kept a year, pages are asked for again", async ({ page }) => {
  const html = await (await page.request.get('/en/cookies')).text();
  const script = html.match(/data-src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'the page loads its entry from /assets/').toBeTruthy();
  const asset = await page.request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const pageReply = await page.request.get('/en/cookies');
  expect(pageReply.headers()['cache-control'] ?? '').not.toContain('immutable');
  // A file the build does not have (an old version's, after a deploy) is not kept in its place.
  const missing = await page.request.get('/assets/main-0ld0ld0.js');
  expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
});
