import { cartUi, chooseTakeAway, pickExpressService, seedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { switchLanguage } from './support/shell-ui';
import { expect, type Page, test } from './support/test';

/**
 * Issue 44, point 2: every cart line says what it is. The demo's feta is sold in slices or as a
 * piece (an option of its page); one product added twice with two cuts is two lines, each naming
 * its cut in the side cart, on /cart and in the checkout's summary, in the shop's language, and
 * their buttons are named apart for a screen reader.
 */
const feta = { slug: 'agora-deli-feta-cheese-300-g-1005', name: 'Agora Deli Feta' };

async function addWith(page: Page, option: string) {
  const main = page.getByRole('main');
  await main.getByText(option, { exact: true }).click();
  await expect(page.getByRole('radio', { name: option })).toBeChecked();
  await main.getByRole('button', { name: 'Add to cart' }).click();
}

test('one product with two cuts is two lines that say their cut, also to a screen reader @phone', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`/en/products/${feta.slug}`);
  await chooseTakeAway(page);
  await addWith(page, 'Thin slices');
  await addWith(page, 'Whole piece');
  const cart = cartUi(page);
  await expect(cart.button).toHaveAccessibleName('Cart, 2 items');

  await cart.open();
  const lines = cart.sheet.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Thin slices');
  await expect(lines.nth(1)).toContainText('Whole piece');
  await expect(cart.total).toBeVisible();
  for (const cut of ['Thin slices', 'Whole piece']) {
    const title = new RegExp(`^One more ${feta.name}.*, ${cut}$`);
    await expect(cart.sheet.getByRole('button', { name: title })).toHaveCount(1);
    await expect(
      cart.sheet.getByRole('textbox', { name: new RegExp(`Comment for the picker .*${cut}$`) }),
    ).toHaveCount(1);
  }
  await cart.sheet
    .getByRole('button', { name: new RegExp(`^One more ${feta.name}.*, Whole piece$`) })
    .click();
  await expect(cart.button).toHaveAccessibleName('Cart, 3 items');
  await expect(lines.nth(0).locator('output')).toHaveText('1');
  await expect(lines.nth(1).locator('output')).toHaveText('2');
  // Each line's own priced total (with its packaging), not the other line's: 1 and 2 x €5.94.
  await expect(lines.nth(1)).toContainText('€11.88', { timeout: 15_000 });
  await expect(lines.nth(0)).toContainText('€5.94');
  await expect(lines.nth(0)).not.toContainText('€11.88');

  // The checkout's summary names each line's cut.
  await cart.sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await page.getByRole('button', { name: 'Proceed to checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const summary = page.getByRole('list', { name: 'Products' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByRole('listitem').nth(0)).toContainText(/1 × .*Thin slices/);
  await expect(summary.getByRole('listitem').nth(1)).toContainText(/2 × .*Whole piece/);

  // In Greek the cuts are named in Greek.
  await page.goto('/en/cart');
  await switchLanguage(page, 'Ελληνικά');
  const main = page.getByRole('main').getByTestId('cart-line');
  await expect(main.nth(0)).toContainText('Λεπτές φέτες', { timeout: 15_000 });
  await expect(main.nth(1)).toContainText('Ολόκληρο κομμάτι');
});

test('the removed-items modal names each removed line with its options', async ({ page }) => {
  // Two cleanings of one squid (1067): express does not offer it, so both lines go.
  const squid = { id: '1067', sku: '1067', name: 'Pelagos Squid', unitPrice: 1290 };
  await seedCart(page, [
    { ...squid, quantity: 1, options: ['uncleaned'] },
    { ...squid, quantity: 2, options: ['cleaned'] },
    tomatoes,
  ]);
  await seedConsent(page);
  await page.goto('/en');
  await pickExpressService(page);
  const removed = page.getByRole('alertdialog', { name: /Some products were removed/ });
  await expect(removed.getByRole('listitem')).toHaveText(
    [/^Pelagos Squid, Uncleaned/, /^Pelagos Squid, Cleaned/],
    { timeout: 15_000 },
  );
});
