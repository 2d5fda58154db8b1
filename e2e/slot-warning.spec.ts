import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { prebookUi } from './support/prebook-ui';
import { expect, type Page, test } from './support/test';

/**
 * The reservation's warning and "Keep my slot" (issue 25), from the shopper's side, on the demo
 * platform. The warning's moment is reached by the page's own copy of the reservation: it is
 * rewritten to run out in 4 minutes and the page reloaded (the platform's record holds on), so
 * no clock is faked and every extension is the platform's own answer, limit included.
 */
/** The kept reservation runs out `minutes` from now, as the page reads it after a reload. */
async function nearExpiry(page: Page, minutes = 4) {
  await page.evaluate((m) => {
    const copy = JSON.parse(localStorage.getItem('reservation') ?? 'null');
    const expiresAt = new Date(Date.now() + m * 60_000).toISOString();
    localStorage.setItem('reservation', JSON.stringify({ ...copy, expiresAt }));
  }, minutes);
  await page.reload();
}

async function reserved(page: Page) {
  await seedConsent(page);
  await page.goto('/en');
  const ui = prebookUi(page);
  await ui.chooseShop();
  await ui.reserveTomorrow();
  await expect(ui.slotButton).toHaveAccessibleName(/, 1[45] min left to order/);
  return ui;
}

test('4 minutes before the slot runs out the page warns; Keep my slot holds it 15 more minutes, after a reload too @phone', async ({
  page,
}) => {
  const ui = await reserved(page);
  await expect(ui.warning).toBeHidden();
  // The platform's own expiry, before the page's copy is moved near it.
  const platformExpiry = Date.parse((await ui.stored())!.expiresAt);
  await nearExpiry(page);
  await expect(ui.warning).toBeVisible();
  await expect(ui.warning).toContainText('Your time slot is held for 4 more min.');
  // Announced once, with what to do.
  await expect(ui.warning.getByRole('alert').first()).toHaveText(
    'Your time slot runs out in 4 min. Keep my slot to hold it longer.',
  );
  // Under the header, in the page's flow (at the top of the page: the header is sticky).
  await page.evaluate(() => window.scrollTo(0, 0));
  const header = (await page.getByRole('banner').boundingBox())!;
  const headerBottom = header.y + header.height;
  const noticeTop = (await ui.warning.boundingBox())!.y;
  expect(noticeTop).toBeGreaterThanOrEqual(headerBottom - 1);
  await expectNoViolations(page);
  const before = (await ui.stored())!;
  await ui.keep.focus();
  await page.keyboard.press('Enter');
  await expect(ui.warning).toBeHidden();
  // Said in its place, and the keyboard's focus is where it was: on its OK.
  await expect(ui.kept).toContainText(/kept: it is held for 1[45] more min/);
  await expect(ui.kept.getByRole('status')).toHaveText('Your time slot is kept.');
  await expect(ui.keptOk).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(ui.kept).toBeHidden();
  // Its button gone, the keyboard goes on from the page's content.
  await expect(page.locator('#main')).toBeFocused();
  await expect(ui.slotButton).toHaveAccessibleName(/, 1[45] min left to order/);
  // The same reservation, held longer than the platform first held it; kept for a reload.
  const after = (await ui.stored())!;
  expect(after.requestId).toBe(before.requestId);
  expect(Date.parse(after.expiresAt)).toBeGreaterThan(platformExpiry);
  await page.reload();
  await expect(ui.slotButton).toHaveAccessibleName(/, 1[45] min left to order/);
  await expect(ui.warning).toBeHidden();
});

test('a second tab follows: its warning goes when the first keeps the slot', async ({
  page,
  context,
}) => {
  const ui = await reserved(page);
  await nearExpiry(page);
  const other = await context.newPage();
  await other.goto('/en');
  const otherUi = prebookUi(other);
  await expect(otherUi.warning).toBeVisible();
  await expect(ui.warning).toBeVisible();
  await ui.keep.click();
  await expect(ui.warning).toBeHidden();
  await expect(otherUi.warning).toBeHidden();
  await expect(otherUi.slotButton).toHaveAccessibleName(/, 1[45] min left to order/);
});

test('held as often as allowed: the third Keep my slot opens the time slots, which say why', async ({
  page,
}) => {
  const ui = await reserved(page);
  for (const _ of [1, 2]) {
    await nearExpiry(page);
    await ui.keep.click();
    await expect(ui.warning).toBeHidden();
    await expect(ui.kept).toBeVisible();
  }
  await nearExpiry(page);
  await ui.keep.click();
  await expect(ui.sheet).toBeVisible();
  await expect(ui.extensionLimit).toBeVisible();
  await expect(ui.times.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNoViolations(page);
  // Closed, the reservation still runs out as before, and the warning no longer offers to keep it.
  await ui.close.click();
  await expect(ui.warning).toContainText('could not be held longer and runs out in 4 min');
  await expect(ui.keep).toBeHidden();
  // The refusal is kept with the reservation: a reload does not offer Keep my slot again.
  await page.reload();
  await expect(ui.warning).toContainText('could not be held longer and runs out in');
  await expect(ui.keep).toBeHidden();
  await ui.warning.getByRole('button', { name: 'Choose another time' }).click();
  await expect(ui.sheet).toBeVisible();
});
