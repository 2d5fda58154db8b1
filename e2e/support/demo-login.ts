import { type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * Logs the demo customer (demo@agora.gr / demo1234) in through the platform's API and stores
 * the token cookie as the login page does, for tests whose subject is not the login itself.
 * `page.request` shares the browser's cookies, so the demo session is the page's session.
 * Returns the token, for tests that also call the API as the customer.
 */
export async function logInAsDemoCustomer(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<string> {
  const reply = await page.request.post('/api/v3/auth/login', {
    headers: { appId: 'demo-shop' },
    data: { email: 'demo@agora.gr', password: 'demo1234' },
  });
  expect(reply.ok()).toBe(true);
  const { token } = (await reply.json()) as { token: string };
  // The attributes the session journey writes (Secure; SameSite=Strict).
  await context.addCookies([
    { name: 'token', value: token, url: baseURL ?? '', secure: true, sameSite: 'Strict' },
  ]);
  return token;
}
