import { homeBanners } from '../src/mocks/seed/content/banners';
import { getSeed } from '../src/mocks/seed/seed';
import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { expect, type Locator, type Page, test } from './support/test';

/**
 * Editor banners show their pictures: the mobile_image on a phone, the web_image from 850 px up
 * (a <picture> whose sources carry their size), alt text from the title, and only while live
 * (start inclusive, end exclusive), on home and on a category page.
 */
const category = getSeed().categories[0]!;
const [freshFruit, weeklyOffers, expressDelivery, , backToSchool] = homeBanners;

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

/** The picture's source in use, as the browser chose it for this viewport. */
const shown = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) return null;
    return new URL(img.currentSrc).pathname;
  });

async function expectPicture(page: Page, image: Locator, name: string) {
  const phone = (page.viewportSize()?.width ?? 0) < 850;
  // Below the fold a banner loads lazily: bring it into view.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  const source = image.locator('xpath=preceding-sibling::source');
  await expect(source).toHaveAttribute('media', '(min-width: 850px)');
  await expect(source).toHaveAttribute('width', '2480');
  await expect(source).toHaveAttribute('height', '640');
  // English pages get the English asset; a phone the mobile one, a desktop the web one.
  await expect
    .poll(() => shown(image))
    .toBe(`/api/media/content/en/${name}${phone ? '-mobile' : ''}.svg`);
  // Its box has the proportions of the source in use, before and after loading (no shift).
  const box = (await image.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(phone ? 1080 / 720 : 2480 / 640, 1);
}

test('banners show the phone or desktop picture while live, named by their title @phone', async ({
  page,
}) => {
  // The moment the express-delivery banner ends (end exclusive): it is gone, the two others stay.
  await page.clock.setFixedTime(new Date(expressDelivery!.end_date as string));
  await page.goto('/en');
  const hero = page.getByRole('region', { name: (freshFruit!.title as { en: string }).en });
  await expectPicture(
    page,
    hero.getByRole('img', { name: (freshFruit!.title as { en: string }).en }),
    'banner-fresh-fruit',
  );
  const list = page.getByRole('list', { name: 'Promotions' });
  const offers = list.getByRole('link', { name: (weeklyOffers!.title as { en: string }).en });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectPicture(page, offers.getByRole('img'), 'banner-weekly-offers');
  await expectNoViolations(page);
  await offers.click();
  await expect(page).toHaveURL(/\/en\/offers$/);

  // A category page's top banners: the generated one and the cheese banner, carnival expired.
  await page.goto(`/en/categories?category=${category.id}`);
  const top = page.getByTestId('category-top-banners');
  await expect(top.getByRole('listitem')).toHaveCount(2);
  const cheese = top.getByRole('link', { name: 'Greek cheeses from small producers' });
  await expectPicture(page, cheese.getByRole('img'), 'banner-greek-cheese');

  // The moment back-to-school starts (start inclusive), years later: the only live banner.
  await page.clock.setFixedTime(new Date(backToSchool!.start_date as string));
  await page.goto('/en');
  const title = (backToSchool!.title as { en: string }).en;
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectPicture(page, page.getByRole('img', { name: title }), 'banner-back-to-school');
  await expect(page.getByRole('list', { name: 'Promotions' })).toHaveCount(0);
});
