import { expectNoViolations } from './support/axe';
import { seedCart } from './support/cart-ui';
import { guestAddressUi } from './support/guest-address-ui';
import { expect, test } from './support/test';

/**
 * A service whose `timeslots.prebook.enabled` is false (the demo's express-no-prebook scenario:
 * express delivery without pre-booking) asks for no time slot: the header says the earliest one,
 * checkout places the order without a reservation. Home delivery still offers the slot sheet.
 */
test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'demo_scenario', value: 'express-no-prebook', url: baseURL! }]);
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: false, ad: false, ux: false }),
    ),
  );
});

test('express without pre-booking: no slot to choose, the order goes without one @phone', async ({
  page,
}) => {
  await seedCart(page, [
    { sku: '1001', quantity: 2 },
    { sku: '1002', quantity: 1 },
  ]);
  await page.goto('/en');
  const form = guestAddressUi(page);
  await form.reachForm('10563', 'Express delivery');
  await form.saveAthensAddress();

  const header = page.getByRole('banner');
  await expect(header.getByText('The earliest available')).toBeVisible();
  await expect(header.getByRole('button', { name: /^Delivery time/ })).toHaveCount(0);
  await expectNoViolations(page);

  await page.goto('/en/checkout');
  await expect(page.getByTestId('checkout-slot')).toContainText(
    'this service does not book time slots ahead',
  );
  await expect(page.getByRole('button', { name: 'Choose a time slot' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ελένη');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Παπαδοπούλου');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('eleni@example.gr');
  await page.getByText('Cash on delivery').click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});

test('home delivery in the same shop still offers its time slots', async ({ page }) => {
  await page.goto('/en');
  const form = guestAddressUi(page);
  await form.reachForm('10563');
  await form.saveAthensAddress();
  await page.getByRole('button', { name: /^Delivery time/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a time slot' })).toBeVisible();
});
