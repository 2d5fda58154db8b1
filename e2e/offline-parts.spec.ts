import { seedConsent } from './support/consent-ui';
import { expect, settled, test } from './support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

test('a modal whose code cannot load offline waits for the connection instead of breaking the page', async ({
  page,
  context,
}) => {
  await seedConsent(page);
  await page.goto('/en/products/agora-deli-feta-cheese-300-g-1005');
  const heading = page.getByRole('heading', { level: 1, name: 'Agora Deli Feta Cheese 300 g' });
  await expect(heading).toBeVisible();

  const save = page.getByRole('button', { name: /^Save .+ to a list$/ });
  await expect(save).toBeVisible();

  await context.setOffline(true);
  await save.click();
  // Offline, the modal's code fails to load within milliseconds; without the retry that failure
  // replaced the page with the error page at once: it would show by the time the page settles.
  await settled(page);
  // The modal's code did not arrive: the page stays as it was, no error page replaces it.
  const gate = page.getByRole('dialog', { name: 'Log in to use your lists' });
  await expect(gate).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  // Back online, the modal the shopper asked for opens.
  await context.setOffline(false);
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Not now' }).click();
  await expect(gate).toBeHidden();
  await expect(heading).toBeVisible();
});
