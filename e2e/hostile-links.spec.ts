import { seedConsent } from './support/consent-ui';
import { hostileLinks } from './support/hostile-links';
import { withJsonReply } from './support/json-reply';
import { devices, expect, type Page, test } from './support/test';

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

/** Every image source in the page's main part that is neither http(s) nor a path of the shop. */
const unsafeSources = (page: Page) =>
  page
    .locator('main img, main source')
    .evaluateAll((elements) =>
      elements
        .map((element) => element.getAttribute('src') ?? element.getAttribute('srcset') ?? '')
        .filter((src) => !/^https?:\/\/[^/\\]/i.test(src) && !/^\/(?![/\\])/.test(src)),
    );

test('banners, slider cards and category icons offer only web pages and the shop', async ({
  page,
}) => {
  await seedConsent(page);
  // Outside rich text, no other scheme either: no mailto: or tel: in a banner or a card.
  const links = ['javascript:alert(1)', 'mailto:someone@evil.example', 'tel:+302100000000'];
  const image = (asset: unknown, url: string) =>
    asset && { ...(asset as object), url, image: 'javascript:alert(1)' };
  const hostileBanner = (banner: Record<string, unknown>, index: number) => ({
    ...banner,
    redirection_page: links[index % links.length],
    web_image: image(banner.web_image, 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='),
    mobile_image: image(banner.mobile_image, '//evil.example/banner.svg'),
    image: image(banner.image, 'https:\\\\evil.example/banner.svg'),
  });
  await withJsonReply(
    page,
    '**/api/v3/content/banners',
    (body) => (body as unknown as Record<string, unknown>[]).map(hostileBanner) as never,
  );
  await withJsonReply(page, '**/api/v3/content/pages/home', (body) => {
    const blocks = body.blocks as Record<string, { schema: string; content: object }>;
    let index = 0;
    for (const block of Object.values(blocks))
      if (block.schema === 'slidercontent')
        block.content = { ...block.content, url: links[index++ % links.length] };
    return body;
  });
  await page.goto('/en');
  const slider = page.locator('[data-block="content_slider"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('listitem')).toHaveCount(3);
  await expect(slider.getByRole('link')).toHaveCount(0);
  const promotions = page.getByRole('list', { name: 'Promotions' });
  await expect(promotions.getByRole('listitem')).toHaveCount(2);
  await expect(promotions.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Take a look' })).toHaveAttribute(
    'href',
    '/en/offers',
  );
  await expect(page.locator('main a[href^="tel:" i], main a[href^="mailto:" i]')).toHaveCount(0);
  expect(await unsafeHrefs(page)).toEqual([]);
  expect(await unsafeSources(page)).toEqual([]);

  // The category page: its editor icons and banners.
  await withJsonReply(
    page,
    '**/api/v3/categories',
    (body) =>
      (body as unknown as Record<string, unknown>[]).map((category) => ({
        ...category,
        icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        selectedIcon: 'javascript:alert(1)',
        top_banners: (category.top_banners as Record<string, unknown>[]).map(hostileBanner),
      })) as never,
  );
  await page.goto('/en/categories');
  const nav = page.getByRole('main').getByRole('navigation');
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expect(nav.locator('img')).toHaveCount(0);
  await nav.getByRole('link').first().click();
  await expect(page.getByTestId('category-top-banners').getByRole('link')).toHaveCount(0);
  expect(await unsafeHrefs(page)).toEqual([]);
  expect(await unsafeSources(page)).toEqual([]);
});
