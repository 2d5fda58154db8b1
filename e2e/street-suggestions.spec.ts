import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, type Page, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

/**
 * Issue 22, item 6: street suggestions (`GET /v3/geo/streets`) are a help, never a condition. When
 * they fail the field says so politely and the street is typed by hand; an empty answer opens no
 * (empty) list that would hide the rest of the form from screen readers.
 */

const firstPaint = { timeout: 20_000 };

test.describe('street suggestions', () => {
  async function openAddressSheet(page: Page, context: Parameters<typeof logInAsDemoCustomer>[1]) {
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, test.info().project.use.baseURL);
    await page.goto('/en/user/addresses');
    await page.getByRole('button', { name: 'Add new address' }).click({ timeout: 20_000 });
    const sheet = page.getByRole('dialog', { name: 'Add new address' });
    await expect(sheet).toBeVisible(firstPaint);
    return sheet;
  }

  test('when they fail the form says so near the street, keeps the text and still saves', async ({
    page,
    context,
  }) => {
    let asked = 0;
    await page.route('**/api/v3/geo/streets**', (route) => {
      asked += 1;
      return route.abort('connectionreset');
    });
    const sheet = await openAddressSheet(page, context);
    const street = sheet.getByRole('combobox', { name: 'Street' });
    await street.fill('Ερμ');
    const note = sheet
      .getByRole('status')
      .filter({ hasText: 'Street suggestions are unavailable; type the street yourself.' });
    await expect(note).toBeVisible();
    expect(asked).toBeGreaterThan(0);
    await expect(street).toHaveValue('Ερμ');
    await street.fill('Ερμού');
    await sheet.getByRole('textbox', { name: 'Number' }).fill('12');
    await sheet.getByRole('textbox', { name: 'City' }).fill('Αθήνα');
    await sheet.getByRole('textbox', { name: 'Postal code' }).fill('10563');
    await sheet.getByRole('textbox', { name: 'Phone' }).fill('6912345678');
    await sheet.getByRole('button', { name: 'Save address' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Ερμού 12' })).toBeVisible();
  });

  test('an empty answer opens no list, so the other fields stay in reach', async ({
    page,
    context,
  }) => {
    let answered = 0;
    await page.route('**/api/v3/geo/streets**', (route) => {
      answered += 1;
      return route.fulfill({ json: [] });
    });
    const sheet = await openAddressSheet(page, context);
    const street = sheet.getByRole('combobox', { name: 'Street' });
    await street.fill('Ζζζ');
    await expect.poll(() => answered).toBeGreaterThan(0);
    // Once the answer is rendered (the page settled), there is no list.
    await settled(page);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    // Nothing around the field is hidden from assistive technology.
    await expect(sheet.getByRole('textbox', { name: 'Number' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Save address' })).toBeVisible();
    await expect(street).toHaveValue('Ζζζ');
  });
});
