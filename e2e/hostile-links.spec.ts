import { devices, expect, type Page, test } from '@playwright/test';
import { seedConsent } from './support/consent-ui';
import { hostileLinks } from './support/hostile-links';
import { withJsonReply } from './support/json-reply';

/**
 * Editor URLs outside rich text get the rich text's link check: the footer's social icons and
 * the smart banner's app link show only web pages and the shop's own paths, the banner's icon
 * only an http(s) or same-origin image. The CMS replies are changed on the way in.
 */
test.describe.configure({ timeout: 90_000 });

const safeSocial = 'https://www.facebook.com/agora-market-demo';

/** Every href on the page that is neither http(s) nor a path of the shop. */
const unsafeHrefs = (page: Page) =>
  page.locator('a[href]').evaluateAll((links) =>
    links
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => {
        if (href.startsWith('#') || href.startsWith('tel:')) return false;
        if (/^https?:\/\/[^/\\]/i.test(href))
          return new URL(href).hostname.endsWith('evil.example');
        return !(href.startsWith('/') && !href.startsWith('//') && !href.includes('\\'));
      }),
  );

test('the footer shows no social icon whose link is hostile', async ({ page }) => {
  await seedConsent(page);
  await withJsonReply(page, '**/api/v3/content/footer', (body) => ({
    ...body,
    social_icons: [
      ...hostileLinks.map((url, i) => ({ title: `hostile ${i + 1}`, enabled: true, url })),
      { title: 'facebook', enabled: true, url: safeSocial },
    ],
  }));
  await page.goto('/en');
  // Rendered (content-visibility skips it off screen): the links' names are their hidden text.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const social = page.getByRole('list', { name: 'Social media' });
  await expect(social.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', safeSocial);
  await expect(social.getByRole('link')).toHaveCount(1);
  await expect(social).not.toContainText('hostile');
  expect(await unsafeHrefs(page)).toEqual([]);
});

const { defaultBrowserType: _pixel, ...pixel7 } = devices['Pixel 7'];

test.describe('the smart banner on an Android phone', () => {
  test.use({ ...pixel7, locale: 'en-GB' });

  for (const [index, url] of hostileLinks.entries()) {
    // Three loads are enough for the banner: the unit tests walk all 13 through the same check.
    if (![4, 8, 10].includes(index)) continue;
    test(`offers no app link for ${JSON.stringify(url)} and no foreign icon`, async ({ page }) => {
      await seedConsent(page);
      await withJsonReply(page, '**/api/v3/content/smart-banner', (body) => {
        const hostile = { ...body };
        for (const key of ['app_url', 'ios_app_url', 'android_app_url'])
          if (key in hostile) hostile[key] = url;
        for (const key of ['image', 'ios_image', 'android_image'])
          if (key in hostile) hostile[key] = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
        return hostile;
      });
      await page.goto('/en');
      const banner = page.getByRole('complementary', { name: 'Get the app' });
      await expect(banner).toContainText('Agora Market for Android', { timeout: 30_000 });
      await expect(banner.getByRole('link')).toHaveCount(0);
      await expect(banner.locator('img')).toHaveCount(0);
      await expect(banner.getByRole('button', { name: 'Close the app banner' })).toBeVisible();
      expect(await unsafeHrefs(page)).toEqual([]);
    });
  }
});
