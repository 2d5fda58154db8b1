import { expect, type Page, test } from './support/test';
import { PLAIN_FILE } from './support/visitor-tab';

/**
 * The worker's visitor tab (e2e/support/visitor-tab.ts): each test gets the tab the test before
 * it used, as a first-time visitor's, with nothing the earlier test left behind. The tests run in
 * order in one worker; they load a plain file of the shop's origin, not the shop.
 */
// A retry runs in a context of its own, where "the same tab" cannot hold: no retries.
test.describe.configure({ mode: 'serial', retries: 0 });

let earlierTab: Page | undefined;

const leftBehind = (page: Page) =>
  page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookies: document.cookie,
    initScript: (window as { leftOver?: boolean }).leftOver ?? false,
    exposed: typeof (window as { leftFunction?: unknown }).leftFunction,
    online: navigator.onLine,
    history: history.length,
    // A dialog listener left behind would accept it; with none, Playwright dismisses it.
    confirmed: confirm('left behind?'),
    api: await fetch('/api/v3/delivery-services').then(
      () => 'answered',
      () => 'dropped',
    ),
  }));

test('a test leaves storage, cookies, an init script, an exposed function, a route, a listener, a tab, a viewport and offline behind', async ({
  page,
  context,
  baseURL,
}) => {
  earlierTab = page;
  await context.addInitScript(() => {
    (window as { leftOver?: boolean }).leftOver = true;
  });
  await page.route('**/api/**', (route) => route.abort());
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto(PLAIN_FILE);
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
  });
  await context.addCookies([{ name: 'left', value: '1', url: baseURL }]);
  await page.exposeFunction('leftFunction', () => 1);
  await page.reload();
  await context.newPage();
  await page.setViewportSize({ width: 500, height: 400 });
  expect(await leftBehind(page)).toMatchObject({
    local: 1,
    session: 1,
    cookies: expect.stringContaining('left=1'),
    initScript: true,
    confirmed: true,
    exposed: 'function',
    api: 'dropped',
  });
  await context.setOffline(true);
});

test('the next test gets the same tab, as a first-time visitor with nothing left', async ({
  page,
  context,
}) => {
  expect(page).toBe(earlierTab);
  expect(page.url()).toBe('about:blank');
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual(test.info().project.use.viewport);
  await page.goto(PLAIN_FILE);
  const left = await leftBehind(page);
  // The demo platform's session cookie is set again by the page's own call.
  expect({ ...left, cookies: left.cookies.includes('left=1') }).toEqual({
    local: 0,
    session: 0,
    cookies: false,
    initScript: false,
    exposed: 'undefined',
    online: true,
    history: 2,
    confirmed: false,
    api: 'answered',
  });
});

test('a test that installs the clock retires the tab', async ({ page }) => {
  expect(page).toBe(earlierTab);
  await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:00Z'));
  await page.goto(PLAIN_FILE);
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2026);
});

test('the next test gets a new tab with the real time', async ({ page }) => {
  expect(page).not.toBe(earlierTab);
  earlierTab = page;
  await page.goto(PLAIN_FILE);
  // A clock left installed would still say 1 January (paused), however it keeps its own time.
  const drift = Math.abs((await page.evaluate(() => Date.now())) - Date.now());
  expect(drift).toBeLessThan(5_000);
});

test('a test tagged own-context gets a context of its own @own-context', async ({ page }) => {
  expect(page).not.toBe(earlierTab);
  expect(page.context()).not.toBe(earlierTab?.context());
});
