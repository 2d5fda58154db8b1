import type { Locator, Page } from '@playwright/test';

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
