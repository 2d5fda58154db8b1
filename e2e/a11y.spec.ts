import { expectNoViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

const acceptCookies = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
    ),
  );

test('the axe check fails on a WCAG violation and runs no rule beyond WCAG', async ({ page }) => {
  // A skipped heading level is a best practice, not a WCAG failure; a nameless button is one.
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Page</h1><h5>Part</h5><button><svg></svg></button></main></html>',
  );
  const failure = await expectNoViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
  expect(failure).not.toContain('heading-order');
});

test.describe('axe finds no WCAG 2.2 AA violation @phone', () => {
  test('home (Greek) with the consent banner open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies στην Agora Market' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('home (Greek) after deciding', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Ρυθμίσεις cookies' }),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test('/en', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/en');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('/cookies', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('/en/cookies while editing', async ({ page }) => {
    await page.goto('/en/cookies');
    await page.getByText('Advertising', { exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'unsaved' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('not-found page', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('profile menu open', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log in' })).toBeVisible();
    await expectNoViolations(page);
  });
});
