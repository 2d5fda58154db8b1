import type { BrowserContext, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { cartUi, chooseTakeAway, setScenarios, storedCart } from './support/cart-ui';
import { seedConsent } from './support/consent-ui';
import { expect, test, waitUntilInteractive } from './support/test';

/**
 * The offline phone shop (issue 45): the shop's service worker runs here, and only here (the
 * other specs block it, playwright.config.ts), with Playwright's offline mode as the dropped
 * connection.
 */
test.use({ serviceWorkers: 'allow' });

const feta = '/en/products/agora-deli-feta-cheese-300-g-1005';
const FETA = 'Agora Deli Feta cheese 300 g';
/** The feta's line: its name and its slicing ("Agora Deli Feta cheese, Thin slices"). */
const ONE_MORE_FETA = /^One more Agora Deli Feta cheese/i;

/** Online: take-away chosen, the worker installed and in control of the page. */
async function installShop(page: Page) {
  await seedConsent(page);
  await page.goto('/en/');
  await chooseTakeAway(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
}

/** The shop installed, and the feta's page seen with the feta in the cart. */
async function shopWithFeta(page: Page) {
  await installShop(page);
  await page.goto(feta);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  const cart = cartUi(page);
  await expect(cart.button).toHaveAccessibleName(/^Cart, 1 item/);
  return cart;
}

/**
 * Offline. Chromium reports a page loaded under the offline emulation as online
 * (`navigator.onLine`, no `offline` event), which a phone without signal does not: after an
 * offline load the emulation is set once more, so the page hears what a phone's page would.
 */
async function dropConnection(context: BrowserContext, { afterLoad = false } = {}) {
  if (afterLoad) await context.setOffline(false);
  await context.setOffline(true);
}

/** The pricing calls the page makes from now on. */
function countPricings(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v3\/carts\/price$/.test(request.url())) {
      calls.push(request.url());
    }
  });
  return calls;
}

test('offline the shop reopens with a seen product, the cart changes and waits; back online it is priced once and the changed prices are shown @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const cart = await shopWithFeta(page);
  await cart.open();
  await expect(cart.total).toHaveText(/€/);
  await cart.sheet.getByRole('button', { name: 'Close' }).click();

  // The signal goes: the header says so, on this page as it is.
  await dropConnection(context);
  const offline = page.getByRole('banner').getByRole('status').filter({ hasText: 'offline' });
  await expect(offline).toHaveText(/You are offline\. Your cart is kept/);

  // The shop reopens offline: the seen product page, from the worker's cache, and hydrated.
  await page.reload();
  await waitUntilInteractive(page);
  await dropConnection(context, { afterLoad: true });
  await expect(page.getByRole('heading', { level: 1, name: FETA })).toBeVisible();
  await expect(offline).toBeVisible();
  const pricings = countPricings(page);

  // The cart changes offline: kept, not priced; checkout waits for the connection and says so.
  await expect(cart.button).toHaveAccessibleName(/^Cart, 1 item/);
  await cart.open();
  await cart.sheet.getByRole('button', { name: ONE_MORE_FETA }).click();
  await expect(cart.button).toHaveAccessibleName(/^Cart, 2 items/);
  await expect(cart.sheet.getByText('You are offline: the prices will be checked')).toBeVisible();
  await expect(cart.total).toHaveCount(0);
  await expect(cart.sheet.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(cart.sheet.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription(
    'Checkout needs a connection. Your cart is kept meanwhile.',
  );
  await expectNoViolations(page);
  expect(await storedCart(page)).toEqual([{ sku: '1005', quantity: 2 }]);
  await cart.sheet.getByRole('button', { name: 'Close' }).click();

  // Meanwhile the platform's prices went up.
  await setScenarios(page, baseURL!, 'price-changed');
  await page.waitForTimeout(500);
  expect(pricings).toEqual([]);

  // Back online: one pricing, and the price-changes modal says what changed; the shopper stays.
  await context.setOffline(false);
  const modal = page.getByRole('alertdialog', { name: 'Your cart has changed' });
  await expect(modal).toBeVisible();
  await expect(offline).toHaveCount(0);
  expect(pricings).toHaveLength(1);
  await expect(modal).toContainText('Back online, we checked the prices of your cart.');
  await expect(modal).toContainText(/Agora Deli Feta cheese.*: was €\S+, now €/i);
  await expectNoViolations(page);
  await modal.getByRole('button', { name: 'Update my cart' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${feta}$`));
  await cart.open();
  await expect(cart.total).toHaveText(/€/);
  await expect(cart.button).toHaveAccessibleName(/^Cart, 2 items/);
  // Two pricings in all: the one back online and the one of the changes taken (a second pricing
  // on reconnecting would make three).
  expect(pricings).toHaveLength(2);
  expect(await storedCart(page)).toEqual([{ sku: '1005', quantity: 2 }]);
});

test('offline a page never opened says it needs a connection, in its language', async ({
  page,
  context,
}) => {
  await installShop(page);
  await dropConnection(context);
  await page.goto('/en/search?product=olive+oil');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs a connection');
  await expect(page.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/en/cart');
  await expectNoViolations(page);
  // Back online, Try again asks for the very page, its search included.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('olive oil');
  await dropConnection(context);
  await page.goto('/corporate/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Αυτή η σελίδα χρειάζεται σύνδεση',
  );
  // The home page, seen, reopens as the shop.
  await page.goto('/en/');
  await waitUntilInteractive(page);
  await expect(page.getByRole('button', { name: /^Cart, / })).toBeVisible();
});

test('two tabs offline: the changes of both are kept, and back online each tab shows them all @phone', async ({
  page,
  context,
}) => {
  const first = await shopWithFeta(page);
  const other = await context.newPage();
  await other.goto('/en/products/agora-select-tomatoes-1-kg-1001');
  await waitUntilInteractive(other);
  const second = cartUi(other);
  await expect(second.button).toHaveAccessibleName(/^Cart, 1 item/);

  await dropConnection(context);
  await other.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(second.button).toHaveAccessibleName(/^Cart, 2 items/);
  await expect(first.button).toHaveAccessibleName(/^Cart, 2 items/);
  await first.open();
  await first.sheet.getByRole('button', { name: ONE_MORE_FETA }).click();
  await expect(second.button).toHaveAccessibleName(/^Cart, 3 items/);
  await first.sheet.getByRole('button', { name: 'Close' }).click();

  await context.setOffline(false);
  for (const cart of [first, second]) {
    await cart.open();
    await expect(cart.total).toHaveText(/€/);
    await expect(cart.button).toHaveAccessibleName(/^Cart, 3 items/);
    await expect(cart.line('Feta').getByRole('status')).toHaveText('2');
    await expect(cart.line('Tomatoes')).toBeVisible();
  }
  expect(await storedCart(page)).toEqual([
    { sku: '1005', quantity: 2 },
    { sku: '1001', quantity: 1 },
  ]);
});
