import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { cartUi, seedCart, tomatoes } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { chooseExpress, logIn, placeOrderThroughApi } from './support/order-ui';
import { expect, test } from './support/test';

/**
 * Reorder and buy again (issue 25, part 3), from the shopper's side on the demo platform: "Add to
 * cart" on a past order puts its lines in the cart (options and comments kept, quantities added
 * to lines already there) and names what the selected shop does not offer; home's "Buy again"
 * lists the customer's products.
 */
const slow = { timeout: 20_000 };

/** An order placed on the platform: tomatoes, feta sliced thin with a comment, and 1004. */
const pastOrder = (page: Page, token: string) =>
  placeOrderThroughApi(page, token, [
    ['1001', 1],
    ['1005', 2, ['thin'], 'Not too salty'],
    ['1004', 1],
  ]);

test('Add to cart on a past order adds its lines to the cart, options and comments kept and shown, and names what the service does not offer @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  await seedCart(page, [tomatoes]);
  await page.goto('/en');
  const token = await logInAsDemoCustomer(page, context, baseURL);
  const { orderId, orderNumber } = await pastOrder(page, token);
  // The order's details say what was ordered: the feta's cut and its comment.
  await page.goto(`/en/user/history/details?orderId=${orderId}`);
  await expect(page.getByRole('row', { name: /Agora Deli Feta cheese/ })).toContainText(
    'Thin slices · Not too salty',
    slow,
  );
  await chooseExpress(page);
  await page.goto('/en/user/history');
  await page
    .getByRole('button', { name: `Add the products of order ${orderNumber} to your cart` })
    .click();
  const result = page.getByRole('alertdialog', { name: 'Added to your cart' });
  await expect(result).toContainText(`2 products of order ${orderNumber} are in your cart.`, slow);
  // Express offers fewer products than the shop: the service is what does not offer it.
  await expect(result).toContainText('The service you chose does not offer these products:');
  await expect(result.getByRole('listitem')).toHaveCount(1);
  await expectNoViolations(page);
  await result.getByRole('button', { name: 'View cart' }).click();
  await expect(result).toBeHidden();

  // The side cart: the tomatoes added to the line already there, the feta with its option and
  // comment.
  const cart = cartUi(page);
  await expect(cart.sheet).toBeVisible(slow);
  const stored = await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('cart') ?? '{}');
    return (Array.isArray(value) ? value : value.lines) as Array<{
      sku: string;
      quantity: number;
      options: string[];
      comments: string;
    }>;
  });
  expect(
    stored.map(({ sku, quantity, options, comments }) => ({ sku, quantity, options, comments })),
  ).toEqual([
    { sku: '1001', quantity: tomatoes.quantity + 1, options: [], comments: '' },
    { sku: '1005', quantity: 2, options: ['thin'], comments: 'Not too salty' },
  ]);
  await expect(
    cart.sheet.getByRole('textbox', { name: 'Comment for the picker' }).nth(1),
  ).toHaveValue('Not too salty');
  // The option kept is said: the line is named with its cut, as one added from its page.
  await expect(cart.sheet.getByTestId('cart-line').nth(1)).toContainText('Thin slices', slow);
  await expect(cart.sheet.getByTestId('cart-line').nth(1)).toContainText(/^Agora Deli Feta cheese/);
});

test('home shows a signed-in customer what to buy again, most often ordered first; a visitor sees none', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Popular in Athens' })).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: 'Buy again' })).toHaveCount(0);
  await logIn(page, context, baseURL);
  const rail = page.getByRole('region', { name: 'Buy again' });
  await expect(rail.getByRole('article').first()).toBeVisible(slow);
  // The platform's list, in its order.
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  const reply = await page.request.get('/api/v3/users/me/buy-again', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}`, 'Accept-Language': 'en-GB' },
  });
  const products = (await reply.json()) as Array<{ displayName: string }>;
  await expect(rail.getByRole('article')).toHaveCount(products.length);
  await expect(rail.getByRole('article').first()).toContainText(products[0]!.displayName);
  await expect(rail.getByRole('link', { name: 'My orders' })).toBeVisible();
  await expectNoViolations(page);
});
