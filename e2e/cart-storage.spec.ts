import { cartUi, mince, seedCart, storedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { expect, type Page, test } from './support/test';

/** What the stored cart survives: a line that cannot be read, and two tabs changing it at once. */

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('one corrupt stored line: the others are kept and the shopper is told once', async ({
  page,
}) => {
  const feta = { ...tomatoes, id: '1003', sku: '1003', quantity: 1 };
  await seedCart(page, [tomatoes, { sku: 42, quantity: 'many' }, mince, feta]);
  await page.goto('/en');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'One item in your cart could not be restored.' });
  await expect(notice).toBeVisible();
  await expect(cartUi(page).button).toHaveAccessibleName('Cart, 4 items');
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      { sku: '1001', quantity: 2 },
      { sku: '1002', quantity: 1 },
      { sku: '1003', quantity: 1 },
    ]);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(cartUi(page).button).toHaveAccessibleName('Cart, 4 items');
  await expect(page.getByText('could not be restored')).toHaveCount(0);
});

/** Two tabs of the shop, each with its side cart open and the given "One more" button ready. */
async function twoTabs(page: Page, presses: [string, string]) {
  await seedCart(page, [tomatoes, mince]);
  await page.goto('/en');
  const other = await page.context().newPage();
  await other.goto('/en');
  const tabs = [
    { page, press: presses[0] },
    { page: other, press: presses[1] },
  ];
  for (const tab of tabs) {
    const cart = cartUi(tab.page);
    await cart.open();
    await expect(cart.sheet.getByRole('button', { name: tab.press })).toBeEnabled();
  }
  return tabs;
}

/** Both tabs press their button at the same moment of the shared clock, `pairs` times. */
async function pressAtOnce(tabs: { page: Page; press: string }[], pairs: number) {
  for (let pair = 0; pair < pairs; pair++) {
    const at = Date.now() + 150;
    await Promise.all(
      tabs.map((tab) =>
        tab.page.evaluate(
          ({ label, at }) =>
            new Promise<void>((resolve) => {
              setTimeout(
                () => {
                  (document.querySelector(`[aria-label="${label}"]`) as HTMLElement).click();
                  resolve();
                },
                Math.max(0, at - Date.now()),
              );
            }),
          { label: tab.press, at },
        ),
      ),
    );
  }
}

const tomatoPress = 'One more Agora Select Tomatoes';
const concurrentAdds = [
  {
    title: 'different products: every add counts, in both tabs',
    presses: [tomatoPress, 'One more Agora Butcher Beef mince'] as [string, string],
    // 2 + 10 tomatoes and 1 + 10 mince.
    stored: [
      { sku: '1001', quantity: 12 },
      { sku: '1002', quantity: 11 },
    ],
  },
  {
    title: 'the same product: both presses count',
    presses: [tomatoPress, tomatoPress] as [string, string],
    // 2 + 20 tomatoes and the 1 mince.
    stored: [
      { sku: '1001', quantity: 22 },
      { sku: '1002', quantity: 1 },
    ],
  },
];

for (const { title, presses, stored } of concurrentAdds) {
  test(`two tabs adding at the same millisecond, ${title}`, async ({ page }) => {
    const tabs = await twoTabs(page, presses);
    await pressAtOnce(tabs, 10);
    // Seen by both tabs and kept for the next visit.
    for (const tab of tabs) {
      await expect(cartUi(tab.page).button).toHaveAccessibleName('Cart, 23 items');
    }
    await expect.poll(() => storedCart(page)).toEqual(stored);
    await page.reload();
    await expect(cartUi(page).button).toHaveAccessibleName('Cart, 23 items');
  });
}
