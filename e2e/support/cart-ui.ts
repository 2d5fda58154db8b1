import { expect, type Page } from '@playwright/test';
import { logInAsDemoCustomer } from './demo-login';

/** Cart lines as the cart stores them (demo catalogue: 1001 tomatoes €2.89, 1002 mince €14.09). */
export const tomatoes = {
  id: '1001',
  sku: '1001',
  quantity: 2,
  name: 'Agora Select Tomatoes',
  unitPrice: 289,
};
export const mince = {
  id: '1002',
  sku: '1002',
  quantity: 1,
  name: 'Agora Butcher Beef mince',
  unitPrice: 1409,
};

/** Stores a cart before the first load of this tab (a reload keeps what the page stored). */
export const seedCart = (page: Page, items: object[]) =>
  page.addInitScript((lines) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    localStorage.setItem('cart', JSON.stringify(lines));
    sessionStorage.setItem('e2e-cart-seeded', '1');
  }, items);

/** The stored cart lines (sku and quantity): `{lines, changes}`, or the lines a test seeded. */
export const storedCart = (page: Page) =>
  page.evaluate(() => {
    type Line = { sku: string; quantity: number };
    const value = JSON.parse(localStorage.getItem('cart') ?? '[]') as Line[] | { lines: Line[] };
    return (Array.isArray(value) ? value : value.lines).map(({ sku, quantity }) => ({
      sku,
      quantity,
    }));
  });

export const cartUi = (page: Page) => {
  const sheet = page.getByRole('dialog', { name: 'Your cart' });
  return {
    sheet,
    button: page.getByRole('button', { name: /^Cart, / }),
    line: (name: string) => sheet.getByTestId('cart-line').filter({ hasText: name }),
    total: sheet.getByTestId('cart-total'),
    async open() {
      // The first open loads the side cart's chunk (slow on a cold dev server): press again
      // until it shows (opening an open side cart changes nothing).
      await expect(async () => {
        await page.getByRole('button', { name: /^Cart, / }).click({ timeout: 5_000 });
        await expect(sheet).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
    },
  };
};

/** Express delivery chosen in the header's service sheet (no address asked yet). */
export async function pickExpressService(page: Page) {
  await page.getByRole('button', { name: /Service and address/ }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to shop?' })
    .getByRole('button', { name: 'Express delivery' })
    .click();
}

/** Regular delivery to a guest address in 11527 (the English shop). */
export async function chooseDelivery(page: Page) {
  await page.getByRole('button', { name: /Service and address/ }).click();
  await chooseGuestAddressInSheets(page);
  await expect(page.getByRole('button', { name: /Service and address/ })).toHaveAccessibleName(
    /Delivery · 11527/,
  );
}

/** A guest's delivery address in 11527 (Ermou 12), from the open service picker. */
export async function chooseGuestAddressInSheets(page: Page) {
  await expect(await submitGuestAddressInSheets(page)).toBeHidden();
}

/** The guest's city: not the shop's (Athens), so a page showing the shop's city is caught. */
export const GUEST_CITY = 'Ampelokipoi';

/**
 * From the open service picker: home delivery, the postal check with 11527, then the guest
 * address Ermou 12, Ampelokipoi saved with `postalCode` (another code than the checked one: the platform
 * decides again). Returns the address form (closed once the address is accepted).
 */
export async function submitGuestAddressInSheets(page: Page, postalCode?: string) {
  const form = await openGuestAddressForm(page);
  await form.getByRole('textbox', { name: 'Street' }).fill('Ermou');
  await form.getByRole('textbox', { name: 'Number' }).fill('12');
  if (postalCode) await form.getByRole('textbox', { name: 'Postal code' }).fill(postalCode);
  await form.getByRole('textbox', { name: 'City' }).fill(GUEST_CITY);
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('6912345678');
  await form.getByRole('button', { name: 'Save address' }).click();
  return form;
}

/** From the open service picker: home delivery, 11527 checked, and the guest address form. */
export async function openGuestAddressForm(page: Page) {
  await page.getByRole('button', { name: 'Home delivery' }).click();
  const sheet = page.getByRole('dialog', { name: 'Do we deliver to you?' });
  await sheet.getByRole('textbox', { name: 'Postal code' }).fill('11527');
  await sheet.getByRole('button', { name: 'Check' }).click();
  await sheet.getByRole('button', { name: 'Continue with your address' }).click();
  return page.getByRole('dialog', { name: 'Your delivery address' });
}

/** Take-away from Agora Kolonaki (no delivery cost, no minimum). */
export async function chooseTakeAway(page: Page) {
  await page.getByRole('button', { name: /Service and address/ }).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a shop for pick-up' });
  await sheet.getByRole('button', { name: /Agora Kolonaki/ }).click();
  await expect(sheet).toBeHidden();
}

/** Sets demo-platform scenarios for this browser context (cookie `demo_scenario`). */
export const setScenarios = (page: Page, baseURL: string, ...names: string[]) =>
  page.context().addCookies([{ name: 'demo_scenario', value: names.join(','), url: baseURL }]);

/** Signs in as the demo customer through the platform (the token cookie the app reads). */
export async function signIn(page: Page, baseURL: string) {
  await logInAsDemoCustomer(page, page.context(), baseURL);
}
