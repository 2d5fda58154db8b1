import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import { serviceSelectionModel } from '@machines/service-selection/service-selection.model';
import { output } from '@machines/service-selection/service-selection.walkable';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { expectNoViolations } from '../support/axe';
import { logInAsDemoCustomer } from '../support/demo-login';
import { saveNewAddress } from '../support/new-customer';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level tours of service selection (generated paths chained into one visit), generated from the
 * same graph as the machine-level tests. The platform's answers are set per step, from the step
 * after it. The demo platform answers: a tour that needs "items removed" or a failing cart check
 * first adds a product express does not offer (whole milk, 1004) through the product page; the
 * choice before "items removed" is Express delivery, any other Home delivery or pick-up (both
 * keep the product: "cart ok"). A start with an address kept from before a reload seeds the
 * stored selection: Kolonaki (serves 11527), a shop that is gone, or a failing shops call.
 *
 * A signed-in customer (the demo customer, logged in before the load) chooses from the saved
 * addresses or adds one in the header's add sheet; the check of the chosen address answers with
 * the platform's shops, an empty list (routed) or a dropped connection.
 *
 * What a shopper cannot walk is in machines/service-selection/service-selection.walkable.ts (the
 * coverage report lists it as not walked). A failing cart check aborts the product lookup.
 */
const paths = generateUiTours(serviceSelectionMachine, serviceSelectionModel);

/** The first check after a load brings the API client (a lazy chunk): slow on a busy dev server. */
const LOAD = { timeout: 20_000 };

const KEPT = {
  service: 'easy',
  postalCode: '11527',
  guestAddress: {
    street: 'Ermou',
    streetNo: '12',
    postalCode: '11527',
    city: 'Athens',
    contactPhone: '6912345678',
  },
};

/** The demo customer's work address (not the main one), served by the Marousi shop. */
const KEPT_ADDRESS = { service: 'easy', postalCode: '15125', guestAddress: null };

for (const path of paths) {
  test(`service selection: ${path.name}`, async ({ page, context, baseURL }) => {
    test.slow();
    const kept = path.inputName !== 'nothing stored';
    // A customer's saved address kept from before a reload: the demo customer is signed in.
    const savedAddress = path.inputName === 'saved address kept from before a reload';
    const verify = path.steps.find((s) => s.event.type.endsWith('.verifyShop'));
    const shopServes = verify?.event.type === 'xstate.done.actor.verifyShop';
    const keptShopId =
      shopServes && (output(verify!) as unknown[]).length
        ? savedAddress
          ? 'shop-marousi'
          : 'shop-kolonaki'
        : 'shop-gone';
    const addressListed = path.steps.some(
      (s) =>
        s.event.type === 'xstate.done.actor.restoreAddress' &&
        (output(s) as { addresses: unknown[] }).addresses.length,
    );
    // A signed-in customer chooses from the saved addresses (the demo customer's: home, work).
    const customer =
      savedAddress ||
      path.steps.some(
        (s) =>
          s.event.type === 'xstate.done.actor.loadShopper' &&
          (output(s) as { addresses?: unknown }).addresses,
      );
    if (customer) {
      await page.goto('/en');
      await logInAsDemoCustomer(page, context, baseURL);
    }
    await page.addInitScript(
      ({ stored }) => {
        localStorage.setItem(
          'privacyConsent',
          JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
        );
        if (stored && !sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('DeliveryMode', '"easy"');
          localStorage.setItem('shopSelection', JSON.stringify(stored));
        }
      },
      {
        stored: savedAddress
          ? {
              ...KEPT_ADDRESS,
              shopId: keptShopId,
              addressId: addressListed ? 'addr-demo-work' : 'addr-gone',
            }
          : kept
            ? { ...KEPT, shopId: keptShopId }
            : null,
      },
    );
    const removes = path.steps.some(
      (s) => s.event.type === 'xstate.done.actor.revalidateCart' && (output(s) as []).length,
    );
    // A failing cart check: a product in the cart whose lookup fails (the request is aborted).
    const cartFails = path.steps.some((s) => s.event.type === 'xstate.error.actor.revalidateCart');
    // A tour may meet the cart check more than once: the product stays in the cart for it (Home
    // delivery and pick-up offer it: their check keeps it), until Express removes it.
    if (removes || cartFails) {
      await page.goto('/en/products/agora-select-fresh-whole-milk-regular-pack-1004');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
    }
    if (verify?.event.type === 'xstate.error.actor.verifyShop') {
      await page.route('**/api/v3/shops**', (route) => route.abort());
    }
    await page.goto('/en');
    // Whether the demo customer is signed in: a tour may end the session on the way.
    let signedIn = customer;
    // Product lookups aborted for a failing cart check (in a tour, after an earlier check).
    const aborted = { lookups: 0 };
    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      await answerAddressCheck(page, step, next);
      await answerCartCheck(page, step, next, aborted);
      await perform(page, step, next);
      if (step.event.type === 'session.ended') signedIn = false;
      await expectState(page, step, savedAddress ? '15125' : '11527', signedIn);
      if (/\.(verifyShop|findAddressShops)$/.test(step.event.type)) {
        await page.unroute('**/api/v3/shops**');
      }
      if (step.event.type === 'xstate.error.actor.revalidateCart') {
        // The check failed on the platform's side, not on an answer kept from an earlier check.
        expect(aborted.lookups).toBeGreaterThan(0);
        aborted.lookups = 0;
      }
      if (step.event.type.endsWith('.revalidateCart')) {
        await page.unroute('**/api/v3/products/**');
      }
    }
  });
}

/**
 * Before a step that leads to the check of a chosen address, the platform's answer is decided by
 * the step after it: shops found (the demo platform serves 15125 and 10563), none (an empty list)
 * or a dropped connection.
 */
async function answerAddressCheck(page: Page, step: JourneyStep, next: JourneyStep | undefined) {
  if (JSON.stringify(step.state) !== '{"open":{"delivery":"checkingAddress"}}') return;
  if (next?.event.type === 'xstate.error.actor.findAddressShops') {
    await page.route('**/api/v3/shops**', (route) => route.abort('internetdisconnected'));
  } else if (next && !(output(next) as unknown[] | undefined)?.length) {
    await page.route('**/api/v3/shops**', (route) => route.fulfill({ json: [] }));
  }
}

/**
 * Before the choice of a service, the cart check's answer is decided by the step after it: a
 * failing check aborts the lookup of the product in the cart.
 */
async function answerCartCheck(
  page: Page,
  step: JourneyStep,
  next: JourneyStep | undefined,
  aborted: { lookups: number },
) {
  if (step.event.type !== 'service.select') return;
  if (next?.event.type === 'xstate.error.actor.revalidateCart') {
    await page.route('**/api/v3/products/**', (route) => {
      aborted.lookups += 1;
      return route.abort();
    });
  }
}

/** Items removed by the next step's cart check: Express delivery, which does not offer them. */
const removesItems = (next: JourneyStep | undefined) =>
  next?.event.type === 'xstate.done.actor.revalidateCart' && (output(next) as []).length > 0;

async function perform(page: Page, step: JourneyStep, next: JourneyStep | undefined) {
  const e = step.event as { type: string; service?: { id: string } };
  switch (e.type) {
    case 'picker.open':
      return page.getByRole('button', { name: /Service and address/ }).click();
    case 'service.select': {
      const name =
        e.service?.id === 'takeAway'
          ? 'Pick-up at the shop'
          : removesItems(next)
            ? 'Express delivery'
            : 'Home delivery';
      return picker(page).getByRole('button', { name }).click();
    }
    case 'removedItems.dismiss':
      return page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    case 'shop.choose':
      return sheet(page)
        .getByRole('button', { name: /Agora Kolonaki/ })
        .click();
    case 'notice.dismiss':
      // The notice is only on screen after a choice; with none, the button is absent.
      if (await notice(page).isVisible()) await notice(page).getByRole('button').click();
      return;
    case 'sheet.close':
      return page
        .getByRole('dialog')
        .getByRole('button', { name: 'Close', exact: true })
        .first()
        .click();
    case 'session.ended': {
      // The customer logs out in another tab: the shared cookie goes, and that tab says so on
      // the session channel (as the logout journey does).
      const other = await page.context().newPage();
      await other.goto('/en');
      await page.context().clearCookies();
      await other.evaluate(() => new BroadcastChannel('session').postMessage({ hasToken: false }));
      return other.close();
    }
    case 'address.choose':
      // The demo customer's work address (not the main one).
      return addressSheet(page)
        .getByRole('button', { name: /Λεωφόρος Κηφισίας/ })
        .click();
    case 'address.add':
      return addressSheet(page).getByRole('button', { name: 'Add new address' }).click();
    case 'address.back':
      return addressSheet(page).getByRole('button', { name: 'Choose another address' }).click();
    case 'xstate.done.actor.addAddress': {
      const form = page.getByRole('dialog', { name: 'Add new address' });
      if (!output(step)) return form.getByRole('button', { name: 'Cancel' }).click();
      return saveNewAddress(form);
    }
    case 'xstate.done.actor.postalCheck': {
      const check = page.getByRole('dialog', { name: 'Do we deliver to you?' });
      await check.getByRole('textbox', { name: 'Postal code' }).fill('11527');
      await check.getByRole('button', { name: 'Check' }).click();
      return check.getByRole('button', { name: 'Continue with your address' }).click();
    }
    case 'xstate.done.actor.guestAddress': {
      const form = page.getByRole('dialog', { name: 'Your delivery address' });
      await form.getByRole('textbox', { name: 'Street' }).fill('Ermou');
      await form.getByRole('textbox', { name: 'Number' }).fill('12');
      await form.getByRole('textbox', { name: 'City' }).fill('Athens');
      await form.getByRole('textbox', { name: 'Contact phone' }).fill('6912345678');
      return form.getByRole('button', { name: 'Save address' }).click();
    }
    default:
      // The platform answers (cart check, profile, kept shop): nothing to do but watch.
      return;
  }
}

const addressSheet = (page: Page) =>
  page.getByRole('dialog', { name: 'Choose a delivery address' });
const picker = (page: Page) => page.getByRole('dialog', { name: 'How would you like to shop?' });
const sheet = (page: Page) => page.getByRole('dialog', { name: /Choose a shop|Do we deliver/ });
const notice = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
const button = (page: Page) => page.getByRole('button', { name: /Service and address/ });

async function expectState(
  page: Page,
  step: JourneyStep,
  keptPostalCode: string,
  customer: boolean,
) {
  const state = JSON.stringify(step.state);
  if (state === '{"closed":"quiet"}' && step.event.type.startsWith('xstate.after.NOTICE')) {
    // The notice closes by itself after a few seconds.
    await expect(notice(page)).toBeHidden({ timeout: 8_000 });
    return;
  }
  if (state === '{"closed":"notifying"}') await expect(notice(page)).toBeVisible(LOAD);
  switch (state.startsWith('{"closed"') ? '"closed"' : state) {
    case '"closed"':
      await expect(page.getByRole('dialog')).toHaveCount(0);
      if (step.event.type === 'xstate.done.actor.verifyShop') {
        await expect(button(page)).toBeEnabled(LOAD);
        await expect(button(page)).toHaveAccessibleName(new RegExp(`Delivery · ${keptPostalCode}`));
      } else if (step.event.type === 'xstate.error.actor.verifyShop') {
        await expect(notice(page)).toContainText('can no longer serve you', LOAD);
        await expect(button(page)).toHaveAccessibleName(/Delivery or pickup\?/);
      } else if (step.event.type === 'shop.choose') {
        await expect(button(page)).toHaveAccessibleName(/Pick-up · Agora Kolonaki/);
      } else if (step.event.type === 'xstate.done.actor.guestAddress') {
        await expect(notice(page)).toContainText('we deliver to your address');
        await expect(button(page)).toHaveAccessibleName(/(Delivery|Express) · 11527/);
      } else if (step.event.type === 'xstate.done.actor.findAddressShops') {
        // The chosen saved address (work, 15125) or the one just added (10563).
        await expect(button(page)).toBeEnabled(LOAD);
        await expect(button(page)).toHaveAccessibleName(/Delivery · (15125|10563)/);
      } else if (step.event.type === 'notice.dismiss') {
        await expect(notice(page)).toBeHidden();
      }
      return;
    case '"verifying"':
      // Too quick to see on the demo platform; the next step's screen is asserted instead.
      return;
    case '{"open":"picking"}':
      await expect(picker(page)).toBeVisible(LOAD);
      if (
        step.event.type === 'xstate.done.actor.verifyShop' ||
        step.event.type === 'xstate.done.actor.restoreAddress'
      ) {
        await expect(picker(page).getByRole('alert')).toContainText('can no longer serve you');
        await expectNoViolations(page);
      }
      return;
    case '{"open":{"delivery":"identifying"}}':
      // The profile check ends in the postal check for a guest, the address list for a customer.
      await expect(
        customer
          ? addressSheet(page).getByRole('button', { name: 'Add new address' })
          : page.getByRole('dialog', { name: 'Do we deliver to you?' }),
      ).toBeVisible(LOAD);
      if (step.event.type === 'xstate.error.actor.revalidateCart') {
        // The cart could not be checked: nothing was removed from it.
        await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeAttached();
      }
      return;
    case '{"open":{"revalidating":"forDelivery"}}':
    case '{"open":{"revalidating":"forTakeAway"}}':
      // Too quick to see on the demo platform; the next step's screen is asserted instead.
      return;
    case '{"open":"removedItems"}': {
      const modal = page.getByRole('alertdialog', { name: /Some products were removed/ });
      await expect(modal.getByRole('listitem')).toHaveText([/whole milk/i]);
      await expectNoViolations(page);
      return;
    }
    case '{"open":"takeAway"}':
      await expect(sheet(page).getByRole('button', { name: /Agora Kolonaki/ })).toBeVisible(LOAD);
      return;
    case '{"open":{"delivery":"addressList"}}':
      await expect(addressSheet(page).getByRole('button', { name: 'Add new address' })).toBeVisible(
        LOAD,
      );
      await expect(addressSheet(page).getByRole('alert')).toHaveCount(0);
      return;
    case '{"open":{"delivery":"addressCheckFailed"}}':
      await expect(addressSheet(page).getByRole('alert')).toHaveText(
        'We could not check this address. Please try again.',
        LOAD,
      );
      await expect(
        addressSheet(page).getByRole('button', { name: /Λεωφόρος Κηφισίας/ }),
      ).toBeEnabled();
      return;
    case '{"open":{"delivery":"addingAddress"}}':
      await expect(page.getByRole('dialog', { name: 'Add new address' })).toBeVisible(LOAD);
      return;
    case '{"open":{"delivery":"checkingAddress"}}':
      // Too quick to see on the demo platform; the next step's screen is asserted instead.
      return;
    case '{"open":{"delivery":"addressUnsupported"}}':
      await expect(addressSheet(page).getByRole('alert')).toHaveText(
        'Sorry, we do not deliver to this address yet.',
        LOAD,
      );
      return;
    case '{"open":{"delivery":"postalCheck"}}':
      await expect(page.getByRole('dialog', { name: 'Do we deliver to you?' })).toBeVisible();
      return;
    case '{"open":{"delivery":"guestAddress"}}':
      await expect(
        page
          .getByRole('dialog', { name: 'Your delivery address' })
          .getByRole('textbox', { name: 'Postal code' }),
      ).toHaveValue('11527');
      return;
    default:
      throw new Error(`No assertion for ${state}`);
  }
}
