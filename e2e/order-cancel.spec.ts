import { setScenarios } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { placeOrderThroughApi } from './support/order-ui';
import { expect, test } from './support/test';

/**
 * Cancelling an order from the customer's side, on the demo platform (issue 44, point 5): before
 * its cut-off from its details, with the order list saying so too; a second tab still showing the
 * order placed learns it is cancelled when it tries; past the cut-off the page says why there is
 * no cancel.
 */
const slow = { timeout: 20_000 };

test('a cancelled order says so on its details and in the list; a second tab learns it @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  const token = await logInAsDemoCustomer(page, context, baseURL);
  const { orderId, orderNumber } = await placeOrderThroughApi(page, token, [['1001', 2]]);
  const details = `/en/user/history/details?orderId=${orderId}`;
  const second = await context.newPage();
  await second.goto(details);
  const stale = second.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(stale.getByRole('button', { name: 'Cancel order' })).toBeVisible(slow);

  await page.goto(details);
  const order = page.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('Placed', slow);
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${orderNumber}?` });
  await expect(dialog).toContainText('You will not be charged.');
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(order.getByRole('status')).toContainText('This order was cancelled', slow);
  await expect(order).toContainText('Cancelled');
  await expect(
    order.locator('[data-empty-state="cancel_order"] img'),
    "the editor's cancel-order image",
  ).toBeVisible();

  await page.goto('/en/user/history');
  await expect(
    page.getByRole('main').getByText(orderNumber).locator('xpath=ancestor::li[1]'),
  ).toContainText('Cancelled', slow);

  // The second tab still offers the cancel; trying it, it learns the order is cancelled.
  await stale.getByRole('button', { name: 'Cancel order' }).click();
  await second
    .getByRole('alertdialog', { name: `Cancel order ${orderNumber}?` })
    .getByRole('button', { name: 'Yes, cancel the order' })
    .click();
  const news = stale.getByRole('status').filter({ hasText: 'This order was cancelled' });
  await expect(news).toBeVisible(slow);
  await expect(news, 'the news takes the focus the dialog had').toBeFocused();
  // No "too late" word is left: the order says what happened to it.
  await expect(stale.getByRole('alert')).toHaveCount(0);
  await expect(stale.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('past its cut-off an order says why it cannot be cancelled', async ({
  page,
  context,
  baseURL,
}) => {
  await setScenarios(page, baseURL!, 'edit-window-closed');
  await seedConsent(page);
  const token = await logInAsDemoCustomer(page, context, baseURL);
  const { orderId, orderNumber } = await placeOrderThroughApi(page, token, [['1001', 2]]);
  await page.goto(`/en/user/history/details?orderId=${orderId}`);
  const order = page.getByRole('region', { name: `Order ${orderNumber}` });
  await expect(
    order.getByText(/The shop has started preparing this order \(changes closed /),
  ).toBeVisible(slow);
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
