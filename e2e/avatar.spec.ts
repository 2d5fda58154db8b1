import { expect, type Page, test } from '@playwright/test';
import { forgedPng, makePng } from './support/avatar-files';
import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { logInAsDemoCustomer } from './support/demo-login';

/** The avatar on /user/credentials (English shop): upload, refusals by content, delete. */
const avatarUi = (page: Page) => {
  const panel = page.getByRole('region', { name: 'Profile photo' });
  return {
    panel,
    picture: panel.getByRole('img', { name: 'Your avatar' }),
    placeholder: panel.getByRole('img', { name: 'No profile photo' }),
    problem: panel.getByRole('alert'),
    toast: panel.getByRole('status'),
    async pick(name: string, mimeType: string, buffer: Buffer) {
      const chooser = page.waitForEvent('filechooser');
      await panel.getByRole('button', { name: 'Choose a photo' }).click();
      await (await chooser).setFiles({ name, mimeType, buffer });
    },
  };
};

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

test('a text file renamed .png is refused by its content, nothing is sent', async ({ page }) => {
  const ui = avatarUi(page);
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/users/me/avatar')) posted = true;
  });
  await ui.pick('me.png', 'image/png', Buffer.from('Not a picture at all, just text.\n'));
  await expect(ui.problem).toHaveText(
    'This file is not a JPEG, PNG, GIF or WebP image. Please choose a photo.',
  );
  await expectNoViolations(page);
  expect(posted).toBe(false);
  await expect(ui.placeholder).toBeVisible();
});

test('a forged PNG (right magic bytes, no image) is refused with a clear message', async ({
  page,
}) => {
  const ui = avatarUi(page);
  await ui.pick('forged.png', 'image/png', forgedPng(4096));
  await expect(ui.problem).toHaveText(
    'This image could not be read. It may be damaged; please choose another.',
  );
});

test('an oversized file is refused before it is decoded', async ({ page }) => {
  const ui = avatarUi(page);
  await ui.pick('huge.png', 'image/png', forgedPng(15 * 1024 * 1024 + 1));
  await expect(ui.problem).toHaveText('This file is too large. Please choose a photo under 15 MB.');
});

test('a failed upload and a failed delete show error toasts and keep the avatar', async ({
  page,
}) => {
  const ui = avatarUi(page);
  await page.route('**/api/v3/users/me/avatar', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { code: 'SERVER_ERROR' } })
      : route.fallback(),
  );
  await ui.pick('me.png', 'image/png', makePng(120, 120));
  await expect(ui.toast).toContainText('Your profile photo could not be uploaded.');
  await expect(ui.placeholder).toBeVisible();

  await page.unroute('**/api/v3/users/me/avatar');
  await ui.pick('me.png', 'image/png', makePng(120, 120));
  await expect(ui.toast).toContainText('Your profile photo was updated.');

  await page.route('**/api/v3/users/me/avatar', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { code: 'SERVER_ERROR' } })
      : route.fallback(),
  );
  await ui.panel.getByRole('button', { name: 'Remove photo' }).click();
  await expect(ui.toast).toContainText('Your profile photo could not be removed.');
  await expect(ui.picture).toBeVisible();
});
