import { seedConsent } from './support/consent-ui';
import { expect, test } from './support/test';

/**
 * Issue 22, item 8: the registration form's names follow the order form's rule
 * (src/lib/field-rules.ts, PERSON_NAME_PATTERN) with its message; nothing is sent until they do.
 */
const firstPaint = { timeout: 20_000 };

test('the registration form refuses names the order form refuses, with the same message @phone', async ({
  page,
}) => {
  await seedConsent(page);
  let registered = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/auth/register')) registered += 1;
  });
  await page.goto('/en/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  const firstName = form.getByRole('textbox', { name: 'First name' });
  const lastName = form.getByRole('textbox', { name: 'Last name (optional)' });
  await firstName.fill('Νίκος😀', firstPaint);
  await lastName.fill('<b>Smith</b>');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`nikos-${Date.now()}@example.gr`);
  await form.getByLabel('Password (at least 8 characters)').fill('kalimera123');
  await form.getByRole('button', { name: 'Create account' }).click();
  const message = 'Use letters, spaces, apostrophes and hyphens only.';
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(message)).toHaveCount(2);
  await expect(firstName).toBeFocused();
  expect(registered).toBe(0);

  await firstName.fill('Νίκος');
  await lastName.fill("O'Brien-Παπαδόπουλος");
  await lastName.press('Tab');
  // The messages go once the fields are left (the button moves up with them).
  await expect(form.getByText(message)).toHaveCount(0);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Account of Νίκος' })).toBeVisible(firstPaint);
  expect(registered).toBe(1);
});
