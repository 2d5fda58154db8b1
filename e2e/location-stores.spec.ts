import { expectNoViolations } from './support/axe';
import { expect, test } from './support/test';

// Until the Greek catalog is translated the Greek page shows the English source text.
const STORES = /^(Stores|Καταστήματα)$/;

test.describe('store finder', () => {
  test('with the location granted: nearest first, distance in the title (Greek)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.9755, longitude: 23.7348 }); // Syntagma
    await page.goto('/corporate/stores');
    const titles = page.getByRole('list', { name: STORES }).getByRole('heading');
    await expect(titles.first()).toHaveText(/\(\d+,\d χλμ\)$/);
    const texts = await titles.allTextContents();
    const km = texts.map((t) => Number(/\(([\d,]+) χλμ\)/.exec(t)![1]!.replace(',', '.')));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Kolonaki is about 0.8 km from Syntagma.
    expect(texts[0]).toMatch(/Κολωνάκι \(0,\d χλμ\)/);
    await expectNoViolations(page);
  });

  // English distances and search, and the finder without a location: Vitest
  // (tests/location/store-finder.test.tsx), with the location given as the Geolocation API would.
});
