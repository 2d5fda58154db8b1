import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { registerCustomer, signInWithToken } from './support/new-customer';
import { firstPaint } from './support/session-ui';
import { expect, test } from './support/test';

/**
 * The editor's empty-state images (content `empty-states`) where the shop shows that state. What
 * each view renders for empty data (its heading, the content's image for its kind, decorative; the
 * default product image) is checked in Vitest (tests/content/empty-states.test.tsx); the browser
 * runs axe on a new customer's empty account page and empty cart, with their images in. (The
 * not-found page's axe run is e2e/a11y.spec.ts's.)
 */
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => seedConsent(page));

test("a new customer's empty account page and empty cart, with the editor's images, pass axe", async ({
  page,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(page, 'Eleni');
  await signInWithToken(context, baseURL, customer.token);

  await page.goto('/en/user/addresses');
  await expect(
    page.getByRole('heading', { level: 2, name: 'You have no saved addresses yet.' }),
  ).toBeVisible(firstPaint);
  await expect(page.locator('[data-empty-state="address"] img')).toBeVisible(firstPaint);
  await expectNoViolations(page);

  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible(firstPaint);
  await expect(page.locator('[data-empty-state="cart"] img')).toBeVisible(firstPaint);
  await expectNoViolations(page);
});
