import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { listsUi } from './support/lists-ui';
import { expect, type Page, type Route, test } from './support/test';

/**
 * A write whose reply cannot be read (the platform did it; the answer came back truncated) is
 * read back before the shopper is asked to retry: what was created shows, once, and a retry
 * never creates it a second time.
 */

/** The platform does the write; the shop gets the first bytes of its answer only. */
const truncated = async (route: Route) => {
  const response = await route.fetch();
  const body = await response.text();
  await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
};

/** Only the first create is cut short; calls after it pass. */
async function truncateFirst(page: Page, url: string) {
  let calls = 0;
  await page.route(url, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    calls += 1;
    return calls === 1 ? truncated(route) : route.continue();
  });
  return () => calls;
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await seedConsent(page);
  await logInAsDemoCustomer(page, context, baseURL);
});

test('a new address whose reply is cut short shows once, and is saved once', async ({ page }) => {
  const posts = await truncateFirst(page, '**/api/v3/users/me/addresses');
  await page.goto('/en/user/addresses');
  await page.getByRole('button', { name: 'Add new address' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add new address' });
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  await sheet.getByRole('combobox', { name: 'Street' }).fill('Ερμ');
  await page.getByRole('option', { name: 'Ερμού, Αθήνα 10563' }).click();
  await sheet.getByRole('textbox', { name: 'Number' }).fill('12Α');
  await sheet.getByRole('textbox', { name: 'Phone' }).fill('6912345678');
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Ερμού 12Α' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Ερμού 12Α' })).toHaveCount(1, {
    timeout: 20_000,
  });
  expect(posts()).toBe(1);
});

test('a new list whose reply is cut short shows, with no "already exists"', async ({ page }) => {
  const posts = await truncateFirst(page, '**/api/lists');
  const ui = listsUi(page);
  await ui.open();
  await ui.expectLoaded();
  await page.getByRole('button', { name: 'Create a list' }).click();
  await ui.nameField().fill('Πικνίκ στον Υμηττό');
  await ui.dialog().getByRole('button', { name: 'Save' }).click();
  await expect(ui.dialog()).toBeHidden();
  await expect(ui.card('Πικνίκ στον Υμηττό')).toBeVisible();
  await expect(page.getByText(/already exists|could not save/i)).toHaveCount(0);
  expect(posts()).toBe(1);
});
