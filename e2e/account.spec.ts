import { expectNoViolations } from './support/axe';
import { setScenarios } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { withJsonReply } from './support/json-reply';
import { expectTokenOnlyInCookie, firstPaint, sessionUi } from './support/session-ui';
import { mainMenu } from './support/shell-ui';
import { expect, type Page, test } from './support/test';

// The dev server compiles each page's chunks on first use: generous time under load.
test.describe.configure({ timeout: 120_000 });

/** Serves the platform configuration with some fields changed. */
const withConfig = (page: Page, change: (config: Record<string, unknown>) => void) =>
  withJsonReply(page, '**/api/v3/content/configuration', (config) => {
    change(config);
    return config;
  });

test.describe('login', () => {
  test('wrong password shows the server message; right one returns to the page', async ({
    page,
    context,
  }) => {
    await seedConsent(page);
    const ui = sessionUi(page, context);
    await page.goto('/en/offers');
    const menu = await ui.openProfileMenu();
    await menu.getByRole('menuitem', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Foffers$/);
    await ui.fillLogin('demo@agora.gr', 'wrong-password');
    // The platform's own userMessage, shown as it is.
    const alert = page.getByRole('alert').filter({ hasText: /./ });
    await expect(alert).toBeVisible(firstPaint);
    await expect(ui.token()).resolves.toBeUndefined();
    await ui.fillLogin('demo@agora.gr', 'demo1234');
    await expect(ui.customerButton('Ελένη')).toBeVisible(firstPaint);
    await expect(page).toHaveURL(/\/en\/offers$/);
    await expectTokenOnlyInCookie(page, context);
    expect(await page.evaluate(() => localStorage.getItem('IsFromLogin'))).toBe('true');
  });

  test('field errors come first, and axe finds nothing on /login and /register', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.goto('/en/login');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByRole('button', { name: 'Log in' }).click(firstPaint);
    await expect(form.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(form.getByText('Please enter your password.')).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Create an account' }).last().click();
    const register = page.getByRole('form', { name: 'Create an account' });
    await expect(register).toBeVisible(firstPaint);
    await register.getByRole('textbox', { name: 'First name' }).fill('Νίκος');
    await register.getByRole('textbox', { name: 'E-mail' }).fill('nikos@example.gr');
    await register.getByLabel('Password (at least 8 characters)').fill('short');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText('The password needs at least 8 characters.')).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('visitor gates', () => {
  for (const [entry, title] of [
    ['My lists', 'Log in to use your lists'],
    ['My orders', 'Log in to see your orders'],
  ] as const) {
    test(`${entry} opens the login-required modal for a visitor`, async ({ page }) => {
      await seedConsent(page);
      await page.goto('/en/offers');
      await (await mainMenu(page)).getByText(entry).click();
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal).toBeVisible(firstPaint);
      await expect(modal.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(modal.getByRole('link', { name: 'Create an account' })).toBeVisible();
      await expect(page).toHaveURL(/\/en\/offers$/);
      await expectNoViolations(page);
      await modal.getByRole('button', { name: 'Not now' }).click();
      await expect(modal).toBeHidden();
      // Log in from the modal.
      await (await mainMenu(page)).getByText(entry).click();
      await modal.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/en\/login\?redirect=/);
      await expect(modal).toBeHidden();
    });
  }
});

test.describe('account pages', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);
  });

  test('the profile menu offers exactly the pages the configuration allows', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    const menu = await sessionUi(page, context).openProfileMenu();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My details',
      'My addresses',
      'My cards',
      'Loyalty card',
      'My orders',
      'My lists',
      'Gift orders',
      'Notifications',
      'Log out',
    ]);
    await expectNoViolations(page);
  });

  test('with gifts, newsletter and loyalty off, the menu and the pages refuse them', async ({
    page,
    context,
  }) => {
    await withConfig(page, (config) => {
      config.giftOrder = { enabled: false };
      config.loyalty = { enabled: false };
      config.services = { newsletter: { enabled: false }, chatbot: { enabled: false } };
    });
    await page.goto('/en');
    const menu = await sessionUi(page, context).openProfileMenu();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My details',
      'My addresses',
      'My cards',
      'My orders',
      'My lists',
      'Log out',
    ]);
    await page.keyboard.press('Escape');
    for (const path of ['/en/user/gifts', '/en/user/notifications', '/en/user/loyalty']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/user\/credentials$/, firstPaint);
    }
  });

  // The other account pages show their data and pass axe in their journeys' tours (saved cards,
  // notification settings), the avatar spec (My details) and the reorder spec (My orders).
  const pages = [
    ['/en/user/loyalty', 'Loyalty card', 'You have 1,240 points.'],
    ['/en/user/gifts', 'Gift orders', 'Order AG-250611-1422'],
  ] as const;
  for (const [path, heading, text] of pages) {
    test(`${path} shows the customer's data and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(firstPaint);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible(firstPaint);
      await expectNoViolations(page);
    });
  }

  test('gift orders: only the orders sent as gifts, each saying so', async ({ page }) => {
    await page.goto('/en/user/gifts');
    const orders = page.getByRole('main').getByRole('link', { name: /^Order / });
    await expect(orders).toHaveText(['Order AG-250611-1422'], firstPaint);
    await orders.first().click();
    await expect(page.getByText('Sent as a gift: no prices on the delivery note.')).toBeVisible(
      firstPaint,
    );
  });

  test('an order opens with its lines', async ({ page }) => {
    await page.goto('/en/user/history');
    const first = page
      .getByRole('main')
      .getByRole('link', { name: /^Order / })
      .first();
    await first.click(firstPaint);
    await expect(page).toHaveURL(/\/en\/user\/history\/details\?orderId=/);
    await expect(page.getByRole('columnheader', { name: 'Product' })).toBeVisible(firstPaint);
    expect(await page.getByRole('row').count()).toBeGreaterThan(1);
    await expectNoViolations(page);
  });
});

test('a customer with more than ten orders pages through all of them', async ({
  page,
  context,
  baseURL,
}) => {
  await seedConsent(page);
  await logInAsDemoCustomer(page, context, baseURL);
  await setScenarios(page, baseURL!, 'long-history');
  await page.goto('/en/user/history');
  const orders = page.getByRole('main').getByRole('link', { name: /^Order AG-/ });
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(orders).toHaveCount(10, { timeout: 20_000 });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/user\/history\?pageNumber=1$/);
  await expect(orders).toHaveCount(2);
  // The oldest order is on the last page.
  await expect(page.getByRole('link', { name: 'Order AG-240118-0108' })).toBeVisible();
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(orders).toHaveCount(10);
});
