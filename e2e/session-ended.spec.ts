import { seedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logIn } from './support/order-ui';
import { expect, test } from './support/test';

test('a 401 away from the account pages says the session ended, keeps the cart and offers to log in', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  await seedCart(page, [tomatoes]);
  await logIn(page, context, baseURL);
  await page.goto('/en/products/agora-deli-feta-cheese-300-g-1005');
  await expect(page.getByRole('heading', { level: 1, name: /Feta/ })).toBeVisible();
  // The platform no longer knows the token: the next call that needs it answers 401.
  await page.route('**/api/v3.1/lists**', (route) =>
    route.fulfill({ status: 401, json: { code: 'UNAUTHORIZED' } }),
  );
  await page.getByRole('button', { name: /^Save .* to a list$/ }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Your session has ended. Please log in again; your cart is still here.' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  // The list sheet needed the session: it steps aside, so the notice can be used.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /^\/en\/login\?redirect=%2Fproducts%2Fagora-deli-feta-cheese-300-g-1005$/,
  );
  await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 2 items');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});
