import { consentMachine } from '@machines/consent/consent.machine';
import { consentModel } from '@machines/consent/consent.model';
import { hasUnsavedChanges } from '@machines/consent/consent.selectors';
import type { ConsentChoices } from '@machines/consent/consent.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor } from 'xstate';
import { consentUi } from '../support/consent-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of the consent journey, generated from the same graph as the machine-level
 * tests. Each event is a user action, each state a visible assertion; the expected categories
 * come from replaying the path on the real machine beside the browser.
 */
const paths = generateUiTours(consentMachine, consentModel);
const labels: Record<string, string> = {
  performance: 'Performance',
  ad: 'Advertising',
  ux: 'Experience',
  necessary: 'Necessary',
};

for (const path of paths) {
  test(`consent: ${path.name}`, async ({ page }) => {
    const ui = consentUi(page);
    const input = path.input as { stored: ConsentChoices | null };
    if (input.stored) {
      await page.addInitScript((stored) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('privacyConsent', JSON.stringify(stored));
          sessionStorage.setItem('seeded', '1');
        }
      }, input.stored);
    }
    // The oracle: the same machine, with effects that do nothing, tells what to expect.
    const oracle = createActor(
      consentMachine.provide({
        actions: {
          persistChoices: () => {},
          clearOptionalData: () => {},
          navigateToSettings: () => {},
        },
      }),
      { input },
    ).start();

    await page.goto('/en');
    await expectState(oracle.getSnapshot().value as string);

    for (const step of path.steps) {
      await perform(step, oracle.getSnapshot().value as string);
      oracle.send(step.event as never);
      await expectState(step.state as string);
    }

    async function perform(step: JourneyStep, from: string) {
      const event = step.event as { type: string; category?: string };
      switch (event.type) {
        case 'consent.acceptAll':
        case 'consent.declineAll': {
          const name = event.type === 'consent.acceptAll' ? 'Accept all' : 'Decline all';
          if (from === 'undecided' && !ui.onSettingsPage()) {
            await ui.banner.getByRole('button', { name }).click();
          } else {
            await ui.openSettingsPage();
            await ui.settings.getByRole('button', { name }).click();
          }
          return;
        }
        case 'consent.openSettings':
          if (from === 'undecided') {
            await ui.banner.getByRole('button', { name: 'Cookie settings' }).click();
          } else {
            await page
              .getByRole('contentinfo')
              .getByRole('button', { name: 'Cookie settings' })
              .click();
          }
          await expect(page).toHaveURL(/\/en\/cookies$/);
          return;
        case 'consent.toggle':
          await ui.openSettingsPage();
          await ui.toggle(labels[event.category!]!);
          return;
        case 'consent.acceptSelected':
          await ui.openSettingsPage();
          await ui.settings.getByRole('button', { name: 'Save my choices' }).click();
          return;
        case 'consent.closeSettings':
          await page
            .getByRole('navigation', { name: 'Breadcrumbs' })
            .getByRole('link', { name: 'Home' })
            .click();
          await expect(page).toHaveURL(/\/en$/);
          return;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    async function expectState(state: string) {
      const { choices, draft } = oracle.getSnapshot().context;
      if (state === 'undecided' && !ui.onSettingsPage()) {
        await expect(ui.banner).toBeVisible();
        expect(await ui.stored()).toBeNull();
      } else if (state === 'undecided') {
        expect(await ui.stored()).toBeNull();
        await expect(ui.banner).toBeHidden();
      } else {
        await expect(ui.banner).toBeHidden();
      }
      if (state === 'decided') {
        await expect.poll(ui.stored).toEqual(choices);
      }
      if (state === 'customizing') {
        // The status tells the truth: unsaved only when the switches differ from the decision.
        const status = hasUnsavedChanges(oracle.getSnapshot())
          ? 'You have unsaved changes.'
          : oracle.getSnapshot().context.decided
            ? 'Your choices are saved.'
            : 'You have not chosen yet: only necessary cookies are used.';
        await expect(ui.settings.getByRole('status')).toHaveText(status);
      }
      if (ui.onSettingsPage()) {
        for (const [category, label] of Object.entries(labels)) {
          const expected = draft[category as keyof typeof draft];
          await (expected
            ? expect(ui.switchFor(label)).toBeChecked()
            : expect(ui.switchFor(label)).not.toBeChecked());
        }
        await expect(ui.switchFor('Necessary')).toBeDisabled();
      }
    }
  });
}

test('declining clears what the optional categories stored, and keeps the cart', async ({
  page,
}) => {
  await page.goto('/en');
  // The shop is running (its journeys have read storage) when the shopper decides.
  await expect(consentUi(page).banner).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('recentSearches', JSON.stringify(['feta']));
    localStorage.setItem('viewedProducts', JSON.stringify(['PR1001']));
    localStorage.setItem('cart', JSON.stringify([{ sku: 'SKU-1', quantity: 2 }]));
  });
  await consentUi(page).banner.getByRole('button', { name: 'Decline all' }).click();
  const kept = await page.evaluate(() => ({
    recent: localStorage.getItem('recentSearches'),
    viewed: localStorage.getItem('viewedProducts'),
    cart: localStorage.getItem('cart'),
  }));
  expect(kept).toEqual({ recent: null, viewed: null, cart: '[{"sku":"SKU-1","quantity":2}]' });
});

test('a corrupt stored consent counts as not decided', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('privacyConsent', '{"necessary":fals'));
  await page.goto('/en');
  await expect(consentUi(page).banner).toBeVisible();
});

test('the Greek banner decides too @phone', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies στην Agora Market' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Αποδοχή όλων' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Προσφορές/ })).toBeVisible();
  await expect(banner).toBeHidden();
});
