import { setScenarios } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { addAddressFromHeader, saveNewAddress } from './support/new-customer';
import { expect, test } from './support/test';

/**
 * "Adding is blocked" (content-side #44): the demo's `address-limit` scenario lets a customer
 * save 3 addresses, and the demo customer has 2. At the limit neither the header's address list
 * nor /user/addresses offers to add one; they say how to make room instead.
 */
const pageNote = 'You have saved 3 addresses, the most allowed. Delete one to add another.';
const headerNote =
  'You have saved 3 addresses, the most allowed. To add another, delete one in My addresses.';

test.beforeEach(async ({ page, context, baseURL }) => {
  await setScenarios(page, baseURL!, 'address-limit');
  await seedConsent(page);
  await logInAsDemoCustomer(page, context, baseURL);
});

test('at the limit the header list and the address page offer no add; a delete makes room @phone', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en');
  await addAddressFromHeader(page);

  // The header's list: three addresses, and a word on the limit where the add card was.
  await page.getByRole('button', { name: /Service and address/ }).click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  const list = page.getByRole('dialog', { name: 'Choose a delivery address' });
  await expect(list.getByText(headerNote)).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('button', { name: 'Add new address' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/en/user/addresses');
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expect(saved.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText(pageNote)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add new address' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Ερμού 12' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this address?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page.getByRole('button', { name: 'Add new address' })).toBeVisible();
  await expect(page.getByText(pageNote)).toHaveCount(0);
});

test('a second tab fills the limit: the save says so and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/en/user/addresses');
  const add = page.getByRole('button', { name: 'Add new address' });
  await expect(add).toBeVisible({ timeout: 20_000 });

  // Another tab saves the third address while this page still shows two.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const elsewhere = await page.request.post('/api/v3/users/me/addresses', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}` },
    data: {
      type: 2,
      street: 'Σόλωνος',
      streetNo: '8',
      postalCode: '10673',
      city: 'Αθήνα',
      floor: '',
      nameAtBell: '',
      contactPhone: '',
    },
  });
  expect(elsewhere.ok()).toBe(true);

  await add.click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await saveNewAddress(form);
  await expect(form.getByRole('alert')).toHaveText(
    'You have saved the most addresses allowed. Delete one to add another.',
  );
  await expect(form.getByRole('combobox', { name: 'Street' })).toHaveValue('Ερμού');
  await expect(form.getByRole('textbox', { name: 'Number' })).toHaveValue('12');

  // Closed, the page reads the list again: the other tab's address, and no add card.
  await form.getByRole('button', { name: 'Cancel' }).click();
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expect(saved.getByRole('listitem', { name: 'Σόλωνος 8' })).toBeVisible();
  await expect(page.getByText(pageNote)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add new address' })).toHaveCount(0);
});
