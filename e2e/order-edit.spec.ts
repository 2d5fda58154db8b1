import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { placeOrderThroughApi } from './support/order-ui';
import { expect, test } from './support/test';

/**
 * Changing an order from the customer's side, on the demo platform (issue 44, point 5): one more
 * of a line, a line removed, a product added from the shop's search, priced as it goes; saved, the
 * details, the history and the total say so after a reload. A second tab cancelling the order while
 * this one changes it makes the save say it is too late.
 */
const slow = { timeout: 20_000 };

test('change quantities, remove and add products, save: the order and its history say so @phone', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await seedConsent(page);
  const token = await logInAsDemoCustomer(page, context, baseURL);
  const { orderId, orderNumber } = await placeOrderThroughApi(page, token, [
    ['1001', 2],
    ['1005', 1, ['thin']],
  ]);
  await page.goto(`/en/user/history/details?orderId=${orderId}`);
  const order = page.getByRole('region', { name: `Order ${orderNumber}` });
  await order.getByRole('button', { name: 'Change order' }).click(slow);
  const editor = page.getByRole('region', { name: `Change order ${orderNumber}` });
  await expect(editor.getByText(/New total: /)).toBeVisible(slow);
  await expect(editor.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await editor.getByRole('button', { name: 'One more Agora Select Tomatoes' }).click();
  await editor.getByRole('button', { name: 'Remove Agora Deli Feta cheese, Thin slices' }).click();
  await editor.getByRole('searchbox', { name: 'Add a product' }).fill('fresh whole milk');
  await editor
    .getByRole('list', { name: 'Products found' })
    .getByRole('button', { name: 'Add Agora Select Fresh whole milk' })
    .click(slow);
  const lines = editor.getByRole('list', { name: 'Products of the order' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  // 3 × €2.89 + €1.29, priced by the platform for the order's shop and service.
  await expect(editor.getByText('New total: €9.96')).toBeVisible(slow);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    order.getByRole('status').filter({ hasText: 'Your changes are saved.' }),
  ).toBeVisible(slow);

  await page.reload();
  await expect(order.getByRole('row', { name: /Agora Select Tomatoes/ })).toContainText('3', slow);
  await expect(order.getByRole('row', { name: /Fresh whole milk/ })).toBeVisible();
  await expect(order.getByRole('row', { name: /Feta/ })).toHaveCount(0);
  await expect(order).toContainText('Total: €9.96');
  await expect(order.getByRole('list', { name: 'Order history' })).toContainText('Changed');
});

test('a second tab cancels the order while this one changes it: the save says so', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  const token = await logInAsDemoCustomer(page, context, baseURL);
  const { orderId, orderNumber } = await placeOrderThroughApi(page, token, [['1001', 2]]);
  const details = `/en/user/history/details?orderId=${orderId}`;
  await page.goto(details);
  const order = page.getByRole('region', { name: `Order ${orderNumber}` });
  await order.getByRole('button', { name: 'Change order' }).click(slow);
  const editor = page.getByRole('region', { name: `Change order ${orderNumber}` });
  await editor.getByRole('button', { name: 'One more Agora Select Tomatoes' }).click();
  await expect(editor.getByText('New total: €8.67')).toBeVisible(slow);

  const second = await context.newPage();
  await second.goto(details);
  await second.getByRole('button', { name: 'Cancel order' }).click(slow);
  await second.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(second.getByText('This order was cancelled')).toBeVisible(slow);

  await editor.getByRole('button', { name: 'Save changes' }).click();
  const news = order.getByRole('alert');
  await expect(news).toHaveText(
    'This order was cancelled meanwhile, so it can no longer be changed.',
    slow,
  );
  await expect(news, 'the news takes the focus the editor had').toBeFocused();
  await expect(editor).toHaveCount(0);
  await expect(order.getByRole('heading', { name: 'This order was cancelled' })).toBeVisible(slow);
});
