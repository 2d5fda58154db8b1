import { pageFor } from '../src/mocks/seed/content/content-for';
import { cutCaptions } from './support/caption-fit';
import { seedConsent } from './support/consent-ui';
import { expect, type Page, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

/**
 * Slider cards (content_slider / slidercontent): the Greek default button text, labels in their
 * pictures kept whole on a phone and a desktop, and promotion tracking: an event when a card is
 * shown and when it is pressed, under the slider's name, only with the consent that allows it.
 */
const titles = (slug: string, locale: 'el' | 'en', kind = 'slidercontent') =>
  Object.values(pageFor(slug, locale)!.blocks).flatMap((block) =>
    block.schema === kind ? [(block.content as { title: string }).title] : [],
  );
const homeCards = titles('home', 'el');

const events = (page: Page) =>
  page.evaluate(() =>
    (window as { dataLayer?: { event?: string; ecommerce?: Record<string, string> }[] }).dataLayer
      ?.filter((entry) => entry.event?.endsWith('_promotion'))
      .map((entry) => ({ event: entry.event, ...entry.ecommerce })),
  );

const view = (name: string, creative: string, slot: number) => ({
  event: 'view_promotion',
  promotion_name: name,
  creative_name: creative,
  creative_slot: String(slot),
});

test('slider cards: Greek default button, whole labels, tracked when shown and pressed @phone', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto('/');
  const slider = page.locator('[data-block="content_slider"]');
  await slider.scrollIntoViewIfNeeded();
  // The card without a button text: the spec's "Enabled", in Greek.
  const pickup = slider.getByRole('listitem').filter({ hasText: homeCards[2]! });
  await expect(pickup.getByRole('link', { name: /^Ενεργό\s*:/ })).toHaveText(/^Ενεργό/);

  // Shown: the cards at least half in view (one on a phone, all three on a desktop).
  const phone = (page.viewportSize()?.width ?? 0) < 850;
  const name = 'homepage_content_slider';
  const first = phone
    ? [view(name, homeCards[0]!, 1)]
    : homeCards.map((c, i) => view(name, c, i + 1));
  await expect.poll(() => events(page)).toEqual(first);
  if (phone) {
    await slider.getByRole('button', { name: 'Επόμενη κάρτα' }).click();
    // The page down a little, so the slid-in card is on screen under the slider's buttons.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => events(page)).toContainEqual(view(name, homeCards[1]!, 2));
  }
  // The labels drawn in the pictures stay whole (each card scrolled to and loaded).
  const images = slider.locator('img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  }
  await slider.scrollIntoViewIfNeeded();
  expect(await cutCaptions(images)).toEqual([]);

  // Pressed: the second card's button.
  await slider.getByRole('listitem').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/offers$/);
  expect(await events(page)).toContainEqual({
    event: 'select_promotion',
    promotion_name: name,
    creative_name: homeCards[1],
    creative_slot: '2',
  });
  // Each card counted once, however often it came back into view.
  expect((await events(page))!.filter((e) => e.event === 'view_promotion')).toHaveLength(3);

  // Another slider tracks under its own name.
  await page.goto('/corporate/corporatecontent/driver');
  const jobs = page.locator('[data-block="content_slider"]');
  await jobs.scrollIntoViewIfNeeded();
  await expect
    .poll(() => events(page))
    .toContainEqual(view('open_jobs_slider', titles('driver', 'el')[0]!, 1));
});

test('without performance consent no promotion event is sent', async ({ page }) => {
  await seedConsent(page, { necessary: true, performance: false, ad: true, ux: true });
  await page.goto('/');
  const slider = page.locator('[data-block="content_slider"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('listitem')).toHaveCount(3);
  // The block hydrates as it comes near and then counts what is seen: let it do so.
  await settled(page);
  await slider.getByRole('listitem').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/offers$/);
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
});
