import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The session as the English shop shows it (role locators only), plus what the browser holds. */
export const sessionUi = (page: Page, context: BrowserContext) => {
  const header = page.getByRole('banner');
  return {
    header,
    /** The profile button of a visitor. */
    visitorButton: header.getByRole('button', { name: 'Account', exact: true }),
    /** The profile button of a customer whose profile loaded. */
    customerButton: (firstName: string) =>
      header.getByRole('button', { name: `Account of ${firstName}` }),
    /** The token cookie, or undefined. */
    token: async () => (await context.cookies()).find((c) => c.name === 'token'),
    /** Everything in localStorage, as text (the token must never be there). */
    localStorageText: () => page.evaluate(() => JSON.stringify({ ...localStorage })),
    async openProfileMenu() {
      await header.getByRole('button', { name: /^(Account|Your account)/ }).click();
      return page.getByRole('menu', { name: 'Account' });
    },
    loginForm: page.getByRole('form', { name: 'Log in' }),
    registerForm: page.getByRole('form', { name: 'Create an account' }),
    async fillLogin(email: string, password: string) {
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Log in' }).click();
    },
  };
};

/** The first visit may wait for the dev server to compile the page's chunks. */
export const firstPaint = { timeout: 45_000 };

/** Asserts the token is only in its cookie: never in localStorage, never in the URL. */
export async function expectTokenOnlyInCookie(
  page: Page,
  context: BrowserContext,
  { written = true }: { written?: boolean } = {},
) {
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.value).toBeTruthy();
  if (written) {
    // Written by the shop: Secure; SameSite=Strict; Path=/.
    expect(token?.secure).toBe(true);
    expect(token?.sameSite).toBe('Strict');
    expect(token?.path).toBe('/');
  }
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(decodeURIComponent(token!.value));
  expect(page.url()).not.toContain(decodeURIComponent(token!.value));
}
