import { expectNoViolations } from './support/axe';
import { chooseTakeAway, mince, seedCart, setScenarios, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { chooseSavedAddress, logIn, reserveSlot } from './support/order-ui';
import { expect, type Page, test } from './support/test';

/**
 * Substitutions per cart line (issue 25, part 2), from the shopper's side on the demo platform:
 * chosen in the cart, kept for a reload and another tab, the order's default at checkout, sent
 * with the order; out of stock at picking (`out-of-stock`: the order's first line), the order
 * details say what came instead.
 */
const slow = { timeout: 20_000 };
const changeFor = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^If ${name} is out of stock`) });
const sheetFor = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `If ${name} is out of stock` });

/** Opens a line's sheet from the keyboard, marks the platform's second suggestion and saves. */
async function chooseSecondSuggestion(page: Page, name: string): Promise<string> {
  await changeFor(page, name).focus();
  await page.keyboard.press('Enter');
  const sheet = sheetFor(page, name);
  await expect(sheet.getByRole('radio')).toHaveCount(7, slow);
  await expectNoViolations(page);
  // Similar, do not substitute, then the five suggestions: the arrows move the choice.
  await sheet.getByRole('radio', { checked: true }).focus();
  for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowDown');
  const chosen = sheet.getByRole('radio', { checked: true });
  const product = (await chosen.evaluate((input) => input.closest('label')?.textContent ?? ''))
    .replace(/€.*$/, '')
    .trim();
  await sheet.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  // Focus is back on the line's button, which says the choice.
  await expect(changeFor(page, name)).toBeFocused();
  return product;
}

test('a line chosen a substitute keeps it after a reload and in another tab; out of stock at picking, the order says what came instead @phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await seedConsent(page);
  await seedCart(page, [tomatoes, mince]);
  await logIn(page, context, baseURL);
  await setScenarios(page, baseURL!, 'out-of-stock');
  await chooseSavedAddress(page);
  await reserveSlot(page);
  await page.goto('/en/cart');
  await expect(changeFor(page, tomatoes.name)).toHaveAccessibleName(
    `If ${tomatoes.name} is out of stock: A similar product. Change`,
    slow,
  );
  const product = await chooseSecondSuggestion(page, tomatoes.name);
  const said = `If ${tomatoes.name} is out of stock: ${product}. Change`;
  await expect(changeFor(page, tomatoes.name)).toHaveAccessibleName(said);
  await page.reload();
  await expect(changeFor(page, tomatoes.name)).toHaveAccessibleName(said, slow);
  const other = await context.newPage();
  await other.goto('/en/cart');
  await expect(changeFor(other, tomatoes.name)).toHaveAccessibleName(said, slow);
  await other.close();

  // The order's default at checkout, for the lines without a choice of their own.
  await page.goto('/en/checkout');
  const choice = page.getByRole('radiogroup', { name: 'If a product is out of stock' });
  await expect(
    choice.getByRole('radio', { name: 'Substitute with a similar product' }),
  ).toBeChecked(slow);
  await expect(choice).toContainText('Products with their own choice in the cart keep it.');
  await choice.getByText('Do not substitute').click();
  await expect(choice.getByRole('radio', { name: 'Do not substitute' })).toBeChecked();
  await page.getByText('Card online').click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible(slow);
  const orderId = new URL(page.url()).searchParams.get('order');
  // Sent with the order, the choices go with its lines and the default is reset: the next cart
  // starts afresh.
  const kept = await page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cart') ?? 'null'),
    substitutions: JSON.parse(localStorage.getItem('substitutions') ?? 'null'),
  }));
  expect(kept.cart.lines).toEqual([]);
  expect(kept.substitutions).toEqual({ orderDefault: 'similar' });

  await page.goto(`/en/user/history/details?orderId=${orderId}`);
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows.filter({ hasText: tomatoes.name })).toContainText(
    `Out of stock: substituted with ${product}`,
    slow,
  );
  // The other line went with the order's default.
  await expect(rows.filter({ hasText: 'If out of stock: Do not substitute' })).toHaveCount(1);
  await expectNoViolations(page);
});

/**
 * The line and its choice seeded as earlier versions kept them (the first cart version's
 * `{sku, quantity}` line, the choice beside the lines): the choice moves onto the line and stays
 * when the line gets its details back.
 */
test("the price-changes modal names a line's own substitution choice", async ({
  page,
  baseURL,
}) => {
  await seedConsent(page);
  await setScenarios(page, baseURL!, 'price-changed');
  await page.addInitScript(
    (items) => localStorage.setItem('cart', JSON.stringify(items)),
    [{ sku: tomatoes.sku, quantity: 1 }],
  );
  await page.addInitScript(() =>
    localStorage.setItem(
      'substitutions',
      JSON.stringify({ orderDefault: 'similar', lines: { '1001': { mode: 'none' } } }),
    ),
  );
  await page.goto('/en/cart');
  await chooseTakeAway(page);
  await expect(changeFor(page, tomatoes.name)).toHaveAccessibleName(
    `If ${tomatoes.name} is out of stock: Do not substitute. Change`,
    slow,
  );
  await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
  const modal = page.getByRole('alertdialog', { name: 'Your cart has changed' });
  await expect(modal).toContainText('was €2.89', slow);
  await expect(modal.getByRole('listitem')).toContainText(
    '(your choice if out of stock: Do not substitute)',
  );
});
