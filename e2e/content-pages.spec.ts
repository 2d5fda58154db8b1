import { pageBlocks } from '../src/lib/content-page';
import { pageFor } from '../src/mocks/seed/content/content-for';
import { expect, type Page, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

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

// One page of each kind through its route and the platform's call, in both languages; every
// corporate page and blog of the spec is rendered in both by tests/content/seeded-pages.test.tsx.
test('a corporate page renders its blocks in Greek and English', async ({ page }) => {
  for (const { locale, prefix } of locales) {
    await expectPage(page, `${prefix}/corporate/corporatecontent/about-us`, 'about-us', locale);
  }
});

test('a blog renders its posts in Greek and English', async ({ page }) => {
  for (const { locale, prefix } of locales) {
    await expectPage(page, `${prefix}/corporate/blogs/sintages`, 'sintages', locale);
    await expect(page.locator('main article').first()).toBeVisible();
  }
});

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
  await settled(page);
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

// The images' sizes and loading are checked in Vitest (tests/content/images.test.tsx).

test('the cookie statement: breadcrumb Home › Statement and its four sections, in Greek @phone', async ({
  page,
}) => {
  await page.goto('/cookies');
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Δήλωση για τα cookies' }),
  ).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Αρχική', 'Δήλωση']);
  await expect(crumbs.getByText('Δήλωση', { exact: true })).toHaveAttribute('aria-current', 'page');
  const main = page.getByRole('main');
  for (const section of ['Γενικά', 'Είδη cookies', 'Αποδοχή', 'Ρυθμίσεις'])
    await expect(main.getByRole('region', { name: section })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Είδη cookies' }).getByRole('listitem'),
  ).toHaveCount(4);
  // Necessary is always on: its switch is on and cannot be changed.
  const necessary = main.getByRole('region', { name: 'Ρυθμίσεις' }).getByRole('switch').first();
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await crumbs.getByRole('link', { name: 'Αρχική' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a corporate page in Greek: every block in Greek, the browser title from its metadata', async ({
  page,
}) => {
  const slug = 'corporate-page-components';
  const greek = seeded(slug, 'el');
  const english = seeded(slug, 'en');
  await page.goto(`/corporate/corporatecontent/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: greek.content.title })).toBeVisible();
  await expect(page).toHaveTitle(`${greek.content.title} | Agora Market`);
  const blocks = pageBlocks(greek);
  const rendered = page.locator('main [data-block]');
  await expect(rendered).toHaveCount(blocks.length);
  expect(await rendered.evaluateAll((all) => all.map((b) => b.getAttribute('data-block')))).toEqual(
    blocks.map(({ block }) => block.schema),
  );
  // Each titled block under its Greek heading, none under its English one.
  const englishTitles = new Set(
    pageBlocks(english).map(({ block }) => (block.content as { title?: string | null }).title),
  );
  for (const { block } of blocks) {
    const title = (block.content as { title?: string | null }).title;
    if (!title || (block.schema === 'highlights' && !block.content.show_title)) continue;
    const inBlock = page.locator(`main [data-block="${block.schema}"]`).filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });
    await expect(inBlock).toHaveCount(1);
    expect(englishTitles.has(title)).toBe(false);
  }
  for (const title of englishTitles)
    if (title) await expect(page.getByRole('main')).not.toContainText(title);
  // The slider's card without a button text shows the spec's "Enabled", in Greek.
  await expect(
    page.locator('main [data-block="content_slider"]').getByRole('link', { name: /^Ενεργό/ }),
  ).not.toHaveCount(0);

  // A page whose metadata title differs from its heading (and carries the shop's name).
  await page.goto('/corporate/corporatecontent/about-us');
  const aboutUs = seeded('about-us', 'el');
  await expect(page.getByRole('heading', { level: 1, name: aboutUs.content.title })).toBeVisible();
  await expect(page).toHaveTitle(
    aboutUs.content.metadata.find((entry) => entry.type === 'title')!.value,
  );
  await expect(page).toHaveTitle('Ποιοι είμαστε | Agora Market');
});

/** How a slider's card images fill their frame, as the browser draws them. */
const sliderImageFits = (page: Page, fill: boolean) =>
  page
    .locator(`main section[data-block="content_slider"][data-image-fill="${fill}"] img`)
    .evaluateAll((images) => [...new Set(images.map((img) => getComputedStyle(img).objectFit))]);

test("a slider's image_fill crops its pictures to the frame (cover) or shows them whole (contain)", async ({
  page,
}) => {
  // delivery-services: a slider with image_fill; about-us: one without.
  await page.goto('/en/corporate/corporatecontent/delivery-services');
  await expect(page.locator('main [data-image-fill="true"] img').first()).toBeVisible();
  expect(await sliderImageFits(page, true)).toEqual(['cover']);
  await page.goto('/en/corporate/corporatecontent/about-us');
  await expect(page.locator('main [data-image-fill="false"] img').first()).toBeVisible();
  expect(await sliderImageFits(page, false)).toEqual(['contain']);
});
