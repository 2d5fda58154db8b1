import { expect, type Page } from '@playwright/test';

/** How the consent journey looks and is operated in the English shop (role locators only). */
export const consentUi = (page: Page) => {
  const banner = page.getByRole('region', { name: 'Cookies on Agora Market' });
  const settings = page.getByRole('region', { name: 'Settings' });
  const onSettingsPage = () => new URL(page.url()).pathname === '/en/cookies';
  return {
    banner,
    settings,
    onSettingsPage,
    switchFor: (name: string) => page.getByRole('switch', { name }),
    /** Clicks a switch as a person does: on its visible label (the input itself is hidden). */
    toggle: (name: string) =>
      page.getByRole('switch', { name }).locator('xpath=ancestor::label').click(),
    /** The stored privacy consent as the browser holds it. */
    stored: () =>
      page.evaluate(() => {
        const raw = localStorage.getItem('privacyConsent');
        return raw === null ? null : (JSON.parse(raw) as Record<string, boolean>);
      }),
    /** Goes to /cookies; a reload is safe because only the unsaved draft lives in memory. */
    async openSettingsPage() {
      if (onSettingsPage()) return;
      await page.goto('/en/cookies');
      await expect(page.getByRole('heading', { level: 1, name: 'Cookie statement' })).toBeVisible();
    },
  };
};

/** Stores a consent decision before the page loads, so the banner stays away (default: all on). */
export const seedConsent = (
  page: Page,
  choices: Record<string, boolean> = {
    necessary: true,
    performance: true,
    ad: true,
    ux: true,
  },
) =>
  page.addInitScript((stored) => {
    localStorage.setItem('privacyConsent', JSON.stringify(stored));
  }, choices);
