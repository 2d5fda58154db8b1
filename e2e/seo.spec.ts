import { getSeed } from '../src/mocks/seed/seed';
import { seedConsent } from './support/consent-ui';
import { switchLanguage } from './support/shell-ui';
import { expect, type Page, test } from './support/test';

/**
 * What a search engine and a link preview read (issue 24): one title, description and canonical
 * address per page, its twin in the other language, and a product's schema.org data.
 */

const seed = getSeed();
const feta = seed.productsBySlug.get('agora-deli-feta-cheese-300-g-1005')!;
const category = seed.categories.find((c) => c.id === feta.categoryId)!;
const origin = 'http://localhost:4173';
const locales = [
  { locale: 'el', prefix: '', home: 'Αρχική' },
  { locale: 'en', prefix: '/en', home: 'Home' },
] as const;

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

const head = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute('content'));
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      descriptions: all('meta[name="description"]'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) =>
        l.getAttribute('href'),
      ),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      ogTitle: all('meta[property="og:title"]'),
      ogImage: all('meta[property="og:image"]'),
      robots: all('meta[name="robots"]'),
    };
  });

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')));

for (const { locale, prefix, home } of locales) {
  test(`a product page names itself, its twin and its offer (${locale})`, async ({ page }) => {
    const path = `/products/${feta.slug}`;
    await page.goto(`${prefix}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(feta.name[locale]);
    await expect(page).toHaveTitle(`${feta.displayName[locale]} | Agora Market`);
    const meta = await head(page);
    expect(meta.descriptions).toEqual([feta.description[locale]]);
    expect(meta.canonical).toEqual([`${origin}${prefix}${path}`]);
    expect(meta.alternates).toEqual({
      'el-GR': `${origin}${path}`,
      'en-GB': `${origin}/en${path}`,
      'x-default': `${origin}${path}`,
    });
    expect(meta.ogImage[0]).toMatch(/^http:\/\/localhost:4173\//);
    expect(meta.robots).toEqual([]);

    await expect.poll(async () => (await jsonLd(page)).length).toBe(2);
    const [product, trail] = await jsonLd(page);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: feta.displayName[locale],
      sku: feta.sku,
      brand: { name: feta.brand },
      offers: {
        price: (feta.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${origin}${prefix}${path}`,
      },
    });
    expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      home,
      category.name[locale],
      feta.displayName[locale],
    ]);
  });
}

test('moving to another page keeps one title, description and canonical; the cart is not listed', async ({
  page,
}) => {
  await page.goto(`/en/products/${feta.slug}`);
  await expect(page).toHaveTitle(`${feta.displayName.en} | Agora Market`);
  // In the shop, not a new document: the product's head gives way to the brand's.
  await page.getByRole('main').getByRole('link', { name: feta.brand, exact: true }).click();
  await expect(page).toHaveTitle(`${feta.brand} | Agora Market`);
  let meta = await head(page);
  // One: the prerendered product page's head has its own title in place of index.html's.
  expect(meta.titles).toBe(1);
  expect(meta.canonical).toEqual([expect.stringMatching(/^http:\/\/localhost:4173\/en\/brand\//)]);
  expect(meta.descriptions).toHaveLength(1);
  expect(meta.ogTitle).toHaveLength(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await page.goto('/en/cart');
  await expect(page).toHaveTitle('Your cart | Agora Market');
  meta = await head(page);
  expect(meta.robots).toEqual(['noindex']);
});

test('robots.txt and sitemap.xml are served beside the shop', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  for (const prefix of ['', '/en']) {
    expect(xml).toContain(`<loc>${origin}${prefix}/products/${feta.slug}</loc>`);
  }
  expect(xml.match(/<loc>/g)?.length).toBeGreaterThan(2 * seed.products.length);
});

test('switching language in the shop moves the title, canonical and schema data with it', async ({
  page,
}) => {
  const path = `/products/${feta.slug}`;
  await page.goto(path);
  await expect(page).toHaveTitle(`${feta.displayName.el} | Agora Market`);
  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(new RegExp(`/en${path}$`));
  await expect(page).toHaveTitle(`${feta.displayName.en} | Agora Market`);
  const meta = await head(page);
  expect(meta.canonical).toEqual([`${origin}/en${path}`]);
  expect(meta.titles).toBe(1); // the prerendered page's, in place of index.html's fallback
  const [product] = await jsonLd(page);
  expect(product).toMatchObject({ name: feta.displayName.en });
  // After a reload the same page names itself the same way.
  await page.reload();
  await expect(page).toHaveTitle(`${feta.displayName.en} | Agora Market`);
  expect((await head(page)).canonical).toEqual([`${origin}/en${path}`]);
});
