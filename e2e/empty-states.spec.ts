import { expectNoViolations } from './support/axe';
import { cartUi } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { withJsonReply } from './support/json-reply';
import { registerCustomer, signInWithToken } from './support/new-customer';
import { firstPaint } from './support/session-ui';
import { expect, type Page, test } from './support/test';

/**
 * The editor's empty-state images (content `empty-states`) where the shop shows that state:
 * decorative (alt=""), each the image the content names for it.
 */
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => seedConsent(page));

/** The state's illustration is the content's image for it, decorative. */
async function expectStateImage(page: Page, kind: string, media: string) {
  const image = page.locator(`[data-empty-state="${kind}"] img`);
  await expect(image).toBeVisible(firstPaint);
  await expect(image).toHaveAttribute('src', new RegExp(`/media/content/en/${media}\\.svg`));
  await expect(image).toHaveAttribute('alt', '');
}

test("a new customer's empty account pages, lists and cart show the editor's images", async ({
  page,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(page, 'Eleni');
  await signInWithToken(context, baseURL, customer.token);
  const custom = await page.request.post('/api/lists', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${customer.token}` },
    data: { label: 'Party' },
  });
  expect(custom.ok()).toBe(true);
  const customId = ((await custom.json()) as { _id: string })._id;

  await page.goto('/en/user/addresses');
  await expect(
    page.getByRole('heading', { level: 2, name: 'You have no saved addresses yet.' }),
  ).toBeVisible(firstPaint);
  await expectStateImage(page, 'address', 'empty-address');
  await expectNoViolations(page);

  await page.goto('/en/user/history');
  await expect(page.getByRole('heading', { name: 'You have no orders yet.' })).toBeVisible(
    firstPaint,
  );
  await expectStateImage(page, 'orders', 'empty-orders');

  await page.goto('/en/user/cards');
  await expect(page.getByRole('heading', { name: 'You have no saved cards.' })).toBeVisible(
    firstPaint,
  );
  await expectStateImage(page, 'cards', 'empty-cards');

  // Every customer has a favourites list (empty at first); a custom list starts empty too.
  await page.goto('/en/user/lists');
  await page.getByRole('link', { name: /favourite/i }).click(firstPaint);
  await expect(page.getByRole('heading', { name: 'This list has no products yet.' })).toBeVisible(
    firstPaint,
  );
  await expectStateImage(page, 'favorite_products', 'empty-favourites');
  await page.goto(`/en/user/lists/list?id=${encodeURIComponent(customId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible(firstPaint);
  await expectStateImage(page, 'lists', 'empty-lists');

  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible(firstPaint);
  await expectStateImage(page, 'cart', 'empty-cart');
  await expectNoViolations(page);

  // The side cart says so too, with a smaller image.
  await page.goto('/en');
  const cart = cartUi(page);
  await cart.open();
  await expect(cart.sheet.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  await expectStateImage(page, 'cart', 'empty-cart');
});

test('a customer without any list sees the lists image; an unknown address the not-found one', async ({
  page,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(page, 'Nikos');
  await signInWithToken(context, baseURL, customer.token);
  await withJsonReply(page, '**/api/v3.1/lists?*', () => [] as unknown as Record<string, unknown>);
  await page.goto('/en/user/lists');
  await expect(page.getByRole('heading', { name: 'You have no lists yet.' })).toBeVisible(
    firstPaint,
  );
  await expectStateImage(page, 'lists', 'empty-lists');

  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectStateImage(page, 'page_not_found', 'page-not-found');
  await expectNoViolations(page);
});

test("a product without an image, or whose image fails, shows the editor's default product image", async ({
  page,
}) => {
  await withJsonReply(page, '**/api/v3.1/products/search?*', (body) => {
    const items = body.items as { image: string }[];
    if (items[0]) items[0].image = '';
    if (items[1]) items[1].image = '/api/media/content/no-such-image.png';
    return body;
  });
  await page.goto('/en/search?product=agora');
  const cards = page.getByRole('main').getByRole('article');
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const image = card.locator('img[data-product-image="default"]');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /\/media\/content\/en\/default-product\.svg/);
  }
  // The others keep their own.
  await expect(page.locator('main img[data-product-image="default"]')).toHaveCount(2);
  expect(await cards.count()).toBeGreaterThan(2);
});
