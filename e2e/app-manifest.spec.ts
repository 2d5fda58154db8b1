import { expect, test } from './support/test';

/**
 * The shop is installable (issue 45): each language's pages link its web app manifest, served as
 * a manifest, whose start address is that language's home page; the page follows a language switch.
 */
test('each language links its manifest, and the manifest opens that home page', async ({
  page,
}) => {
  const manifestLink = page.locator('head link[rel="manifest"]');
  for (const [path, locale, start] of [
    ['/', 'el', '/'],
    ['/en', 'en', '/en/'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    // In the prerendered HTML already, before any script.
    expect(html).toContain(`<link rel="manifest" href="/manifest.${locale}.webmanifest"/>`);
    await page.goto(path);
    await expect(manifestLink).toHaveAttribute('href', `/manifest.${locale}.webmanifest`);
    const reply = await page.request.get(`/manifest.${locale}.webmanifest`);
    expect(reply.ok()).toBe(true);
    expect(reply.headers()['content-type']).toContain('manifest+json');
    expect((await reply.json()).start_url).toBe(start);
  }
  // One manifest link at a time, the language's own, after a switch without a reload.
  await page
    .getByRole('link', { name: /Ελληνικά|ΕΛ/ })
    .first()
    .click();
  await expect(manifestLink).toHaveCount(1);
  await expect(manifestLink).toHaveAttribute('href', '/manifest.el.webmanifest', {
    timeout: 15_000,
  });
});
