import { expectNoViolations } from './support/axe';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, type Page, test } from './support/test';

const acceptCookies = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
    ),
  );

test.describe('saved addresses', () => {
  test('a visitor without a session is asked to log in', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/en/user/addresses');
    await expect(page.getByText('Log in to see your addresses.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/login$/);
  });

  test('list, add (validation first), set main and delete', async ({ page, context, baseURL }) => {
    await acceptCookies(page);
    await logInAsDemoCustomer(page, context, baseURL);
    await page.goto('/en/user/addresses');

    const home = page.getByRole('listitem', { name: 'Σκουφά 24' });
    const work = page.getByRole('listitem', { name: 'Λεωφόρος Κηφισίας 120' });
    // The first visit may wait for the dev server to compile the page's chunks.
    await expect(home).toBeVisible({ timeout: 20_000 });
    await expect(home).toContainText('Home');
    await expect(home).toContainText('Αθήνα 10673');
    await expect(home).toContainText('Floor: 3');
    await expect(home).toContainText('Doorbell: Παπαδάκη');
    await expect(home).toContainText('6944123456');
    await expect(home).toContainText('Main address');
    await expect(work).toContainText('Work');
    await expect(work).not.toContainText('Main address');

    // The add card follows the list.
    await page.getByRole('button', { name: 'Add new address' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add new address' });
    await expect(sheet).toBeVisible({ timeout: 20_000 });
    await sheet.getByRole('button', { name: 'Save address' }).click();
    await expect(sheet.getByText('This field is required.')).toHaveCount(5);

    // Street from the Greece-only autocomplete fills city and postal code.
    // Typed key by key, as a person does: the test's one-shot fill scrolls the (map-tall) sheet,
    // and a scroll closes the suggestions until the next keystroke.
    await sheet.getByRole('combobox', { name: 'Street' }).pressSequentially('Ερμ');
    await page.getByRole('option', { name: 'Ερμού, Αθήνα 10563' }).click();
    await expect(sheet.getByRole('textbox', { name: 'City' })).toHaveValue('Αθήνα');
    await expect(sheet.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10563');
    await sheet.getByRole('textbox', { name: 'Number' }).fill('12');
    await sheet.getByRole('textbox', { name: 'Phone' }).fill('6912345678');
    await sheet.getByText('Other', { exact: true }).click();
    await expect(sheet.getByRole('radio', { name: 'Other' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Save address' }).click();
    await expect(sheet).toBeHidden();

    const added = page.getByRole('listitem', { name: 'Ερμού 12' });
    await expect(added).toContainText('Other');
    await expect(added).toContainText('Αθήνα 10563');

    // Exactly one main address.
    await page.getByRole('button', { name: 'Make Ερμού 12 the main address' }).click();
    await expect(added).toContainText('Main address');
    await expect(home).not.toContainText('Main address');
    await expect(page.getByText('Main address')).toHaveCount(1);

    // Delete asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Delete Λεωφόρος Κηφισίας 120' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(work).toBeVisible();
    await page.getByRole('button', { name: 'Delete Λεωφόρος Κηφισίας 120' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(work).toBeHidden();
    // Two addresses left, then the add card.
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await expect(list.getByRole('listitem')).toHaveCount(3);

    // Survives a reload: the platform holds the changes.
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Ερμού 12' })).toContainText('Main address');
  });

  test('a save the platform refuses shows its message and keeps the input', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(page);
    await logInAsDemoCustomer(page, context, baseURL);
    await page.goto('/en/user/addresses');
    await page.getByRole('button', { name: 'Edit Λεωφόρος Κηφισίας 120' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit address' });
    // 19000-19999 is the demo's unsupported range.
    await sheet.getByRole('textbox', { name: 'Postal code' }).fill('19009');
    await sheet.getByRole('button', { name: 'Save address' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Sorry, we do not serve this area yet.');
    await expect(sheet.getByRole('textbox', { name: 'Postal code' })).toHaveValue('19009');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('listitem', { name: 'Λεωφόρος Κηφισίας 120' })).toContainText(
      '15125',
    );
  });

  test('axe finds no violation with the address sheet open', async ({ page, context, baseURL }) => {
    await acceptCookies(page);
    await logInAsDemoCustomer(page, context, baseURL);
    await page.goto('/en/user/addresses');
    await page.getByRole('button', { name: 'Edit Σκουφά 24' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit address' });
    await expect(sheet.getByRole('textbox', { name: 'City' })).toHaveValue('Αθήνα');
    await expectNoViolations(page);
  });
});
