import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { expect, type Page, test } from './support/test';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const cards = (page: Page) => results(page).getByRole('article');
const prices = async (page: Page) =>
  // The price paid now is the first amount of the price line (an offer adds the old price).
  (await cards(page).locator('p').filter({ hasText: '€' }).allInnerTexts()).map((text) =>
    Number((text.match(/\d+[.,]\d\d/)?.[0] ?? 'NaN').replace(',', '.')),
  );

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('results for a term, a page of 24 at a time', async ({ page }) => {
  await page.goto('/en/search?product=cheese');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “cheese”' })).toBeVisible();
  await expect(page.getByText('25 products', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(page).toHaveTitle('Results for “cheese” | Agora Market');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/search\?product=cheese&pageNumber=1$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(pages).toContainText('Page 2 of 2');
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/en\/search\?product=cheese$/);
  await expect(cards(page)).toHaveCount(24);
  await expectNoViolations(page);
});

test('filters: category, offers only and sort go into the URL and narrow the results', async ({
  page,
}) => {
  await page.goto('/en/search?product=cheese&pageNumber=1');
  await page.getByLabel('Category').selectOption({ label: 'Deli & Cheese' });
  await expect(page).toHaveURL(/product=cheese&category=deli-cheese$/);
  await expect(page.getByText(/^\d+ products? in Deli & Cheese$/)).toBeVisible();
  const inCategory = await cards(page).count();
  expect(inCategory).toBeGreaterThan(0);
  expect(inCategory).toBeLessThanOrEqual(24);

  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await expect(page).toHaveURL(/\/en\/search\?product=cheese$/);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(cards(page)).toHaveCount(24);
  const sorted = await prices(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  await page.getByText('Offers only').click();
  await expect(page).toHaveURL(/offers=true/);
  await expect(page.getByRole('switch', { name: 'Offers only' })).toBeChecked();
  const offerCount = await cards(page).count();
  expect(offerCount).toBeGreaterThan(0);
  expect(offerCount).toBeLessThan(24);
  await expectNoViolations(page);
});

// What the empty state shows (its heading, image, no pages) and the images' loading and sizes
// are checked in Vitest (tests/search/results-page.test.tsx).
test('nothing found: the empty state passes axe, and its link leads on', async ({ page }) => {
  await page.goto('/en/search?product=zzqx');
  const empty = page.locator('[data-empty-state="default_warning"]');
  await expect(empty.getByRole('heading', { name: 'Nothing found for “zzqx”' })).toBeVisible();
  await expect(empty.locator('img')).toBeVisible();
  await expectNoViolations(page);
  await empty.getByRole('link', { name: 'Browse the products' }).click();
  await expect(page).toHaveURL(/\/en\/categories$/);
});

test('Greek is the default: no locale prefix, Greek products @phone', async ({ page }) => {
  await page.goto('/search?product=%CF%86%CE%AD%CF%84%CE%B1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('φέτα');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Φέτα');
  // Counts in Greek words and digits (lib/numbers.ts formats them without Intl.NumberFormat).
  await expect(page.getByText(/^(1 προϊόν|(?!1 )\d+ προϊόντα)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Καλάθι, 0 προϊόντα' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^el/);
  await expect(page).toHaveURL(/\/search\?product=/);
  expect(new URL(page.url()).pathname).toBe('/search');
  await expectNoViolations(page);
});
