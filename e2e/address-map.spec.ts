import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, test } from './support/test';

/**
 * The address form's map (spec §9, issue 44 point 4), on the demo platform's offline basemap:
 * centred on central Athens before there is an address, on the street once one is picked; the pin
 * moves with the arrow keys and its coordinates are saved with the address.
 */
test('the pin follows the picked street, moves with the arrow keys and is saved with the address @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  const token = await logInAsDemoCustomer(page, context, baseURL);
  await page.goto('/en/user/addresses');
  await page.getByRole('button', { name: 'Add new address' }).click({ timeout: 20_000 });
  const sheet = page.getByRole('dialog', { name: 'Add new address' });
  const map = sheet.getByRole('figure', { name: 'Map of the delivery address' });
  await expect(map).toBeVisible({ timeout: 20_000 });
  // The basemap's tiles come from the demo platform, offline.
  const tile = map.locator('img.leaflet-tile-loaded').first();
  await expect(tile).toHaveAttribute('src', /\/api\/media\/map\/\d+\/\d+\/\d+\.svg$/, {
    timeout: 15_000,
  });

  // The street from the suggestions, by keyboard (the list opens under the field as it is typed).
  const street = sheet.getByRole('combobox', { name: 'Street' });
  await street.fill('Ερμ');
  await expect(page.getByRole('option', { name: 'Ερμού, Αθήνα 10563' })).toBeVisible();
  await street.press('ArrowDown');
  await street.press('Enter');
  await expect(sheet.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10563');
  await sheet.getByRole('textbox', { name: 'Number' }).fill('12');
  await sheet.getByRole('textbox', { name: 'Phone' }).fill('6912345678');
  await expect(map).toContainText('Ερμού 12, 10563 Αθήνα');

  const pin = map.getByRole('button', { name: 'Delivery pin: move it with the arrow keys' });
  await pin.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(pin).toBeFocused();
  await expectNoViolations(page);
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(sheet).toBeHidden();

  const reply = await page.request.get('/api/v3/users/me/addresses', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}` },
  });
  const saved = ((await reply.json()) as { street: string; latitude: number; longitude: number }[])
    .filter((a) => a.street === 'Ερμού')
    .at(-1)!;
  // Ερμού is at 37.97614, 23.7289 in the gazetteer: the pin went east and north of it.
  expect(saved.longitude).toBeGreaterThan(23.7289);
  expect(saved.latitude).toBeGreaterThan(37.97614);
  expect(saved.longitude - 23.7289).toBeLessThan(0.001);
});
