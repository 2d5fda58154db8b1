import { makePng, makePngBomb } from './support/avatar-files';
import { avatarUi } from './support/avatar-ui';
import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, test } from './support/test';

/**
 * The avatar on /user/credentials (English shop): what the upload sends and the header's photo.
 * Refusals by content, faults and toasts are walked by the generated paths
 * (e2e/journeys/avatar.spec.ts).
 */
// The dev server shares the machine with other runs: the first paint of a page may take a while.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await seedConsent(page);
  await logInAsDemoCustomer(page, context, baseURL);
  await page.goto('/en/user/credentials');
  await expect(avatarUi(page).placeholder).toBeVisible({ timeout: 30_000 });
});

test('a real PNG is re-encoded to at most 200 px and uploaded, then deleted', async ({ page }) => {
  const ui = avatarUi(page);
  const upload = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v3/users/me/avatar'),
  );
  await ui.pick('holiday.png', 'image/png', makePng(640, 480));
  const body = (await upload).postDataJSON() as { encodedImage: string };
  expect(body.encodedImage).toMatch(/^data:image\/(webp|png);base64,/);
  expect(Buffer.from(body.encodedImage.split(',')[1]!, 'base64').length).toBeLessThanOrEqual(
    1024 * 1024,
  );
  await expect(ui.toast).toContainText('Your profile photo was updated.');
  await expect(ui.picture).toBeVisible();
  // The header's account button shows it too, and drops it after the delete.
  const headerPhoto = page.getByRole('button', { name: /^Account of/ }).locator('img');
  await expect(headerPhoto).toBeVisible();
  const size = await ui.picture.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  expect(size).toEqual({ width: 200, height: 150 });
  await expectNoViolations(page);

  await ui.panel.getByRole('button', { name: 'Remove photo' }).click();
  await expect(ui.toast).toContainText('Your profile photo was removed.');
  await expect(ui.placeholder).toBeVisible();
  await expect(ui.panel.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expect(headerPhoto).toHaveCount(0);
});

test('a decompression bomb is refused from its header, never decoded or sent', async ({ page }) => {
  const ui = avatarUi(page);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/users/me/avatar')) posts += 1;
  });
  const bomb = makePngBomb();
  expect(bomb.length).toBeLessThan(400_000);
  await ui.pick('bomb.png', 'image/png', bomb);
  await expect(ui.problem).toHaveText(
    'This image has too many pixels to process. Please choose a photo of at most 40 megapixels.',
  );
  await expect(ui.choose).toBeEnabled();
  await expect(ui.placeholder).toBeVisible();
  expect(posts).toBe(0);
});
