import { expectNoViolations } from './support/axe';
import { seedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { layoutShiftSum } from './support/layout-shift';
import { mainMenu } from './support/shell-ui';
import { expect, type Page, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

/**
 * The editor's header message (header content `message`): a slim bar above the header on every
 * page, in the first render (no layout shift), closed for good by its Close button until the
 * editor publishes another message. What the bar renders for a message (in Greek, hostile text,
 * an unsafe link, a failed header content call, a message out of its window) is checked in Vitest
 * (tests/shell/header-message.test.tsx).
 */
const SEEDED_ID = 'delivery-hours-2026-11';
const bar = (page: Page, name = 'Announcement') => page.getByRole('complementary', { name });

/**
 * The bar is in the first render when the header content came within the root loader's wait
 * (1 s). On a busy host it may come later: then it is never pushed into this page (no shift) and
 * shows from the next page on. This waits for the page to settle and, when the bar missed this
 * page, checks it stayed out and goes to the next page (in the shop, no reload) to find it.
 */
async function barOnThisOrNextPage(page: Page, name = 'Announcement') {
  await expect(page.getByRole('banner')).toBeVisible();
  await settled(page);
  if (await bar(page, name).isVisible()) return bar(page, name);
  const next = page.url().includes('/offers') ? /^(Products|Προϊόντα)$/ : /^(Offers|Προσφορές)$/;
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: next }).click();
  await expect(bar(page, name)).toBeVisible();
  return bar(page, name);
}

/** Changes the header content's message as the platform sends it. */
const withMessage = (page: Page, message: object | null) =>
  page.route('**/api/v3/content/header', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, message } });
  });

/** Records whether the bar was inserted in the same DOM change as the header (one commit). */
const watchFirstCommit = (page: Page) =>
  page.addInitScript(() => {
    const seen: { header?: number; bar?: number } = {};
    let batch = 0;
    new MutationObserver(() => {
      batch += 1;
      if (seen.header === undefined && document.querySelector('header')) seen.header = batch;
      if (seen.bar === undefined && document.querySelector('aside[data-message-id]')) {
        seen.bar = batch;
      }
    }).observe(document, { childList: true, subtree: true });
    (window as unknown as { firstCommit: typeof seen }).firstCommit = seen;
  });

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('the message is in the first render on / and /cart: no layout shift at 412 and 1280 px @phone', async ({
  page,
}, testInfo) => {
  const width = testInfo.project.name === 'phone' ? 412 : 1280;
  if (width === 1280) await page.setViewportSize({ width: 1280, height: 800 });
  expect(page.viewportSize()?.width).toBe(width);
  await seedCart(page, [tomatoes]);
  await watchFirstCommit(page);
  for (const path of ['/en/', '/en/cart']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await settled(page);
    const shift = await layoutShiftSum(page);
    const commit = await page.evaluate(
      () => (window as unknown as { firstCommit: object }).firstCommit,
    );
    testInfo.annotations.push({ type: 'layout shift', description: `${path} ${width}px ${shift}` });
    // The bar itself is in the first commit (checked below); the pages' own small shifts at
    // 1280 px (0.0001-0.002 measured) are under the shell spec's bound.
    expect(shift, `${path} at ${width}px`).toBeLessThan(0.01);
    const { header, bar: barBatch } = commit as { header: number; bar?: number };
    // In the first commit, or (content later than the loader's wait on a busy host) not at all.
    if (barBatch === undefined) continue;
    expect(barBatch, 'the bar comes with the header').toBe(header);
    // Above the header, not over it.
    const barBox = await bar(page).boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(barBox && headerBox && barBox.y + barBox.height <= headerBox.y + 1).toBe(true);
  }
  // Whether or not it made a first render here, the message is shown.
  await barOnThisOrNextPage(page);
});

test('closed with the keyboard, it stays closed until the editor publishes another message @phone', async ({
  page,
}) => {
  await page.goto('/en/offers');
  const message = await barOnThisOrNextPage(page);
  await expect(message).toContainText('We now deliver on Sundays too');
  await expect(message.getByRole('link', { name: 'See how' })).toHaveAttribute(
    'href',
    '/en/corporate/corporatecontent/delivery-services',
  );
  await expectNoViolations(page);
  // Reachable from the keyboard: the skip link, then the message's link, then Close.
  const close = message.getByRole('button', { name: 'Close message' });
  // From the top of the page (the bar may have come with an in-shop navigation that moved focus).
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  for (let i = 0; i < 6 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(message).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('headerMessage'))).toBe(
    JSON.stringify(SEEDED_ID),
  );
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await settled(page);
  await expect(message).toBeHidden();
  await page.goto('/en/cart');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(message).toBeHidden();

  // A different message (another id) shows again.
  await withMessage(page, { id: 'sunday-hours-v2', text: 'New Sunday hours from December.' });
  await page.reload();
  await barOnThisOrNextPage(page);
  await expect(message).toHaveText(/New Sunday hours from December\./);
  await expect(message.getByRole('link')).toHaveCount(0);
});
