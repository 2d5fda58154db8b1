import { getSeed } from '../src/mocks/seed/seed';
import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { expect as baseExpect, type Page, test } from './support/test';

const seed = getSeed();
/** Pages compile on first visit in the dev server: give the first paint of each room. */
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 150_000 });
const locales = [
  { locale: 'el', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

/** A product with an option group and packaging, and one inside a bundle offer. */
const withOptions = seed.products.find((p) => p.optionGroups.length > 0 && p.packaging)!;
const inBundle = seed.products.find((p) => p.offer === 'BUNDLE')!;
const specialBrand = seed.brands.find((b) => b.name.startsWith('Agora'))!;
const plainBrand = seed.brands.find((b) => !b.name.startsWith('Agora'))!;
const category = seed.categories[0]!;

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The header's cart control, whatever the cart helper makes of it: its name carries the count. */
const cartWith = (page: Page, count: number) => {
  const name = new RegExp(`^(Cart|Καλάθι), ${count} `);
  const header = page.getByRole('banner');
  return header.getByRole('button', { name }).or(header.getByRole('link', { name }));
};

/**
 * Home runs in both languages. The categories, a product and a brand each run in one,
 * the two alternating: what the other language changes there is the seed's names and the
 * catalogs' words (checked whole by `npm run i18n:check`), not what the page does with them.
 */
const oneLanguage: Record<string, 'el' | 'en'> = {
  categories: 'el',
  product: 'en',
  brand: 'el',
};

for (const { locale, prefix } of locales) {
  if (oneLanguage.categories === locale)
    test(`categories with icons, live banners and products (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/categories`);
      const nav = page.getByRole('main').getByRole('navigation');
      const link = nav.getByRole('link', { name: category.name[locale], exact: true });
      await expect(link).toBeVisible();
      await expect(nav.locator('img[width="48"]')).toHaveCount(seed.categories.length);
      await expectNoViolations(page);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/categories\\?category=${category.id}`));
      await expect(h1(page)).toHaveText(category.name[locale]);
      const selected = nav.getByRole('link', { name: category.name[locale], exact: true });
      await expect(selected).toHaveAttribute('aria-current', 'page');
      await expect(selected.locator('img')).toHaveAttribute('src', /selected/);
      // One generated banner and the current editor banner; the expired carnival one is gone.
      const top = page.getByTestId('category-top-banners');
      await expect(top.getByRole('listitem')).toHaveCount(2);
      await expect(top).not.toContainText(locale === 'en' ? 'Carnival' : 'Αποκριάτικες');
      await expect(page.getByTestId('category-side-banner')).toBeVisible();
      const inCategory = seed.products.filter((p) => p.categoryId === category.id).length;
      await expect(page.locator('main article')).toHaveCount(Math.min(24, inCategory));
      await expectNoViolations(page);
    });

  if (oneLanguage.product === locale)
    test(`product page in both URL forms (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/products/${withOptions.slug}`);
      await expect(h1(page)).toHaveText(withOptions.name[locale]);
      const group = withOptions.optionGroups[0]!;
      await expect(page.getByRole('radiogroup', { name: group.label[locale] })).toBeVisible();
      await expect(page.getByRole('main').getByRole('textbox')).toHaveAttribute('maxlength', '100');
      await expect(page.getByTestId('packaging-fee')).toContainText(
        withOptions.packaging!.name[locale],
      );
      await expectNoViolations(page);
      // Save to list: a visitor is asked to log in first.
      await page
        .getByRole('button', {
          name: locale === 'en' ? /^Save .+ to a list$/ : /^Αποθήκευση του .+ σε λίστα$/,
        })
        .click();
      const gate = page.getByRole('dialog', {
        name:
          locale === 'en'
            ? 'Log in to use your lists'
            : 'Συνδεθείτε για να χρησιμοποιήσετε τις λίστες σας',
      });
      await expect(gate).toBeVisible();
      await gate.getByRole('button', { name: locale === 'en' ? 'Not now' : 'Όχι τώρα' }).click();
      await expect(gate).toBeHidden();

      await page.goto(`${prefix}/products/${inBundle.categoryId}/all/${inBundle.slug}/`);
      await expect(h1(page)).toHaveText(inBundle.name[locale]);
      await expect(page.getByTestId('offer-type')).toBeVisible();
      const bundleTitle = locale === 'en' ? '3 for 2: ' : '3 με 2: ';
      await expect(page.getByText(bundleTitle, { exact: false })).toBeVisible();
      await expectNoViolations(page);
    });

  if (oneLanguage.brand === locale)
    test(`brand page hides the language switch (${locale})`, async ({ page }) => {
      const switchName = locale === 'en' ? 'Ελληνικά' : 'English';
      await page.goto(`${prefix}/offers`);
      await expect(page.getByRole('link', { name: switchName })).toBeVisible();
      await page.goto(`${prefix}/brand/${specialBrand.slug}`);
      await expect(h1(page)).toHaveText(specialBrand.name);
      await expect(page.getByTestId('brand-special-page')).toBeVisible();
      await expect(page.getByRole('link', { name: switchName })).toHaveCount(0);
      await expect(page.locator('main article').first()).toBeVisible();
      await expectNoViolations(page);

      await page.goto(`${prefix}/brand/${plainBrand.slug}`);
      await expect(h1(page)).toHaveText(plainBrand.name);
      await expect(page.getByTestId('brand-special-page')).toHaveCount(0);
    });

  // The offers page's snackbar: the offers-snackbar tours (e2e/journeys/offers-snackbar.spec.ts);
  // axe on /en/offers: e2e/header-message.spec.ts.
  test(`home shows banners, slider, promoted products and highlights (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const hero =
      locale === 'en' ? 'Fresh seasonal fruit every morning' : 'Φρέσκα φρούτα εποχής κάθε πρωί';
    await expect(page.getByRole('heading', { name: hero })).toBeVisible();
    // Live banners only: the expired Easter one and the disabled organic one stay away.
    await expect(page.getByTestId('home-banners').getByRole('listitem')).toHaveCount(2);
    const content = page.getByTestId('home-content');
    await expect(content.locator('[data-block]')).toHaveCount(3);
    const picks = locale === 'en' ? 'Picks of the week' : 'Επιλογές της εβδομάδας';
    await expect(content.getByRole('heading', { name: picks })).toBeVisible();
    await expect(content.locator('a[href*="/products/"]')).toHaveCount(6);
    // Each language has its own pictures: the words drawn in them are the page's language.
    const sources = await page
      .locator('main img')
      .evaluateAll((images) =>
        images.map((image) => decodeURIComponent(image.getAttribute('src')!)),
      );
    const editorImages = sources.filter((src) => src.includes('/media/content/'));
    expect(editorImages.length).toBeGreaterThan(8);
    expect(editorImages.filter((src) => !src.includes(`/media/content/${locale}/`))).toEqual([]);
    const initials = sources.flatMap(
      (src) => /\/media\/tile\/[^/]+\/[^/]+\/(.+)\.svg/.exec(src)?.[1] ?? [],
    );
    expect(initials.length).toBeGreaterThan(10);
    const greek = initials.filter((initial) => /[\u0370-\u03ff]/.test(initial));
    expect(greek.length).toBe(locale === 'el' ? initials.length : 0);
    await expectNoViolations(page);
  });
}

test('add to cart with options from the product page changes the cart count', async ({ page }) => {
  await page.goto(`/en/products/${withOptions.slug}`);
  await expect(cartWith(page, 0)).toBeVisible();
  const option = withOptions.optionGroups[0]!.options[1]!;
  await page.getByRole('main').getByText(option.label.en, { exact: true }).click();
  await expect(page.getByRole('radio', { name: option.label.en })).toBeChecked();
  await page.getByRole('textbox', { name: /Comment/ }).fill('Please pick a ripe one');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await expect(cartWith(page, 1)).toBeVisible();
});

test('the questionnaire feeds the product preference modal', async ({ page }) => {
  await page.goto('/en/questionnaire/preferences');
  await expect(h1(page)).toHaveText('Your shopping preferences');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const main = page.getByRole('main');
  await main.getByText('A family', { exact: true }).click();
  await next.click();
  await main.getByText('Organic products', { exact: true }).click();
  await next.click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Organic products' })).toBeChecked();
  await next.click();
  await main.getByText('Offers', { exact: true }).click();
  await page.getByRole('button', { name: 'See my suggestions' }).click();
  const modal = page.getByRole('dialog', { name: 'Products picked for you' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('article').first()).toBeVisible();
  await expectNoViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
});

test('the questionnaire in Greek and an unknown one', async ({ page }) => {
  await page.goto('/questionnaire/preferences');
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expectNoViolations(page);
  await page.goto('/questionnaire/unknown');
  await expect(page.getByRole('radio')).toHaveCount(0);
});
