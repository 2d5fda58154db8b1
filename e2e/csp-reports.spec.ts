import { seedConsent } from './support/consent-ui';
import { expect, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

/**
 * Sanitizing editor HTML makes no CSP violation report: the demo's "Pasted text" block holds a
 * script, an img with onerror and a javascript: link, and every view of the page used to report
 * the stripped handler (once for the meta policy, once for the header's) to a report endpoint.
 */
test.describe.configure({ timeout: 90_000 });

test('a corporate page with pasted hostile HTML reports no CSP violation', async ({ page }) => {
  await seedConsent(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/en/corporate/corporatecontent/corporate-page-components');
  const pasted = page.getByText('Do not click here');
  await expect(pasted).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'a link to the offers' })).toBeVisible();
  // The handlers were stripped, not run.
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  // Reports are queued as a task: read them once the page has settled.
  await settled(page);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});
