import { expectNoViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

const acceptCookies = (page: Page) =>
  page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
    ),
  );

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/en');
});

const serviceButton = (page: Page) => page.getByRole('button', { name: /Service and address/ });

test('delivery: postal check, then the guest address (supported and unsupported)', async ({
  page,
}) => {
  await serviceButton(page).click();
  const picker = page.getByRole('dialog', { name: 'How would you like to shop?' });
  await expect(picker.getByRole('button', { name: 'Home delivery' })).toBeVisible();
  await expectNoViolations(page);
  await picker.getByRole('button', { name: 'Home delivery' }).click();
  expect(await page.evaluate(() => localStorage.getItem('DeliveryMode'))).toBe('"easy"');

  const sheet = page.getByRole('dialog', { name: 'Do we deliver to you?' });
  const postal = sheet.getByRole('textbox', { name: 'Postal code' });
  await sheet.getByRole('button', { name: 'Check' }).click();
  await expect(sheet.getByText('This field is required.')).toBeVisible();
  await postal.fill('19009');
  await sheet.getByRole('button', { name: 'Check' }).click();
  await expect(sheet.getByText('we do not deliver to this postal code')).toBeVisible();
  await expectNoViolations(page);
  await postal.fill('115 27');
  await expect(sheet.getByText('we do not deliver')).toBeHidden();
  await sheet.getByRole('button', { name: 'Check' }).click();
  await expect(sheet.getByText(/Good news: \d+ of our shops deliver to you/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Continue with your address' }).click();

  const form = page.getByRole('dialog', { name: 'Your delivery address' });
  await expect(form.getByRole('textbox', { name: 'Postal code' })).toHaveValue('11527');
  await form.getByRole('button', { name: 'Save address' }).click();
  // Street, number, city and phone (the postal code comes from the check).
  await expect(form.getByText('This field is required.')).toHaveCount(4);
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await form.getByRole('textbox', { name: 'Street' }).fill('Ermou');
  await form.getByRole('textbox', { name: 'Number' }).fill('12');
  await form.getByRole('textbox', { name: 'City' }).fill('Ampelokipoi');
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('691234');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('19009');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter at least 10 characters.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('6912345678');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('we do not deliver to this address')).toBeVisible();
  // One way to close the sheet, not the screen's own beside the sheet's.
  await expect(form.getByRole('button', { name: 'Close' })).toHaveCount(1);
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Enter a new address' }).click();
  // What the guest typed survives the failed submit.
  await expect(form.getByRole('textbox', { name: 'Street' })).toHaveValue('Ermou');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('11527');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'we deliver to your address' }),
  ).toBeVisible();
  await expect(form).toBeHidden();
  await expect(serviceButton(page)).toHaveAccessibleName(/Delivery · 11527/);
});

test('the selection survives a reload: the shop, postal code and guest address', async ({
  page,
}) => {
  test.slow();
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  await page.getByRole('button', { name: /Agora Kolonaki/ }).click();
  await expect(serviceButton(page)).toHaveAccessibleName(/Pick-up · Agora Kolonaki/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shopSelection')!));
  // Ids and typed data only: the shop is looked up again on restore.
  expect(stored).toEqual({
    service: 'takeAway',
    shopId: 'shop-kolonaki',
    postalCode: null,
    guestAddress: null,
    addressId: null,
  });
  await page.reload();
  // The kept shop is checked again with the platform first (the API client loads lazily).
  await expect(serviceButton(page)).toBeEnabled({ timeout: 20_000 });
  await expect(serviceButton(page)).toHaveAccessibleName(/Pick-up · Agora Kolonaki/);

  // Delivery: the guest's address and postal code come back too.
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  const check = page.getByRole('dialog', { name: 'Do we deliver to you?' });
  await check.getByRole('textbox', { name: 'Postal code' }).fill('11527');
  await check.getByRole('button', { name: 'Check' }).click();
  await check.getByRole('button', { name: 'Continue with your address' }).click();
  const form = page.getByRole('dialog', { name: 'Your delivery address' });
  await form.getByRole('textbox', { name: 'Street' }).fill('Ermou');
  await form.getByRole('textbox', { name: 'Number' }).fill('12');
  await form.getByRole('textbox', { name: 'City' }).fill('Ampelokipoi');
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('6912345678');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(serviceButton(page)).toHaveAccessibleName(/Delivery · 11527/);
  await page.reload();
  await expect(serviceButton(page)).toBeEnabled({ timeout: 20_000 });
  await expect(serviceButton(page)).toHaveAccessibleName(/Delivery · 11527/);
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  await expect(check.getByRole('textbox', { name: 'Postal code' })).toHaveValue('11527');
  await check.getByRole('button', { name: 'Check' }).click();
  await check.getByRole('button', { name: 'Continue with your address' }).click();
  await expect(form.getByRole('textbox', { name: 'Street' })).toHaveValue('Ermou');
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Ampelokipoi');
});

test('a kept shop that no longer serves is dropped with a notice', async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem('DeliveryMode', '"easy"');
    localStorage.setItem(
      'shopSelection',
      JSON.stringify({
        service: 'easy',
        shopId: 'shop-kolonaki',
        postalCode: '19009',
        guestAddress: null,
      }),
    );
  });
  await page.reload();
  const picker = page.getByRole('dialog', { name: 'How would you like to shop?' });
  await expect(picker.getByRole('alert')).toContainText('can no longer serve you', {
    timeout: 20_000,
  });
  await expect(picker.getByRole('button', { name: 'Home delivery' })).toBeVisible();
  await expectNoViolations(page);
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(serviceButton(page)).toHaveAccessibleName(/Delivery or pickup\?/);
  await expect(
    page.getByRole('status').filter({ hasText: 'can no longer serve you' }),
  ).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shopSelection')!))).toEqual({
    service: 'easy',
    shopId: null,
    postalCode: null,
    guestAddress: null,
    addressId: null,
  });
});
