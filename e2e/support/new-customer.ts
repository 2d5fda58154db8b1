import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

export interface NewCustomer {
  email: string;
  password: string;
  token: string;
}

/**
 * Registers a customer just now through the platform (no saved address, an empty saved cart),
 * without signing the browser in: pass it to `signInWithToken`, or log in through the form.
 */
export async function registerCustomer(page: Page, firstName: string): Promise<NewCustomer> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.gr`;
  const password = 'new-customer-1';
  const reply = await page.request.post('/api/v3/auth/register', {
    headers: { appId: 'demo-shop' },
    data: { firstName, email, password },
  });
  expect(reply.ok()).toBe(true);
  const { token } = (await reply.json()) as { token: string };
  return { email, password, token };
}

/** The token cookie as the session journey writes it (Secure; SameSite=Strict). */
export const signInWithToken = (
  context: BrowserContext,
  baseURL: string | undefined,
  token: string,
) =>
  context.addCookies([
    { name: 'token', value: token, url: baseURL ?? '', secure: true, sameSite: 'Strict' },
  ]);

/**
 * A customer's first saved address, added from the header's address sheet in the English shop
 * (typed by hand: the street suggestions are closed with Escape).
 */
export async function addAddressFromHeader(page: Page, floor?: string) {
  await page.getByRole('button', { name: /Service and address/ }).click();
  await page.getByRole('button', { name: 'Home delivery' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a delivery address' })
    .getByRole('button', { name: 'Add new address' })
    .click();
  const form = page.getByRole('dialog', { name: 'Add new address' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await saveNewAddress(form, floor);
  await expect(form).toBeHidden();
}

/**
 * Fills the open add-address sheet with Ερμού 12, Αθήνα 10563 (typed by hand: the street
 * suggestions are closed with Escape) and saves it.
 */
export async function saveNewAddress(form: Locator, floor?: string) {
  const street = form.getByRole('combobox', { name: 'Street' });
  await street.fill('Ερμού');
  await street.press('Escape');
  await form.getByRole('textbox', { name: 'Number' }).fill('12');
  await form.getByRole('textbox', { name: 'City' }).fill('Αθήνα');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('10563');
  if (floor) await form.getByRole('textbox', { name: 'Floor' }).fill(floor);
  await form.getByRole('textbox', { name: 'Phone' }).fill('6912345678');
  await form.getByRole('button', { name: 'Save address' }).click();
}
