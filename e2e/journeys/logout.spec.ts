import { logoutMachine } from '@machines/logout/logout.machine';
import { logoutModel } from '@machines/logout/logout.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { firstPaint, sessionUi } from '../support/session-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the logout journey: the customer opens the confirm modal from the profile
 * menu, stays or confirms; after the logout every cleared item is checked in the browser.
 */
test.describe.configure({ timeout: 120_000 });
const paths = generateUiTours(logoutMachine, logoutModel);

/** What a session leaves in the browser before the logout (seeded once, not after the reload). */
const seeded = {
  DeliveryMode: '"express"',
  IsFromLogin: 'true',
  // What the checkout keeps of an invoice typed but not ordered (src/app/actors/checkout-invoice.ts).
  temporaryInvoice: JSON.stringify({
    billing: 'invoice',
    invoice: {
      companyName: 'Agora Trade',
      vatNumber: '094014201',
      taxOffice: 'ΦΑΕ Αθηνών',
      activity: '',
      street: 'Πανεπιστημίου',
      streetNo: '10',
      postalCode: '10671',
      city: 'Αθήνα',
    },
  }),
  notSavedInvoiceFlag: 'true',
  chatbotSession: '"c-123"',
  chatbotHistory: '[]',
  cart: '[{"sku":"1001","quantity":2}]',
  // A take-away shop kept from before (restored and revalidated on load).
  shopSelection:
    '{"service":"takeAway","shopId":"shop-kolonaki","postalCode":null,"guestAddress":null}',
};

const stored = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);

for (const path of paths) {
  test(`logout: ${path.name}`, async ({ page, context, baseURL }) => {
    const ui = sessionUi(page, context);
    await seedConsent(page);
    await page.addInitScript((items) => {
      if (sessionStorage.getItem('seeded')) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      sessionStorage.setItem('seeded', '1');
    }, seeded);
    await logInAsDemoCustomer(page, context, baseURL);
    await page.goto('/en/offers');
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    const cartButton = ui.header.getByRole('button', { name: /^Cart, / });
    await expect(cartButton).toBeVisible(firstPaint);
    await expect(cartButton).not.toHaveAccessibleName('Cart, 0 items');
    const cartBefore = (await cartButton.textContent()) ?? '';
    await expectState('idle');

    for (const [index, step] of path.steps.entries()) {
      await perform(step, path.steps[index + 1]);
      await expectState(step.state as string);
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      switch (step.event.type) {
        case 'logout.request': {
          const menu = await ui.openProfileMenu();
          return menu.getByRole('menuitem', { name: 'Log out' }).click();
        }
        case 'logout.cancel':
          return dialog.getByRole('button', { name: 'Stay logged in' }).click();
        case 'logout.confirm':
          if (next?.event.type === 'xstate.error.actor.revokeToken') {
            await page.route('**/api/v3/auth/logout', (route) =>
              route.abort('internetdisconnected'),
            );
          }
          return dialog.getByRole('button', { name: 'Yes, log out' }).click();
        default:
          if (step.event.type.startsWith('xstate.')) return;
          throw new Error(`No UI action for ${step.event.type}`);
      }
    }

    async function expectState(state: string) {
      if (state === 'idle') {
        await expect(ui.customerButton('Ελένη')).toBeVisible(firstPaint);
        await expect(dialog).toBeHidden();
        expect(await ui.token()).toBeDefined();
      } else if (state === 'confirming') {
        await expect(dialog).toBeVisible(firstPaint);
      } else if (state === 'signedOut') {
        await expect(page).toHaveURL(/\/en$/, firstPaint);
        await expect(ui.visitorButton).toBeVisible(firstPaint);
        expect(await ui.token()).toBeUndefined();
        const after = await stored(page);
        expect(after.DeliveryMode).toBe('"easy"');
        for (const key of [
          'IsFromLogin',
          'temporaryInvoice',
          'notSavedInvoiceFlag',
          'chatbotSession',
          'chatbotHistory',
        ]) {
          expect(after[key], key).toBeUndefined();
        }
        // The kept shop is gone (the fresh page may store an empty selection again).
        expect(after.shopSelection ?? '').not.toContain('shop-kolonaki');
        // The cart stays on the device.
        expect(after.cart).toContain('1001');
        await expect(cartButton).toHaveText(cartBefore);
      }
      // signingOut: a moment between the press and the platform's reply.
    }
  });
}
