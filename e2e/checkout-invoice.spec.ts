import { completeInvoice, wrongVatNumber } from '@machines/checkout/checkout.model';
import { expectNoViolations } from './support/axe';
import { seedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { chooseSavedAddress, logIn, reserveSlot } from './support/order-ui';
import { expect, type Page, test } from './support/test';

/** The invoice fields by their English labels. */
const labels: Record<keyof typeof completeInvoice, string> = {
  companyName: 'Company name',
  vatNumber: 'VAT number (ΑΦΜ)',
  taxOffice: 'Tax office (ΔΟΥ)',
  activity: 'Business activity (optional)',
  street: 'Street',
  streetNo: 'Number',
  postalCode: 'Postal code',
  city: 'City',
};
const field = (page: Page, name: keyof typeof labels) =>
  page.getByRole('group', { name: 'Invoice details' }).getByRole('textbox', {
    name: labels[name],
    exact: true,
  });
const stored = (page: Page) =>
  page.evaluate(() => ({
    invoice: localStorage.getItem('temporaryInvoice'),
    flag: localStorage.getItem('notSavedInvoiceFlag'),
  }));

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  // Two tomatoes and minced beef: above the delivery minimum.
  await seedCart(page, [
    { sku: '1001', quantity: 2 },
    { sku: '1002', quantity: 1 },
  ]);
});

test('an invoice: a wrong ΑΦΜ is refused, a reload keeps what was typed, the order carries it @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(page, context, baseURL);
  await chooseSavedAddress(page);
  await reserveSlot(page);
  await page.goto('/en/checkout');
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Shop: ', {
    timeout: 20_000,
  });
  // A receipt unless the shopper asks for an invoice.
  await expect(page.getByRole('radio', { name: 'Receipt' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Invoice details' })).toHaveCount(0);
  // By keyboard: the radio group takes the arrow keys.
  await page.getByRole('radio', { name: 'Receipt' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked();

  for (const [name, value] of Object.entries(completeInvoice))
    await field(page, name as keyof typeof labels).fill(
      name === 'vatNumber' ? wrongVatNumber : value,
    );
  await page.getByText('Card on delivery').click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please check the invoice details.' }),
  ).toBeVisible();
  await expect(field(page, 'vatNumber')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'vatNumber')).toHaveAccessibleDescription(
    'This is not a valid VAT number (ΑΦΜ): check the digits.',
  );
  await expectNoViolations(page);

  await field(page, 'vatNumber').fill('12345');
  await expect(field(page, 'vatNumber')).toHaveAccessibleDescription(
    'A VAT number (ΑΦΜ) has exactly 9 digits.',
  );
  await field(page, 'vatNumber').fill(completeInvoice.vatNumber);
  await expect(field(page, 'vatNumber')).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(async () => (await stored(page)).flag).toBe('true');

  // A reload (or a way back through the cart) loses nothing that was typed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked();
  for (const [name, value] of Object.entries(completeInvoice))
    await expect(field(page, name as keyof typeof labels)).toHaveValue(value);

  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Shop: ', {
    timeout: 20_000,
  });
  await page.getByText('Card on delivery').click();
  const order = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/api\/v3\/orders$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await order).postDataJSON().invoice).toEqual({
    companyName: completeInvoice.companyName,
    vatNumber: completeInvoice.vatNumber,
    taxOffice: completeInvoice.taxOffice,
    activity: completeInvoice.activity,
    address: {
      street: completeInvoice.street,
      streetNo: completeInvoice.streetNo,
      postalCode: completeInvoice.postalCode,
      city: completeInvoice.city,
    },
  });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  // The order took the invoice: nothing typed is kept any more.
  expect(await stored(page)).toEqual({ invoice: null, flag: null });

  const orderId = new URL(page.url()).searchParams.get('order');
  await page.goto(`/en/user/history/details?orderId=${orderId}`);
  await expect(
    page.getByText(
      `Invoice: ${completeInvoice.companyName}, VAT number ${completeInvoice.vatNumber}`,
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
});

/**
 * What the Greek choice shows (Απόδειξη by default, Τιμολόγιο's fields, the refused ΑΦΜ's message)
 * is checked in Vitest (tests/checkout/billing-choice.test.tsx); the browser runs axe on it.
 */
test('in Greek: the invoice fields with a refused ΑΦΜ pass axe', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'Απόδειξη' })).toBeChecked({ timeout: 30_000 });
  await page.getByText('Τιμολόγιο', { exact: true }).click();
  await page.getByRole('textbox', { name: 'ΑΦΜ', exact: true }).fill('094014202');
  await page.getByRole('textbox', { name: 'ΑΦΜ', exact: true }).blur();
  await expect(page.getByText('Ο ΑΦΜ δεν είναι έγκυρος: ελέγξτε τα ψηφία.')).toBeVisible();
  await expectNoViolations(page);
});
