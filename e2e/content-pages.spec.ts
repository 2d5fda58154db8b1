import { expect, type Page, test } from '@playwright/test';
import { pageBlocks } from '../src/lib/content-page';
import { pageFor } from '../src/mocks/seed/content/content-for';
import { blogNames, specCorporateSlugs } from '../src/mocks/seed/content/corporate-pages';

const locales = [
  { locale: 'el', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: false, ad: false, ux: false }),
    ),
  );
});

/** The seeded page as the demo platform serves it in a locale. */
const seeded = (slug: string, locale: 'el' | 'en') => {
  const content = pageFor(slug, locale);
  if (!content) throw new Error(`no seeded page ${slug}`);
  return content;
};

async function expectPage(page: Page, path: string, slug: string, locale: 'el' | 'en') {
  const content = seeded(slug, locale);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: content.content.title })).toBeVisible();
  await expect(page.locator('main [data-block]')).toHaveCount(pageBlocks(content).length);
}

for (const slug of specCorporateSlugs) {
  test(`corporate page ${slug} renders its blocks in Greek and English`, async ({ page }) => {
    for (const { locale, prefix } of locales) {
      await expectPage(page, `${prefix}/corporate/corporatecontent/${slug}`, slug, locale);
    }
  });
}

for (const blog of blogNames) {
  test(`blog ${blog} renders its posts in Greek and English`, async ({ page }) => {
    for (const { locale, prefix } of locales) {
      await expectPage(page, `${prefix}/corporate/blogs/${blog}`, blog, locale);
      await expect(page.locator('main article').first()).toBeVisible();
    }
  });
}

test('the greek-wines landing page renders in Greek and English', async ({ page }) => {
  for (const { locale, prefix } of locales) {
    await expectPage(page, `${prefix}/landing-page/greek-wines/`, 'greek-wines', locale);
  }
});

test('FAQs are disclosures in Greek and English', async ({ page }) => {
  for (const { locale, prefix } of locales) {
    const faqs = seeded('faqs', locale);
    await page.goto(`${prefix}/corporate/faqs`);
    await expect(page.getByRole('heading', { level: 1, name: faqs.content.title })).toBeVisible();
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(pageBlocks(faqs).length);
  }
  const question = page.getByRole('button', { name: 'When do you deliver?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Regular delivery runs every day/)).toBeVisible();
});

test('one URL per page: blogs, FAQs, home and landing pages redirect to their own route', async ({
  page,
}) => {
  for (const [path, own, slug] of [
    ['/corporate/corporatecontent/sintages', '/corporate/blogs/sintages', 'sintages'],
    ['/en/corporate/corporatecontent/faqs', '/en/corporate/faqs', 'faqs'],
    ['/en/corporate/corporatecontent/greek-wines', '/en/landing-page/greek-wines', 'greek-wines'],
    ['/en/landing-page/about-us', '/en/corporate/corporatecontent/about-us', 'about-us'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${own}$`));
    const locale = own.startsWith('/en') ? 'en' : 'el';
    const title = seeded(slug, locale).content.title;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await page.goto('/en/corporate/corporatecontent/home');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId('home-content')).toBeVisible();
});

test('an unknown page slug shows the not-found state with its illustration', async ({ page }) => {
  await page.goto('/en/corporate/corporatecontent/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('[data-empty-state="page_not_found"] img')).toBeVisible();
});

test('the hostile pasted block renders without executing anything', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto('/en/corporate/corporatecontent/corporate-page-components');
  const block = page.locator('[data-block="corporate_content"]', {
    has: page.getByRole('heading', { name: 'Pasted text' }),
  });
  await expect(block.getByText('bold', { exact: true })).toBeVisible();
  await expect(block.getByText('Do not click here')).toBeVisible();
  await block.getByText('Do not click here').click();
  await page.waitForTimeout(200);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(
    page.locator('main script, main iframe, main [onerror], main [onclick]'),
  ).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:" i]')).toHaveCount(0);
  // The safe link inside the pasted text goes through the router and keeps the locale.
  await block.getByRole('link', { name: 'a link to the offers' }).click();
  await expect(page).toHaveURL(/\/en\/offers$/);
});

test('external links carry rel="noopener noreferrer"; job cards open in a new tab, one has no link', async ({
  page,
}) => {
  await page.goto('/en/corporate/corporatecontent/customer-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer support' })).toBeVisible();
  const external = page.locator(
    'main a[href^="http"], main a[href^="mailto:"], main a[href^="tel:"]',
  );
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.goto('/en/corporate/corporatecontent/driver');
  const jobs = page.locator('[data-block="content_slider"]', {
    has: page.getByRole('heading', { name: 'Open jobs' }),
  });
  await expect(jobs.getByRole('listitem')).toHaveCount(5);
  const cardLinks = jobs.getByRole('link');
  await expect(cardLinks).toHaveCount(4);
  for (const link of await cardLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(jobs).toHaveAttribute('data-promotion-name', 'open_jobs_slider');
  const all = page.locator('main a[target="_blank"]');
  for (const link of await all.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the malformed customer-support link is repaired', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: 'Customer support' });
  // The Support group is closed by default (its editor flag).
  await footer.getByText('Support', { exact: true }).click();
  await expect(link).toHaveAttribute('href', '/en/corporate/corporatecontent/customer-support');
  await link.click();
  await expect(page).toHaveURL(/\/en\/corporate\/corporatecontent\/customer-support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer support' })).toBeVisible();
});

test('images have width and height; below the fold they load lazily', async ({ page }) => {
  await page.goto('/en/corporate/corporatecontent/corporate-page-components');
  await expect(page.locator('main [data-block]').first()).toBeVisible();
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(10);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }
  await expect(page.locator('[data-block="image_gallery"] img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
  await expect(page.locator('main [data-block] img').first()).toHaveAttribute('loading', 'eager');
});
