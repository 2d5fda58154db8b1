import { signIn } from './support/lists-ui';
import { expect, test } from './support/test';

/**
 * The lists calls send the selected shop (shopping-app.md §7): list products come with that
 * shop's availability. The demo platform's Glyfada shop has run out of two favourites.
 */
test('the lists overview and a list are asked for the selected shop (the calls send shop)', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await page.goto('/en');
  await page.getByRole('button', { name: /Service and address/ }).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a shop for pick-up' });
  await sheet.getByRole('searchbox').fill('glyfada');
  await sheet.getByRole('button', { name: /^Agora Glyfada/ }).click();
  await expect(page.getByRole('button', { name: /Pick-up · Agora Glyfada/ })).toBeVisible();

  // The lists overview (its previews) is asked for that shop too.
  const overview = page.waitForRequest((r) => /\/api\/v3\.1\/lists(\?|$)/.test(r.url()));
  await page.goto('/en/user/lists');
  const asked = new URL((await overview).url()).searchParams;
  expect(asked.get('shop')).toBe('shop-glyfada');
  expect(asked.get('withProductPreviewCount')).not.toBeNull();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const call = page.waitForRequest((r) =>
    /\/api\/v3\.1\/lists\/list-demo-favorites\/products/.test(r.url()),
  );
  await page.goto('/en/user/lists/list?id=list-demo-favorites');
  expect(new URL((await call).url()).searchParams.get('shop')).toBe('shop-glyfada');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.filter({ hasText: 'Not available right now' })).toHaveCount(2, {
    timeout: 20_000,
  });
  await expect(items).toHaveCount(7);
});
