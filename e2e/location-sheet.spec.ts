import { expectNoViolations } from './support/axe';
import { seedCart, setScenarios } from './support/cart-ui';
import { logInAsDemoCustomer } from './support/demo-login';
import { expect, type Locator, type Page, test } from './support/test';

/**
 * The address-or-store side sheet as a shop's list (Greek shop): full-width rows, the name on one
 * line and the address below, long ones wrapped inside the sheet; the take-away list searchable
 * like the store finder and nearest first once the browser shares its location.
 */
const SYNTAGMA = { latitude: 37.9755, longitude: 23.7348 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'privacyConsent',
      JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
    ),
  );
});

const serviceButton = (page: Page) => page.getByRole('button', { name: /Υπηρεσία και διεύθυνση/ });

async function openTakeAway(page: Page) {
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Παραλαβή από το κατάστημα' }).click();
  return page.getByRole('dialog', { name: 'Επιλέξτε κατάστημα για παραλαβή' });
}

/**
 * Every row of the list is as wide as the list and inside the sheet; nothing in it is cut or
 * scrolls sideways; each row's first line (the name) sits above the next (the address).
 */
async function expectRowsLayout(
  sheet: Locator,
  list: Locator,
  choices: Locator = list.getByRole('button'),
) {
  const sheetBox = (await sheet.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  const rows = await choices.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const [name, line] = [...button.querySelectorAll('span > span')].map((span) =>
        span.getBoundingClientRect(),
      );
      return {
        left: box.left,
        right: box.right,
        width: box.width,
        overflows: button.scrollWidth > button.clientWidth,
        nameAboveLine: Boolean(name && line && line.top >= name.bottom - 1),
        textInside: Boolean(name && line && Math.max(name.right, line.right) <= box.right),
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    expect(row.left).toBeGreaterThanOrEqual(sheetBox.x);
    expect(row.right).toBeLessThanOrEqual(sheetBox.x + sheetBox.width);
    expect(Math.abs(row.width - listBox.width)).toBeLessThanOrEqual(1);
    expect(row).toMatchObject({ overflows: false, nameAboveLine: true, textInside: true });
  }
}

test('take-away sheet: long shop names wrap in full-width rows, nearest first, the chosen one marked @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await setScenarios(page, baseURL!, 'long-names');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(SYNTAGMA);
  await page.goto('/');
  const sheet = await openTakeAway(page);
  const list = sheet.getByRole('list');
  const rows = list.getByRole('button');
  // Nearest first: Kolonaki is about 0.8 km from Syntagma; every title carries its distance.
  await expect(rows.first()).toHaveAccessibleName(/^Agora Κολωνάκι – .+ \(0,\d χλμ\)/);
  const titles = await rows.evaluateAll((buttons) =>
    buttons.map((b) => b.querySelector('span > span')?.textContent ?? ''),
  );
  const km = titles.map((t) => Number(/\(([\d,]+) χλμ\)$/.exec(t)![1]!.replace(',', '.')));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  await expect(rows.first()).toContainText('Αρχιεπισκόπου Χρυσοστόμου Σμύρνης');
  await expectRowsLayout(sheet, list);
  await expectNoViolations(page);

  await rows.nth(1).click();
  await expect(sheet).toBeHidden();
  const second = titles[1]!.replace(/ – .*/, '');
  await expect(serviceButton(page)).toHaveAccessibleName(new RegExp(`Παραλαβή · ${second}`));

  // Reopened: the chosen shop says so in words (and to assistive technology), the others do not.
  await openTakeAway(page);
  const chosen = rows.filter({ hasText: second });
  await expect(chosen).toContainText('Επιλεγμένο');
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(rows.filter({ hasText: 'Επιλεγμένο' })).toHaveCount(1);
  await expectRowsLayout(sheet, list);
});

test('take-away sheet: search by accent-free name, region, city and street; platform order without a location', async ({
  page,
}) => {
  await page.goto('/');
  const sheet = await openTakeAway(page);
  const rows = sheet.getByRole('list').getByRole('button');
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toHaveAccessibleName(/^Agora Κολωνάκι/);
  await expect(rows.first()).not.toHaveAccessibleName(/χλμ/);
  const search = sheet.getByRole('searchbox', { name: 'Αναζήτηση με όνομα, περιοχή, πόλη ή οδό' });
  // The name Κηφισιά, and Μαρούσι's street (Λεωφόρος Κηφισίας).
  await search.fill('κηφισια');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAccessibleName(/^Agora Κηφισιά/);
  await expect(rows.last()).toHaveAccessibleName(/^Agora Μαρούσι/);
  await search.fill('ΑΤΤΙΚΗ');
  await expect(rows).toHaveCount(8);
  await search.fill('αθηνα');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAccessibleName(/^Agora Κολωνάκι/);
  await search.fill('λαζαρακη');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAccessibleName(/^Agora Γλυφάδα/);
  await search.fill('xyz');
  await expect(rows).toHaveCount(0);
  await expect(
    sheet.getByText('Κανένα κατάστημα δεν ταιριάζει με την αναζήτησή σας.'),
  ).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(8);
});

test('saved addresses in the sheet: Greek labels, the configured street order, a long one wraps; checkout the same @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await setScenarios(page, baseURL!, 'number-first');
  await seedCart(page, [
    { sku: '1001', quantity: 2 },
    { sku: '1002', quantity: 1 },
  ]);
  await page.goto('/');
  const token = await logInAsDemoCustomer(page, context, baseURL);
  const added = await page.request.post('/api/v3/users/me/addresses', {
    headers: { appId: 'demo-shop', Authorization: `Bearer ${token}` },
    data: {
      type: 2,
      street: 'Λεωφόρος Αρχιεπισκόπου Χρυσοστόμου Σμύρνης και Κανελλοπούλου',
      streetNo: '125',
      postalCode: '11527',
      city: 'Αθήνα',
      floor: '',
      nameAtBell: '',
      contactPhone: '',
    },
  });
  expect(added.ok()).toBe(true);

  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Παράδοση στο σπίτι' }).click();
  const sheet = page.getByRole('dialog', { name: 'Επιλέξτε διεύθυνση παράδοσης' });
  const list = sheet.getByRole('list');
  const home = list.getByRole('button').filter({ hasText: 'Σπίτι' });
  // Number first (format.addressStreetPattern NUMBER_FIRST), then city and postal code.
  await expect(home).toContainText('24 Σκουφά, Αθήνα 10673');
  await expect(home).toContainText('Όροφος: 3 · Κουδούνι: Παπαδάκη');
  const work = list.getByRole('button').filter({ hasText: 'Εργασία' });
  await expect(work).toContainText('120 Λεωφόρος Κηφισίας, Μαρούσι 15125');
  await expect(work).toContainText('Όροφος: 5 · Κουδούνι: Agora Office');
  const other = list.getByRole('button').filter({ hasText: 'Άλλο' });
  await expect(other).toContainText('125 Λεωφόρος Αρχιεπισκόπου Χρυσοστόμου Σμύρνης');
  await expect(other).not.toContainText('Όροφος');
  await expect(list.getByRole('button', { name: 'Προσθήκη νέας διεύθυνσης' })).toBeVisible();
  await expectRowsLayout(sheet, list, list.getByRole('button').filter({ hasText: /\d{5}/ }));
  await expectNoViolations(page);

  await home.click();
  await expect(sheet).toBeHidden();
  await expect(serviceButton(page)).toHaveAccessibleName(/10673/);
  await serviceButton(page).click();
  await page.getByRole('button', { name: 'Παράδοση στο σπίτι' }).click();
  await expect(home).toContainText('Επιλεγμένο');
  await expect(home).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('button').filter({ hasText: 'Επιλεγμένο' })).toHaveCount(1);
  await sheet.getByRole('button', { name: 'Κλείσιμο' }).click();

  await page.goto('/checkout');
  const where = page.getByRole('region', { name: 'Διεύθυνση παράδοσης' });
  await expect(where.getByTestId('checkout-address')).toContainText('24 Σκουφά, Αθήνα 10673', {
    timeout: 20_000,
  });
  await expect(where).toContainText('Όροφος: 3 · Κουδούνι: Παπαδάκη');
});
