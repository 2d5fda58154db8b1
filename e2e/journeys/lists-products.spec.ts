import { expectNoViolations } from '../support/axe';
import { storedCart } from '../support/cart-ui';
import { listsUi, signIn } from '../support/lists-ui';
import { expect, type Page, test } from '../support/test';

/**
 * The products of a list (search, remove, add the list to the cart) and the list-addition sheet
 * with its 2-second save confirmation, walked by the demo customer against the demo platform;
 * axe with every lists dialog and sheet open, in English and Greek.
 */
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };
const WEEKEND = 'list-demo-weekend';

async function weekendProducts(page: Page, token: string) {
  // The English shop shows the English names.
  const reply = await page.request.get(`/api/v3.1/lists/${WEEKEND}/products`, {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}`, 'Accept-Language': 'en-GB' },
  });
  return ((await reply.json()) as { products: { sku: string; displayName: string }[] }).products;
}

async function listSkus(page: Page, token: string, id: string) {
  const reply = await page.request.get('/api/v3.1/lists', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}` },
  });
  const lists = (await reply.json()) as { _id: string; products: { sku: string }[] }[];
  return lists.find((l) => l._id === id)?.products.map((p) => p.sku) ?? [];
}

const rows = (page: Page) =>
  page.getByRole('list', { name: 'Products of Για το Σαββατοκύριακο' }).getByRole('listitem');

test('search inside a list starts at 3 characters; removing a product updates the list', async ({
  page,
  baseURL,
}) => {
  const token = await signIn(page, baseURL!);
  const products = await weekendProducts(page, token);
  await page.goto(`/en/user/lists/list?id=${WEEKEND}`);
  await expect(rows(page)).toHaveCount(products.length, slow);

  const target = products[1]!;
  const search = page.getByRole('searchbox', { name: 'Search in this list' });
  await search.fill(target.displayName.slice(0, 2));
  await expect(rows(page)).toHaveCount(products.length);
  await search.fill(target.displayName.slice(0, 5));
  await expect(rows(page).filter({ hasText: target.displayName })).toHaveCount(1);
  const matching = products.filter((p) =>
    p.displayName.toLowerCase().includes(target.displayName.slice(0, 5).toLowerCase()),
  );
  await expect(rows(page)).toHaveCount(matching.length);
  await search.fill('');

  await page.getByRole('button', { name: `Remove ${target.displayName} from the list` }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `${target.displayName} was removed from the list.`,
  );
  await expect(rows(page)).toHaveCount(products.length - 1);
  expect(await listSkus(page, token, WEEKEND)).not.toContain(target.sku);
});

test('adding the whole list puts its available products in the cart', async ({ page, baseURL }) => {
  const token = await signIn(page, baseURL!);
  const products = await weekendProducts(page, token);
  await page.goto(`/en/user/lists/list?id=${WEEKEND}`);
  await page.getByRole('button', { name: 'Add the list to the cart' }).click(slow);
  await expect(page.getByRole('main').getByRole('status')).toContainText('were added to the cart.');
  // The cart is stored once its change has merged with other tabs' (a moment after the status).
  await expect
    .poll(() => storedCart(page).then((lines) => lines.map((line) => line.sku).sort()))
    .toEqual(products.map((p) => p.sku).sort());
});

test('the save toggle adds and removes a product, each confirmed for 2 seconds', async ({
  page,
  baseURL,
}) => {
  const token = await signIn(page, baseURL!);
  const [product] = await weekendProducts(page, token);
  await page.clock.install();
  await page.goto(`/en/user/lists/list?id=${WEEKEND}`);
  await page.getByRole('button', { name: `Save ${product!.displayName} to a list` }).click(slow);
  const sheet = page.getByRole('dialog', { name: `Save ${product!.displayName} to a list` });
  const favourites = sheet.getByRole('switch', { name: 'Favourites' });
  await expect(favourites).not.toBeChecked(slow);
  await expect(sheet.getByRole('switch', { name: 'Για το Σαββατοκύριακο' })).toBeChecked();
  await expect(sheet.getByRole('switch', { name: 'Suggested for you' })).toHaveCount(0);
  await expectNoViolations(page);

  // Time stands still from here: only runFor moves it (the machine is slow under load).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await favourites.locator('xpath=ancestor::label').click();
  await expect(sheet.getByRole('status')).toHaveText('Saved to Favourites');
  await expect(favourites).toBeChecked();
  expect(await listSkus(page, token, 'list-demo-favorites')).toContain(product!.sku);
  await page.clock.runFor(1900);
  await expect(sheet.getByRole('status')).toHaveText('Saved to Favourites');
  await page.clock.runFor(200);
  await expect(sheet.getByRole('status')).toHaveText('');

  await favourites.locator('xpath=ancestor::label').click();
  await expect(sheet.getByRole('status')).toHaveText('Removed from Favourites');
  expect(await listSkus(page, token, 'list-demo-favorites')).not.toContain(product!.sku);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toHaveCount(0);
});

test('a new list is created, and the same name again is refused by the platform', async ({
  page,
  baseURL,
}) => {
  const ui = listsUi(page);
  await signIn(page, baseURL!);
  await ui.open();
  await ui.expectLoaded();
  for (const name of ['Picnic', 'picnic']) {
    await page.getByRole('button', { name: 'Create a list' }).click();
    await ui.nameField().fill(name);
    await ui.dialog().getByRole('button', { name: 'Save' }).click();
  }
  await expect(ui.dialog()).toContainText('You already have a list with this name.');
  await expect(ui.nameField()).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  await ui.dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(ui.card('Picnic')).toHaveCount(1);
});

for (const locale of ['en', 'el'] as const) {
  test(`axe: the lists page and its dialogs (${locale})`, async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto(locale === 'en' ? '/en/user/lists' : '/user/lists');
    // The custom list's rename and delete buttons: the second and third action of its card.
    const custom = page.getByRole('listitem', { name: 'Για το Σαββατοκύριακο' });
    await expect(custom.getByRole('button')).toHaveCount(3, slow);
    await expectNoViolations(page);
    await custom.getByRole('button').nth(1).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await custom.getByRole('button').nth(2).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoViolations(page);
  });
}

test('a visitor is offered log in and register instead of lists (el)', async ({ page }) => {
  await page.goto('/user/lists');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /./ })).toHaveCount(2, slow);
  // Either comes back to the lists.
  await expect(main.getByRole('link').first()).toHaveAttribute(
    'href',
    '/login?redirect=%2Fuser%2Flists',
  );
  await expect(main.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    '/register?redirect=%2Fuser%2Flists',
  );
  await expectNoViolations(page);
});
