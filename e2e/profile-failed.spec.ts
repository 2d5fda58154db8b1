import { seedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, type Page, test } from './support/test';

/**
 * Issue 22, item 6: a customer whose profile (`GET /v3/users/me`) did not load is told so where
 * they are, calmly, with "Try again"; the session, the header, the cart and what they typed stay.
 */

const firstPaint = { timeout: 20_000 };
const PROFILE_FAILED = 'We could not load your account details.';

/** The profile call answers 500 until `recover()` is called; counts the failed calls. */
async function failProfile(page: Page) {
  const state = { failing: true, calls: 0 };
  await page.route('**/api/v3/users/me', (route) => {
    if (!state.failing) return route.fallback();
    state.calls += 1;
    return route.fulfill({
      status: 500,
      json: { code: 'SERVER_ERROR', userMessage: 'The shop is busy, try again.' },
    });
  });
  return {
    state,
    recover: () => {
      state.failing = false;
    },
  };
}

test.describe('the profile call fails', () => {
  // A signed-in customer with tomatoes in the cart.
  test.beforeEach(async ({ page, context, baseURL }) => {
    await seedConsent(page);
    await seedCart(page, [tomatoes]);
    await logInAsDemoCustomer(page, context, baseURL);
  });

  test('an account page says so in place and "Try again" loads the details', async ({ page }) => {
    const profile = await failProfile(page);
    await page.goto('/en/user/credentials');
    const main = page.getByRole('main');
    const notice = main.getByRole('status').filter({ hasText: PROFILE_FAILED });
    await expect(notice).toBeVisible(firstPaint);
    expect(profile.state.calls).toBeGreaterThan(0);
    // The header and the cart are kept; the session too (no "log in again").
    await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(
      'Cart, 2 items',
    );
    await expect(page.getByText('Your session has ended.')).toHaveCount(0);
    // Said once on this page: the toast outside the account pages does not repeat it.
    await expect(page.getByRole('status').filter({ hasText: PROFILE_FAILED })).toHaveCount(1);

    profile.recover();
    const retry = notice.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(main.getByText('demo@agora.gr')).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account of Ελένη' })).toBeVisible();
  });

  test('elsewhere a notice says so, keeps what was typed, and "Try again" loads it', async ({
    page,
  }) => {
    const profile = await failProfile(page);
    await page.goto('/en/offers');
    const notice = page.getByRole('status').filter({ hasText: PROFILE_FAILED });
    await expect(notice).toBeVisible(firstPaint);
    await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(
      'Cart, 2 items',
    );
    // Two letters: no suggestions open over the notice.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('fe');

    profile.recover();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Account of Ελένη' })).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(search).toHaveValue('fe');
    await expect(page).toHaveURL(/\/en\/offers$/);
  });
});
