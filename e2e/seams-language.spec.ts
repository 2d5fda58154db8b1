import { seedConsent } from './support/consent-ui';
import { switchLanguage } from './support/shell-ui';
import { expect, type Page, test } from './support/test';

/**
 * Where the language meets the cart (issue 21): a line added in one language shows its name in
 * the language the shopper switches to, in the side cart and on /cart.
 */

const tomatoes = {
  slug: 'agora-select-tomatoes-1-kg-1001',
  // The display names the cart lines show.
  en: 'Agora Select Tomatoes',
  el: 'Ντομάτες Agora Select',
};

const texts = {
  en: {
    prefix: '/en',
    cart: /^Cart, /,
    yourCart: 'Your cart',
    add: 'Add to cart',
    close: 'Close',
    switchTo: 'English',
  },
  el: {
    prefix: '',
    cart: /^Καλάθι, /,
    yourCart: 'Το καλάθι σας',
    add: 'Στο καλάθι',
    close: 'Κλείσιμο',
    switchTo: 'Ελληνικά',
  },
} as const;
type Lang = keyof typeof texts;

/** The side cart's line names, after opening it (its chunk may load late on a cold server). */
async function sideCartLines(page: Page, lang: Lang) {
  const sheet = page.getByRole('dialog', { name: texts[lang].yourCart });
  await expect(async () => {
    await page.getByRole('button', { name: texts[lang].cart }).click({ timeout: 5_000 });
    await expect(sheet).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return sheet.getByTestId('cart-line');
}

async function closeSideCart(page: Page, lang: Lang) {
  const sheet = page.getByRole('dialog', { name: texts[lang].yourCart });
  await sheet.getByRole('button', { name: texts[lang].close, exact: true }).click();
  await expect(sheet).toBeHidden();
}

for (const [from, to] of [
  ['en', 'el'],
  ['el', 'en'],
] as const) {
  test(`a line added in ${from} is named in ${to} after switching, on /cart too @phone`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await seedConsent(page);
    await page.goto(`${texts[from].prefix}/products/${tomatoes.slug}`);
    await page.getByRole('main').getByRole('button', { name: texts[from].add }).click();
    await expect(page.getByRole('button', { name: texts[from].cart })).toHaveAccessibleName(/1/);
    await expect(await sideCartLines(page, from)).toContainText([tomatoes[from]]);
    await closeSideCart(page, from);

    // The language switch in the header: same page, other language, no reload.
    await switchLanguage(page, texts[to].switchTo);
    await expect(page).toHaveURL(new RegExp(`^[^?]*//[^/]+${texts[to].prefix}/products/`));
    const lines = await sideCartLines(page, to);
    await expect(lines).toContainText([tomatoes[to]]);
    await expect(lines).not.toContainText(tomatoes[from]);
    await closeSideCart(page, to);

    // The full cart page, loaded afresh in the new language.
    await page.goto(`${texts[to].prefix}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: texts[to].yourCart })).toBeVisible();
    const pageLines = page.getByRole('main').getByTestId('cart-line');
    await expect(pageLines).toContainText([tomatoes[to]]);
    await expect(pageLines).not.toContainText(tomatoes[from]);
  });
}

/**
 * react-aria's own words follow the page's language, not the browser's (issue 24): the browser
 * here speaks Greek (playwright.config.ts), and the profile menu's popover carries react-aria's
 * hidden "dismiss" button, named by react-aria's strings.
 */
for (const [lang, account, dismiss] of [
  ['en', 'Account', 'Dismiss'],
  ['el', 'Λογαριασμός', 'Απόρριψη'],
] as const) {
  test(`react-aria's own labels are in the page's language (${lang})`, async ({ page }) => {
    await seedConsent(page);
    await page.goto(`${texts[lang].prefix}/cookies`);
    await page.getByRole('banner').getByRole('button', { name: account, exact: true }).click();
    await expect(page.getByRole('menu', { name: account })).toBeVisible();
    // The popover react-aria draws for the menu (its data-trigger names what opened it).
    const popover = page.locator('[data-trigger="MenuTrigger"]');
    await expect(popover.getByRole('button', { name: dismiss, exact: true })).toHaveCount(2);
  });
}
