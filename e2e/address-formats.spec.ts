import { setScenarios } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { guestAddressUi } from './support/guest-address-ui';
import { expect, test } from './support/test';

/**
 * Issue 44, point 3: `fields.address.{city,street,streetNo}.format` is honoured as the postal
 * code's is. The demo's `address-formats` scenario configures the street number NUMERIC and the
 * city ALPHANUMERIC: a configured format replaces the field's own shape, with its own message,
 * and what the shopper typed stays.
 */
test('a configured street number and city format is checked, with its own message @phone', async ({
  page,
  baseURL,
}) => {
  await setScenarios(page, baseURL!, 'address-formats');
  await seedConsent(page);
  await page.goto('/en');
  const ui = guestAddressUi(page);
  await ui.reachForm('11527');
  await ui.field('street').fill('Ermou');
  // "12Α" is a street number the shop takes by default, not under NUMERIC.
  await ui.field('streetNo').fill('12Α');
  await ui.field('city').fill('Agia Paraskevi-Athens');
  await ui.field('contactPhone').fill('6912345678');
  await ui.save.click();
  await expect(ui.form.getByText('Use digits only.')).toBeVisible();
  await expect(ui.form.getByText('Use letters and digits only.')).toBeVisible();
  await expect(ui.field('streetNo')).toHaveAttribute('aria-invalid', 'true');
  await expect(ui.field('streetNo')).toHaveValue('12Α');
  await expect(ui.field('street')).toHaveValue('Ermou');

  await ui.field('streetNo').fill('12');
  await ui.field('city').fill('Agia Paraskevi');
  await ui.save.click();
  await expect(ui.form).toBeHidden();
  await expect(page.getByRole('button', { name: /Service and address/ })).toHaveAccessibleName(
    /11527/,
  );
});
