import { consentUi, seedConsent } from './support/consent-ui';
import { expect, type Page, test } from './support/test';

/**
 * Where the cookie consent meets the rest of the shop (issue 21): the settings opened after a
 * decision show that decision, and refusing the "Experience" (ux) category forgets, at once,
 * the previous searches the header search holds in memory, not only the stored ones.
 */

const optional = ['Performance', 'Advertising', 'Experience'];

/** Searches a term from the header search field (Enter goes to the results). */
async function search(page: Page, term: string) {
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill(term);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?product=/);
}

/** The previous searches the header search lists when its field is empty and focused. */
async function previousSearches(page: Page) {
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('');
  await field.click();
  return page.getByRole('group', { name: 'Previous searches' }).getByRole('option');
}

async function openSettingsFromFooter(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page).toHaveURL(/\/en\/cookies$/);
}

test('after declining, the cookie settings show the saved choice @phone', async ({ page }) => {
  const ui = consentUi(page);
  await page.goto('/en');
  await ui.banner.getByRole('button', { name: 'Decline all' }).click();
  await expect(ui.banner).toBeHidden();

  await openSettingsFromFooter(page);
  await expect(ui.settings.getByRole('status')).toHaveText('Your choices are saved.');
  for (const name of optional) await expect(ui.switchFor(name)).not.toBeChecked();
  await expect(ui.switchFor('Necessary')).toBeChecked();
  // Nothing to save until a switch changes; changing one back leaves nothing unsaved again.
  const save = ui.settings.getByRole('button', { name: 'Save my choices' });
  await expect(save).toBeDisabled();
  await ui.toggle('Experience');
  await expect(ui.settings.getByRole('status')).toHaveText('You have unsaved changes.');
  await expect(save).toBeEnabled();
  await ui.toggle('Experience');
  await expect(ui.settings.getByRole('status')).toHaveText('Your choices are saved.');
});

test('declining on the banner forgets the searches the header lists @phone', async ({ page }) => {
  const ui = consentUi(page);
  await page.goto('/en');
  await expect(ui.banner).toBeVisible();
  await search(page, 'feta');
  await expect(await previousSearches(page)).toHaveText(['feta']);

  await ui.banner.getByRole('button', { name: 'Decline all' }).click();
  await expect(ui.banner).toBeHidden();
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.click();
  await expect(page.getByRole('group', { name: 'Previous searches' })).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
});

test('saving settings without "Experience" forgets the stored and listed searches @phone', async ({
  page,
}) => {
  const ui = consentUi(page);
  await seedConsent(page);
  await page.goto('/en');
  await search(page, 'feta');
  await search(page, 'olive oil');
  await expect(await previousSearches(page)).toHaveText(['olive oil', 'feta']);
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBe(
    '["olive oil","feta"]',
  );

  await openSettingsFromFooter(page);
  await expect(ui.settings.getByRole('status')).toHaveText('Your choices are saved.');
  await ui.toggle('Experience');
  await ui.settings.getByRole('button', { name: 'Save my choices' }).click();
  await expect(ui.settings.getByRole('status')).toHaveText('Your choices are saved.');
  await expect(ui.switchFor('Experience')).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();

  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.click();
  await expect(page.getByRole('group', { name: 'Previous searches' })).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
});
