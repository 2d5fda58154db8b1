import { expectNoViolations } from './support/axe';
import { seedConsent } from './support/consent-ui';
import { prebookUi } from './support/prebook-ui';
import { switchLanguage } from './support/shell-ui';
import { expect, type Locator, type Page, test } from './support/test';

/**
 * The header at the spec's breakpoints (§9: desktop/mobile 850 px, profile menu 950 px) and the
 * phone's menu drawer. Checked with a slot booked, the longest state the header shows.
 */

/** What does not fit: the page wider than the screen, a control past its edge or cut inside. */
function layoutFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      faults.push(`page ${document.documentElement.scrollWidth} px wide in ${width}`);
    }
    const controls = document.querySelectorAll<HTMLElement>(
      'header button, header a, header input, main button, main a',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
        continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      // A card in a rail that scrolls sideways may be off screen: the rail scrolls, not the page.
      let rail: HTMLElement | null = control.parentElement;
      while (rail && !['auto', 'scroll'].includes(getComputedStyle(rail).overflowX)) {
        rail = rail.parentElement;
      }
      if (!rail && (box.left < -1 || box.right > width + 1)) {
        faults.push(
          `"${name.slice(0, 40)}" spans ${Math.round(box.left)}-${Math.round(box.right)}`,
        );
      }
      // Text cut inside its own box (clipped or scrolled), for the header's controls.
      const clips = getComputedStyle(control).overflowX !== 'visible';
      if (control.closest('header') && clips && control.scrollWidth > control.clientWidth + 1) {
        faults.push(
          `"${name.slice(0, 40)}" cuts its text (${control.scrollWidth} > ${control.clientWidth})`,
        );
      }
    }
    return faults;
  });
}

test('the header fits 412, 850, 950 and 1280 px with a slot booked; the sticky part stays small', async ({
  page,
}) => {
  test.slow();
  await seedConsent(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  const ui = prebookUi(page);
  await page.getByRole('button', { name: /^Service and address/ }).click();
  await page.getByRole('button', { name: 'Pick-up at the shop' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a shop for pick-up' })
    .getByRole('button', { name: /Agora Kolonaki/ })
    .click();
  await ui.reserveTomorrow();

  const header = page.getByRole('banner');
  const slot = header.getByRole('button', { name: /^Delivery time: .+ min left to order/ });
  const pages: [string, () => Locator][] = [
    ['/en', () => page.getByRole('combobox', { name: 'Search products' })],
    ['/en/categories', () => page.getByRole('heading', { level: 1 })],
    [
      '/en/products/agora-select-tomatoes-1-kg-1001',
      () => page.getByRole('main').getByRole('button', { name: /^Add / }).first(),
    ],
  ];
  for (const width of [412, 850, 950, 1280]) {
    await page.setViewportSize({ width, height: 915 });
    for (const [path, primary] of pages) {
      await page.goto(path);
      await expect(primary()).toBeVisible();
      // The whole service and slot state at a glance: the shop, the slot and the minutes left.
      await expect(
        header.getByRole('button', { name: /^Service and address: Pick-up · Agora Kolonaki/ }),
      ).toBeInViewport({ ratio: 1 });
      await expect(slot).toBeInViewport({ ratio: 1 });
      await expect(slot).toContainText(/\d+ min/);
      await expect(slot).toContainText(/\d\d:\d\d–\d\d:\d\d/);
      expect(await layoutFaults(page), `${path} at ${width} px`).toEqual([]);
    }
    // The profile menu shows the account's label from 950 px (spec §9), the icon alone below.
    await expect(header.getByRole('button', { name: 'Account', exact: true })).toContainText(
      width >= 950 ? 'Sign in' : '',
    );
    if (width < 950) {
      await expect(header.getByText('Sign in', { exact: true })).toBeHidden();
    }
    // Below 850 px the menus live in the drawer; from 850 px in the header.
    await expect(header.getByRole('navigation', { name: 'Main menu' })).toBeVisible({
      visible: width >= 850,
    });
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible({
      visible: width < 850,
    });

    // Scrolled, the header that stays on screen takes at most 15% of its height.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const box = await header.boundingBox();
    expect(box!.y + box!.height, `sticky header at ${width} px`).toBeLessThanOrEqual(915 * 0.15);
    await expect(slot).toBeInViewport({ ratio: 1 });
  }

  // A long Greek word wraps within its tile, hyphenated where the browser can, never overflowing.
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/categories');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el-GR');
  const dairy = page.getByRole('main').getByRole('link', { name: 'Γαλακτοκομικά & Αυγά' }).first();
  await expect(dairy).toHaveCSS('hyphens', 'auto');
  expect(await dairy.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
});

test('the phone menu drawer: the editor menu with icons, account, language and company links @phone-only', async ({
  page,
}) => {
  await seedConsent(page);
  // The editor's menu decides titles and icons: a renamed entry shows as the editor wrote it.
  const published = await page.request.get('/api/v3/content/menus', {
    headers: { appId: 'demo-shop', 'Accept-Language': 'en' },
  });
  const menus = await published.json();
  menus[0].items[1].title = 'Deals of the week';
  await page.route('**/api/v3/content/menus', (route) => route.fulfill({ json: menus }));
  await page.goto('/en/cookies');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const menu = drawer.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Products',
    'Deals of the week',
    'My lists',
    'My orders',
  ]);
  // has_icon: each entry carries its icon.
  await expect(menu.getByRole('link').locator('svg')).toHaveCount(4);
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Ελληνικά' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expectNoViolations(page);

  // A link goes there and closes the drawer.
  await menu.getByRole('link', { name: 'Deals of the week' }).click();
  await expect(page).toHaveURL(/\/en\/offers$/);
  await expect(drawer).toBeHidden();
  // A visitor's orders open the login-required modal from the drawer.
  await header.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to see your orders' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The language switch in the drawer changes the page's language and closes it.
  await switchLanguage(page, 'Ελληνικά');
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el-GR');
  await expect(page.getByRole('dialog', { name: 'Μενού' })).toBeHidden();
});
