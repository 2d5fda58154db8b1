import { openGuestAddressForm } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { expect, test } from './support/test';

/** Issue 22, item 8: a street number takes Greek forms ("12Α", "10-12"), never an emoji. */
test('the guest address form refuses an emoji street number and takes "12Α" @phone', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto('/en');
  const serviceButton = page.getByRole('button', { name: /Service and address/ });
  await serviceButton.click();
  const form = await openGuestAddressForm(page);
  const number = form.getByRole('textbox', { name: 'Number' });
  await form.getByRole('textbox', { name: 'Street' }).fill('Ermou');
  await number.fill('12😀');
  await form.getByRole('textbox', { name: 'City' }).fill('Athens');
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('6912345678');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a street number such as 12, 12Α or 10-12.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  // Nothing was stored: the form is still open and the header names no address.
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('😀');

  await number.fill('12Α');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(serviceButton).toHaveAccessibleName(/11527/);
  // The guest's address is kept for checkout with the number as typed.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain('"streetNo\\":\\"12Α');
});
