import { expectNoViolations } from './support/axe';
import { isPhoneLayout, shellMenus } from './support/shell-ui';
import { expect, type Locator, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: false, ad: false, ux: false }),
    ),
  );
});

test('the contact form checks its fields, then sends and thanks @phone', async ({ page }) => {
  await page.goto('/en/corporate/contactform/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us | Agora Market');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Please write your message.')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('textbox', { name: 'Name' }).fill('Eleni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('eleni@example.gr');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Kifisia?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your message was sent' }),
  ).toBeVisible();
  await expect(page.locator('[data-empty-state="email"] img')).toBeVisible();
});

test('the contact form in Greek', async ({ page }) => {
  await page.goto('/corporate/contactform/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(4);
});

test.describe('axe finds no WCAG 2.2 AA violation on content pages @phone', () => {
  test('a corporate page with every block type', async ({ page }) => {
    await page.goto('/en/corporate/corporatecontent/corporate-page-components');
    await expect(page.locator('[data-block="promoted_products"] li').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('a job page with the open jobs slider (Greek)', async ({ page }) => {
    await page.goto('/corporate/corporatecontent/driver');
    await expect(page.locator('[data-block="content_slider"]')).toBeVisible();
    await expectNoViolations(page);
  });

  test('a blog', async ({ page }) => {
    await page.goto('/en/corporate/blogs/sintages');
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('FAQs with a question open', async ({ page }) => {
    await page.goto('/en/corporate/faqs');
    await page.getByRole('button', { name: 'When do you deliver?' }).click();
    await expect(page.getByText(/Regular delivery runs every day/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('the greek-wines landing page', async ({ page }) => {
    await page.goto('/en/landing-page/greek-wines');
    await expect(page.locator('main [data-block]').first()).toBeVisible();
    await expectNoViolations(page);
  });
});

test('the company links (side sheet; the menu drawer on a phone) list the editor groups and repair the academy link @phone', async ({
  page,
}) => {
  await page.goto('/en');
  let sheet: Locator;
  if (isPhoneLayout(page)) {
    sheet = await shellMenus(page);
  } else {
    await page.getByRole('button', { name: 'Company' }).click();
    sheet = page.getByRole('dialog', { name: 'Company' });
  }
  await expect(sheet).toBeVisible();
  // In the drawer the groups sit under its own "Company" heading (h3).
  const level = isPhoneLayout(page) ? 4 : 3;
  for (const group of ['Company', 'Services', 'Announcements']) {
    await expect(sheet.getByRole('heading', { level, name: group, exact: true })).toBeVisible();
  }
  await expectNoViolations(page);
  // Stored without the locale prefix: the English shop keeps /en.
  const academy = sheet.getByRole('link', { name: 'Agora Academy' });
  await expect(academy).toHaveAttribute('href', '/en/corporate/corporatecontent/agora-academy');
  await academy.click();
  await expect(page).toHaveURL(/\/en\/corporate\/corporatecontent\/agora-academy$/);
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
