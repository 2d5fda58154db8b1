import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, test } from './support/test';

/**
 * Changing the password from the customer's side, on the demo platform (issue 44, point 5): a
 * wrong current password is said at its field and does not end the session; the change keeps this
 * session (after a reload too) and ends the customer's session on another device, where the old
 * password no longer logs in and the new one does.
 */
test('the password changes here, the session stays, another device logs in anew @phone', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.slow();
  await seedConsent(page);
  await logInAsDemoCustomer(page, context, baseURL);
  // Another device: its own browser, logged in as the same customer before the change. The demo
  // platform keeps its data per `demo_session` cookie: the other device is given this one's.
  const other = await browser.newContext({ baseURL });
  const session = (await context.cookies()).find((c) => c.name === 'demo_session');
  expect(session, 'the demo session cookie').toBeDefined();
  await other.addCookies([session!]);
  const otherPage = await other.newPage();
  await seedConsent(otherPage);
  await logInAsDemoCustomer(otherPage, other, baseURL);

  await page.goto('/en/user/credentials');
  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current password', { exact: true });
  const next = form.getByLabel('New password (at least 8 characters)', { exact: true });
  await expect(form).toBeVisible({ timeout: 20_000 });

  // An empty submit focuses the first field; typing there keeps the focus where it is.
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toBeFocused();
  await page.keyboard.type('not-my-password');
  await expect(current).toBeFocused();
  await expect(current).toHaveValue('not-my-password');
  await next.fill('fresh-basket-42');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not right.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await expect(next).toHaveValue('fresh-basket-42');

  await current.fill('demo1234');
  await form.getByRole('button', { name: 'Change password' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Your password was changed' });
  await expect(done).toBeVisible();
  await expect(done, 'focus moves from the gone form to the news').toBeFocused();
  await expect(done.locator('[data-empty-state="change_password"] img')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByText('demo@agora.gr')).toBeVisible({ timeout: 20_000 });

  // The other device's session has ended: the old password is refused, the new one logs in.
  await otherPage.goto('/en/user/credentials');
  await expect(
    otherPage.getByText('Your session has ended. Please log in again; your cart is still here.'),
  ).toBeVisible({ timeout: 20_000 });
  await otherPage.goto('/en/login');
  const login = otherPage.getByRole('main');
  await login.getByLabel('E-mail').fill('demo@agora.gr');
  await login.getByLabel('Password').fill('demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Wrong e-mail or password.', {
    timeout: 20_000,
  });
  await login.getByLabel('Password').fill('fresh-basket-42');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await other.close();
});

test('the details page reflows on a phone in Greek (WCAG 1.4.10) @phone-only', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  await logInAsDemoCustomer(page, context, baseURL);
  await page.goto('/user/credentials');
  // The longest label of the details ("Αποθηκευμένες διευθύνσεις") once pushed the e-mail off.
  await expect(page.getByRole('form', { name: 'Αλλαγή κωδικού' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('demo@agora.gr')).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});
