import { smartBannerMachine } from '@machines/smart-banner/smart-banner.machine';
import { smartBannerModel } from '@machines/smart-banner/smart-banner.model';
import { generateUiTours } from '@machines/testing/ui-tours';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { layoutShiftSum } from '../support/layout-shift';
import {
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Page,
  test,
} from '../support/test';

/**
 * UI-level paths of the smart banner: each generated path decides the browser (user agent,
 * close cookie), what the content call answers and what `getInstalledRelatedApps` says; the
 * only user action is closing the banner. Android is an emulated Pixel 7.
 */
const paths = generateUiTours(smartBannerMachine, smartBannerModel);

const agents = {
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  miBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; en-gb; 2201117TG Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.24.0-gn',
};
const { defaultBrowserType: _pixel, ...pixel7 } = devices['Pixel 7'];
const { defaultBrowserType: _iphone, ...iphone13 } = devices['iPhone 13'];
const phones = {
  android: pixel7,
  iosChrome: { ...iphone13, userAgent: agents.iphoneChrome },
  iosSafari: iphone13,
  mi: { ...pixel7, userAgent: agents.miBrowser },
  desktop: { ...devices['Desktop Chrome'] },
};

interface Setup {
  device: keyof typeof phones;
  closedCookie?: boolean;
  scenario?: string;
  contentFails?: boolean;
  installed?: 'yes' | 'no' | 'fails' | 'unanswered';
  /** The content call waits until the banner (the page's) has been closed. */
  contentHeld?: boolean;
}

async function openShop(browser: Browser, baseURL: string, setup: Setup) {
  const context = await browser.newContext({ ...phones[setup.device], baseURL, locale: 'en-GB' });
  const cookies = [];
  if (setup.closedCookie)
    cookies.push({ name: 'smartBannerDisplay', value: 'hidden', url: baseURL });
  if (setup.scenario) cookies.push({ name: 'demo_scenario', value: setup.scenario, url: baseURL });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await seedConsent(page);
  if (setup.installed) {
    await page.addInitScript((installed) => {
      Object.defineProperty(navigator, 'getInstalledRelatedApps', {
        value: () =>
          installed === 'fails'
            ? Promise.reject(new Error('not allowed'))
            : installed === 'unanswered'
              ? new Promise(() => {})
              : Promise.resolve(
                  installed === 'yes' ? [{ platform: 'play', id: 'gr.agoramarket.demo' }] : [],
                ),
      });
    }, setup.installed);
  }
  if (setup.contentFails) {
    await page.route('**/api/v3/content/smart-banner', (route) => route.abort());
  }
  let releaseContent = () => {};
  if (setup.contentHeld) {
    const released = new Promise<void>((resolve) => {
      releaseContent = resolve;
    });
    await page.route('**/api/v3/content/smart-banner', async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto('/en');
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const anyBanner = page.getByRole('complementary', { name: 'Get the app' });
  return {
    context,
    page,
    releaseContent,
    /** The journey's banner: the page's own (data-preview) is shown until the journey decides. */
    banner: anyBanner.and(page.locator(':not([data-preview])')),
    /** The page's banner, from the HTML, while the journey checks. */
    pageBanner: anyBanner.and(page.locator('[data-preview]')),
  };
}

/** "Hidden" is only sure once the page has settled (the banner decides after the first paint). */
async function expectHidden(page: Page) {
  // The slot is marked settled once the journey has decided not to show the banner.
  await expect(page.locator('[data-settled]')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
}

async function closeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'smartBannerDisplay');
}

test.describe.configure({ timeout: 90_000 });

for (const path of paths) {
  test(`smart banner: ${path.name}`, async ({ browser, baseURL }) => {
    const setup: Setup = { device: 'desktop' };
    for (const { event } of path.steps) {
      const e = event as { type: string; output?: unknown };
      if (e.type === 'xstate.done.actor.readEnvironment') {
        const env = e.output as { platform: string | null; closedRecently: boolean };
        setup.device =
          env.platform === 'android' ? 'android' : env.platform ? 'iosChrome' : 'desktop';
        setup.closedCookie = env.closedRecently;
      }
      if (e.type === 'xstate.done.actor.loadBanner' && !e.output)
        setup.scenario = 'no-smart-banner';
      if (e.type === 'xstate.error.actor.loadBanner') setup.contentFails = true;
      if (e.type === 'xstate.done.actor.detectInstalledApp')
        setup.installed = e.output ? 'yes' : 'no';
      if (e.type === 'xstate.error.actor.detectInstalledApp') setup.installed = 'fails';
    }
    // Closed while the journey still checks: the banner on screen is the page's own, and the
    // journey is held in that state (its call or the browser's answer does not come).
    const closeAt = path.steps.findIndex((s) => s.event.type === 'smartBanner.close');
    const closedIn = closeAt > 0 ? path.steps[closeAt - 1]?.state : undefined;
    if (closedIn === 'loading') setup.contentHeld = true;
    if (closedIn === 'detecting') setup.installed = 'unanswered';
    const opened = await openShop(browser, baseURL!, setup);
    const { context, page, releaseContent } = opened;
    const closesEarly = closedIn === 'loading' || closedIn === 'detecting';
    const banner = closesEarly ? opened.pageBanner : opened.banner;
    const final = path.steps.at(-1)?.state;
    const closes = path.steps.some((s) => s.event.type === 'smartBanner.close');
    if (final === 'shown' || closes) {
      await expect(banner).toBeVisible({ timeout: 15_000 });
      await expect(banner).toContainText(
        setup.device === 'android' ? 'Agora Market for Android' : 'Agora Market for iPhone',
      );
      const action = banner.getByRole('link', {
        name: setup.installed === 'yes' ? 'Open' : 'Download',
      });
      await expect(action).toHaveAttribute('href', /play\.google\.com|apps\.apple\.com/);
    }
    if (closes) {
      await banner.getByRole('button', { name: 'Close the app banner' }).click();
      await expect(opened.pageBanner).toHaveCount(0);
      await expect(opened.banner).toHaveCount(0);
      releaseContent();
      const cookie = await closeCookie(context);
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 86_400 - 120);
      expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 86_400 + 120);
      await page.reload();
      await expectHidden(page);
    } else if (final === 'hidden') {
      await expectHidden(page);
    }
    await context.close();
  });
}

test.describe('smart banner by browser', () => {
  test('Android phone: the long form for Android, axe clean, nothing moves when it arrives', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, banner } = await openShop(browser, baseURL!, { device: 'android' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    // Shown from the first paint (the page's banner), then the journey's in its place: the page
    // below did not jump (CLS).
    expect(await layoutShiftSum(page)).toBeLessThan(0.01);
    await expect(banner).toContainText('Your weekly shop in a few taps. Free on Google Play.');
    await expect(banner.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=gr.agoramarket.demo',
    );
    await expectNoViolations(page);
    await context.close();
  });

  test('Android phone, short form: one text and the translated button', async ({
    browser,
    baseURL,
  }) => {
    const setup: Setup = { device: 'android', scenario: 'smart-banner-short' };
    const { context, banner } = await openShop(browser, baseURL!, setup);
    await expect(banner).toContainText('Get the app and shop from anywhere.', { timeout: 15_000 });
    await expect(banner.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=gr.agoramarket.demo',
    );
    await context.close();
  });

  test('Chrome on iPhone, short form: the App Store, not Google Play', async ({
    browser,
    baseURL,
  }) => {
    const setup: Setup = { device: 'iosChrome', scenario: 'smart-banner-short' };
    const { context, banner } = await openShop(browser, baseURL!, setup);
    await expect(banner).toContainText('Get the app and shop from anywhere.', { timeout: 15_000 });
    await expect(banner.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id1600004217',
    );
    await context.close();
  });

  test('Android phone with the app installed: the button reads Open', async ({
    browser,
    baseURL,
  }) => {
    const setup: Setup = { device: 'android', installed: 'yes' };
    const { context, banner } = await openShop(browser, baseURL!, setup);
    await expect(banner.getByRole('link', { name: 'Open' })).toBeVisible({ timeout: 15_000 });
    await expect(banner.getByRole('link', { name: 'Download' })).toHaveCount(0);
    await context.close();
  });

  test('Chrome on iPhone: the iOS texts and App Store link', async ({ browser, baseURL }) => {
    const { context, banner } = await openShop(browser, baseURL!, { device: 'iosChrome' });
    await expect(banner).toContainText('Free on the App Store.', { timeout: 15_000 });
    await expect(banner.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    await context.close();
  });

  for (const device of ['desktop', 'iosSafari', 'mi'] as const) {
    test(`${device}: no banner, and the content is not even asked for`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ ...phones[device], baseURL });
      const page = await context.newPage();
      let asked = false;
      page.on('request', (r) => {
        if (r.url().includes('/content/smart-banner')) asked = true;
      });
      await seedConsent(page);
      await page.goto('/en');
      await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 30_000 });
      await expectHidden(page);
      expect(asked).toBe(false);
      await context.close();
    });
  }
});
