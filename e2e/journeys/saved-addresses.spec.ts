import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { savedAddressesModel } from '@machines/saved-addresses/saved-addresses.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the saved addresses (/user/addresses), generated from the same graph as the
 * machine-level tests and walked as the demo customer. The platform decides each answer: a path
 * whose next step is a failure gets an aborted request (or, for a save, the platform's refusal
 * with its userMessage); every other step gets the demo platform's real answer.
 */
const paths = generateUiTours(savedAddressesMachine, savedAddressesModel);

const ADDRESSES = '**/api/v3/users/me/addresses**';
const REFUSAL = 'We do not deliver to this area yet.';

// The demo customer's addresses as the page names them (street then number, the default).
const HOME = 'Σκουφά 24';
const WORK = 'Λεωφόρος Κηφισίας 120';

const failureOf = (step: JourneyStep | undefined): string | undefined => {
  const type = step?.event.type ?? '';
  return type.startsWith('xstate.error.actor.')
    ? type.slice('xstate.error.actor.'.length)
    : undefined;
};

/**
 * The next platform answer fails: the list load is aborted, a save is refused with the
 * platform's userMessage, set-main and delete are aborted. Otherwise the demo platform answers.
 */
async function platformAnswers(page: Page, next: JourneyStep | undefined) {
  await page.unrouteAll({ behavior: 'wait' });
  const failure = failureOf(next);
  if (!failure) return;
  await page.route(ADDRESSES, (route) => {
    const read = route.request().method() === 'GET';
    if (failure === 'loadAddresses') return read ? route.abort() : route.continue();
    if (read) return route.continue();
    return failure === 'saveAddress'
      ? route.fulfill({ status: 400, json: { code: 'VALIDATION_FAILED', userMessage: REFUSAL } })
      : route.abort();
  });
}

async function expectState(page: Page, state: string, step: JourneyStep) {
  const sheet = page.getByRole('dialog', { name: /Add new address|Edit address/ });
  const list = page.getByRole('list', { name: 'Saved addresses' });
  switch (state) {
    case 'loadFailed':
      await expect(page.getByText('We could not load your addresses.')).toBeVisible();
      break;
    case 'list':
      await expect(list).toBeVisible();
      await expect(sheet).toBeHidden();
      if (step.event.type === 'xstate.done.actor.setMainAddress') {
        await expect(list.getByRole('listitem', { name: WORK })).toContainText('Main address');
        await expect(list.getByRole('listitem', { name: HOME })).not.toContainText('Main address');
      }
      if (step.event.type === 'xstate.done.actor.deleteAddress') {
        await expect(list.getByRole('listitem', { name: HOME })).toHaveCount(0);
      }
      if (/^xstate\.error\.actor\.(setMain|delete)Address$/.test(step.event.type)) {
        await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
      }
      break;
    case 'editing':
      await expect(sheet).toBeVisible();
      if (step.event.type === 'xstate.error.actor.saveAddress') {
        await expect(sheet.getByText(REFUSAL)).toBeVisible();
        // What the customer typed is still there.
        await expect(sheet.getByRole('textbox', { name: 'Number' })).toHaveValue('120');
      }
      break;
    case 'confirmingDelete':
      await expect(page.getByRole('alertdialog', { name: 'Delete this address?' })).toBeVisible();
      break;
    default:
      // loading, saving, deleting, settingMain: the platform's answer is the next step.
      break;
  }
}

for (const path of paths) {
  test(`saved addresses: ${path.name}`, async ({ page, context, baseURL }) => {
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);
    await platformAnswers(page, path.steps[0]);
    await page.goto('/en/user/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible({
      timeout: 20_000,
    });
    const sheet = page.getByRole('dialog', { name: /Add new address|Edit address/ });
    const list = page.getByRole('list', { name: 'Saved addresses' });
    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      const e = step.event as { type: string; id?: string; value?: unknown };
      const nameOf = (id?: string) => (id === 'addr-home' ? HOME : WORK);
      switch (e.type) {
        case 'list.retry':
          // The retry's answer is not part of this path: hold it so the loading state shows.
          await page.unrouteAll({ behavior: 'wait' });
          await page.route(ADDRESSES, () => {});
          await page.getByRole('button', { name: 'Try again' }).click();
          await expect(page.getByText('Loading your addresses…')).toBeVisible();
          break;
        case 'address.add':
          await page.getByRole('button', { name: 'Add new address' }).last().click();
          await expect(sheet).toBeVisible({ timeout: 20_000 });
          break;
        case 'address.edit':
          await list.getByRole('button', { name: `Edit ${nameOf(e.id)}` }).click();
          await expect(sheet).toBeVisible({ timeout: 20_000 });
          break;
        case 'field.change':
          await sheet.getByRole('combobox', { name: 'Street' }).fill(String(e.value));
          break;
        case 'type.change':
          await sheet
            .getByRole('radio', { name: 'Other' })
            .locator('xpath=ancestor::label')
            .click();
          break;
        case 'street.pick':
          await sheet.getByRole('combobox', { name: 'Street' }).fill('Ερμ');
          await page.getByRole('option', { name: 'Ερμού, Αθήνα 10563' }).click();
          await expect(sheet.getByRole('textbox', { name: 'Postal code' })).toHaveValue('10563');
          break;
        case 'address.save':
          await platformAnswers(page, next);
          await sheet.getByRole('button', { name: 'Save address' }).click();
          break;
        case 'sheet.close':
          await sheet.getByRole('button', { name: 'Cancel' }).click();
          break;
        case 'address.setMain':
          await platformAnswers(page, next);
          await list.getByRole('button', { name: `Make ${nameOf(e.id)} the main address` }).click();
          break;
        case 'address.delete':
          await list.getByRole('button', { name: `Delete ${nameOf(e.id)}` }).click();
          break;
        case 'delete.confirm':
          await platformAnswers(page, next);
          await page.getByRole('button', { name: 'Yes, delete' }).click();
          break;
        case 'delete.cancel':
          await page.getByRole('button', { name: 'Keep it' }).click();
          break;
        default:
          // The platform's answer: wait for what it shows.
          break;
      }
      await expectState(page, step.state as string, step);
    }
  });
}
