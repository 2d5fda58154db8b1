import { expect, type Locator, type Page } from '@playwright/test';

/** Below 850 px the main menu, language and account live in the menu drawer (spec §9). */
export const isPhoneLayout = (page: Page) => (page.viewportSize()?.width ?? 1280) < 850;

/**
 * Where the main menu, the language switch and the company links are: the header on a desktop;
 * on a phone, the menu drawer, opened here. Locale-independent (Menu / Μενού).
 */
export async function shellMenus(page: Page): Promise<Locator> {
  if (!isPhoneLayout(page)) return page.getByRole('banner');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Menu|Μενού)$/ })
    .click();
  return page.getByRole('dialog', { name: /^(Menu|Μενού)$/ });
}

/** The main menu, in the header or the opened drawer. */
export const mainMenu = async (page: Page, name: string | RegExp = /^(Main menu|Κύριο μενού)$/) =>
  (await shellMenus(page)).getByRole('navigation', { name });

/** Switches language through the header's link, or the drawer's on a phone. */
export async function switchLanguage(page: Page, to: 'English' | 'Ελληνικά') {
  await (await shellMenus(page)).getByRole('link', { name: to }).click();
}

/**
 * The footer, scrolled to, once its links are the shop's. A prerendered footer stays the HTML's
 * until it comes near the screen (src/lib/hydrate-when-near.tsx, which marks it `data-hydrated`
 * then): a link pressed before that loads a new page, as a link does without the shop's script.
 */
export async function shopFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(
    page.locator('#root:not([data-prerendered]), footer[data-hydrated]').first(),
  ).toBeAttached();
  return footer;
}
