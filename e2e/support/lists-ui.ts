import { expect, type Page, type Route } from '@playwright/test';
import { seedConsent } from './consent-ui';
import { logInAsDemoCustomer } from './demo-login';

const headers = { appId: 'demo-shop' };

/**
 * Signs the demo customer in through the demo API (its `demo_session` cookie is shared with the
 * page) and sets the token cookie as the session journey does. Consent is decided beforehand.
 */
export async function signIn(page: Page, baseURL: string) {
  await seedConsent(page);
  return logInAsDemoCustomer(page, page.context(), baseURL);
}

/** Creates a custom list for the signed-in customer through the demo API. */
export async function createListViaApi(page: Page, token: string, label: string) {
  const reply = await page.request.post('/api/lists', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: { label },
  });
  expect(reply.ok()).toBe(true);
}

type Outcome = 'continue' | 'abort';
const holds = new WeakMap<Page, () => Promise<void>>();

/**
 * Holds the matching requests until `release`: then they go through, or fail as a dropped
 * connection (every attempt: the client retries a GET twice). Lets a test see the busy state and
 * choose the platform's outcome. A new hold on the page ends the previous one.
 */
export async function holdNext(page: Page, url: RegExp, method: string) {
  await holds.get(page)?.();
  let outcome: Outcome | null = null;
  let release: (what: Outcome) => void = () => {};
  const released = new Promise<Outcome>((resolve) => {
    release = (what) => {
      outcome = what;
      resolve(what);
    };
  });
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    const what = outcome ?? (await released);
    try {
      if (what === 'abort') await route.abort('connectionfailed');
      else await route.fallback();
    } catch {
      // The page went away or navigated meanwhile: nothing left to answer.
    }
  };
  holds.set(page, () => page.unroute(url, handler));
  await page.route(url, handler);
  return {
    /**
     * Lets the held and later requests go on, or fail. The route stays (later requests pass
     * through it) until the next hold on the page: removed while it was letting a request go,
     * the request was left unanswered, it seems (a lists tour's page stayed "Loading your
     * lists…" after its call was released, in 3 of 5 CI runs; not reproduced alone).
     */
    release: async (what: Outcome) => {
      release(what);
    },
  };
}

/** How the lists pages look and are operated in the English shop (role locators). */
export const listsUi = (page: Page) => ({
  card: (label: string) => page.getByRole('listitem', { name: label, exact: true }),
  dialog: () => page.getByRole('dialog'),
  alertDialog: () => page.getByRole('alertdialog'),
  nameField: () => page.getByRole('textbox', { name: 'List name' }),
  status: () => page.getByRole('main').getByRole('status'),
  async open() {
    await page.goto('/en/user/lists');
  },
  async expectLoaded() {
    await expect(page.getByRole('list', { name: 'Your lists' })).toBeVisible({ timeout: 30_000 });
  },
});
