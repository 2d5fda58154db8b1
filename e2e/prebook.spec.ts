import { expectNoViolations } from './support/axe';
import { withJsonReply } from './support/json-reply';
import { expect, type Page, test } from './support/test';

const slotButton = (page: Page) => page.getByRole('button', { name: /^Delivery time/ });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Choose a time slot' });

/** Pick-up at Agora Kolonaki, so a shop is selected (the selection journey's own UI). */
async function chooseShop(page: Page) {
  await page.getByRole('button', { name: /Service and address/ }).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a shop for pick-up' })
    .getByRole('button', { name: /Agora Kolonaki/ })
    .click();
  await expect(page.getByRole('button', { name: /Pick-up · Agora Kolonaki/ })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
    ),
  );
});

/**
 * Which day shows the low-availability hint, and its count, is checked in Vitest
 * (tests/prebook/time-slot-sheet.test.tsx), as is the time-slot button without a shop; the
 * browser runs axe on the sheet with the hint.
 */
test('the time-slot sheet with the low-availability hint passes axe', async ({ page }) => {
  // The platform's days, changed: 2 free slots on the first day.
  await withJsonReply(page, '**/api/v3/shops/*/delivery-days**', (body) => {
    const days = body as unknown as { timeslots: { isAvailable: boolean }[] }[];
    days[0]?.timeslots.forEach((slot, i) => {
      slot.isAvailable = i < 2;
    });
    return days as unknown as Record<string, unknown>;
  });
  await page.goto('/en');
  await chooseShop(page);
  await slotButton(page).click();
  await expect(sheet(page).getByText('Only 2 time slots left on this day')).toBeVisible();
  await expectNoViolations(page);
});

test('reserve a slot, watch the countdown, let it expire, meet the expiry modal at checkout', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/en');
  await chooseShop(page);
  await slotButton(page).click();
  const dialog = sheet(page);
  await expect(dialog.getByRole('radio', { name: /Today|Tomorrow/ }).first()).toBeVisible();
  // DEFAULT strategy: the earliest free slot is already marked.
  await expect(
    dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await expectNoViolations(page);
  // Tomorrow's first slot: a reservation is held 15 minutes, or less when the slot's order
  // cut-off comes first (today's earliest slot, at some hours of the day).
  await dialog
    .getByRole('radiogroup', { name: 'Day' })
    .getByRole('radio', { name: /^Tomorrow/ })
    .locator('xpath=ancestor::label')
    .click();
  await expect(
    dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save time slot' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(slotButton(page)).toHaveAccessibleName(/, 15 min left to order/);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('reservation') ?? 'null'),
  );
  expect(stored.requestId).toBeTruthy();

  await page.clock.runFor(60_000);
  await expect(slotButton(page)).toHaveAccessibleName(/, 14 min left to order/);
  // Survives a reload: the countdown is computed from expiresAt.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(slotButton(page)).toHaveAccessibleName(/, 14 min left to order/);

  await page.clock.runFor(15 * 60_000);
  await expect(slotButton(page)).toHaveAccessibleName('Delivery time: choose a time slot');

  await page.goto('/en/checkout', { waitUntil: 'domcontentloaded' });
  const expiry = page.getByRole('alertdialog', { name: 'Your time slot has expired' });
  await expect(expiry).toBeVisible();
  await expectNoViolations(page);
});

test('a failed reservation shows the error modal and unmarks the slot', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'demo_scenario', value: 'reservation-fails', url: baseURL! }]);
  await page.goto('/en');
  await chooseShop(page);
  await slotButton(page).click();
  await sheet(page).getByRole('button', { name: 'Save time slot' }).click();
  const error = page.getByRole('alertdialog', { name: 'This time slot could not be reserved' });
  await expect(error).toBeVisible();
  await expectNoViolations(page);
  await error.getByRole('button', { name: 'Choose another slot' }).click();
  await expect(
    sheet(page).getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('reservation'))).toBeNull();
});

test('with USING_CART_INFO nothing is predicted, and saving without a slot says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'demo_scenario', value: 'slots-by-cart', url: baseURL! }]);
  await page.goto('/en');
  await chooseShop(page);
  await slotButton(page).click();
  const dialog = sheet(page);
  const times = dialog.getByRole('radiogroup', { name: 'Time' });
  await expect(times.getByRole('radio').first()).toBeVisible();
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save time slot' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a time slot first.');
  await times.locator('label:not([data-disabled])').first().click();
  await dialog.getByRole('button', { name: 'Save time slot' }).click();
  await expect(dialog).toBeHidden();
  await expect(slotButton(page)).toHaveAccessibleName(/min left to order/);
});
