import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { savedAddressesModel } from '@machines/saved-addresses/saved-addresses.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level tours of the saved addresses (/user/addresses), chained from the paths generated from
 * the same graph as the machine-level tests and walked as the demo customer. The platform decides
 * each answer, step by step: a step whose next step is a failure gets an aborted request (or, for
 * a save, the platform's refusal with its userMessage); every other step gets the demo platform's
 * real answer.
 *
 * The demo platform keeps the customer's addresses per browser session (the `demo_session`
 * cookie), so each test starts from the seeded list and what a tour changes (an address deleted
 * or made main) stays for its later steps: the list the page must show is followed step by step.
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

const refusalOf = (step: JourneyStep | undefined) =>
  ((step?.event as { error?: { status?: number; code?: string } } | undefined)?.error ?? {}) as {
    status?: number;
    code?: string;
  };
/** The message the refused save shows: the step's own when it carries a code, else ours. */
const refusalTextOf = (step: JourneyStep | undefined) =>
  refusalOf(step).code
    ? (step!.event as unknown as { error: { userMessage: string } }).error.userMessage
    : REFUSAL;

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
    if (failure !== 'saveAddress') return route.abort();
    // The step's own refusal when it names one (the limit filled elsewhere), else a validation one.
    const { status = 400, code = 'VALIDATION_FAILED' } = refusalOf(next);
    return route.fulfill({ status, json: { code, userMessage: refusalTextOf(next) } });
  });
}

/** An address the page must list: its name on the page and whether it is the main one. */
interface Listed {
  id: string;
  name: string;
  main: boolean;
}

/**
 * The demo customer's addresses as the platform holds them for this session, updated by what the
 * tour has done so far (seeded: home, the main one, and work).
 */
class PlatformAddresses {
  listed: Listed[] = [
    { id: 'addr-home', name: HOME, main: true },
    { id: 'addr-work', name: WORK, main: false },
  ];
  removed: string[] = [];

  setMain(id: string) {
    for (const a of this.listed) a.main = a.id === id;
  }

  /** Deleting the main address makes the first remaining one main (as the platform does). */
  delete(id: string) {
    const gone = this.listed.find((a) => a.id === id);
    if (!gone) return;
    this.listed = this.listed.filter((a) => a !== gone);
    this.removed.push(gone.name);
    if (gone.main && this.listed[0]) this.listed[0].main = true;
  }
}

async function expectListed(page: Page, platform: PlatformAddresses) {
  const list = page.getByRole('list', { name: 'Saved addresses' });
  for (const address of platform.listed) {
    const card = list.getByRole('listitem', { name: address.name });
    await expect(card).toBeVisible();
    await (address.main
      ? expect(card).toContainText('Main address')
      : expect(card).not.toContainText('Main address'));
  }
  for (const name of platform.removed) {
    await expect(list.getByRole('listitem', { name })).toHaveCount(0);
  }
}

async function expectState(
  page: Page,
  state: string,
  step: JourneyStep,
  platform: PlatformAddresses,
) {
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
      // What the tour has changed so far (or the seeded list) is what the page lists.
      await expectListed(page, platform);
      break;
    case 'editing':
      await expect(sheet).toBeVisible();
      if (step.event.type === 'xstate.error.actor.saveAddress') {
        await expect(sheet.getByText(refusalTextOf(step))).toBeVisible();
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
    const platform = new PlatformAddresses();
    // The address a delete or set-main is about.
    let target: string | undefined;
    // A held answer (the retry's load), let go when the tour takes its next step.
    let release: (() => void) | undefined;
    for (const [i, step] of path.steps.entries()) {
      const next = path.steps[i + 1];
      const e = step.event as { type: string; id?: string; value?: unknown };
      const nameOf = (id?: string) => (id === 'addr-home' ? HOME : WORK);
      release?.();
      release = undefined;
      switch (e.type) {
        case 'list.retry': {
          // Hold the retry's answer so the loading state shows; the next step (if any) is that
          // answer: aborted for a failure, else the platform's own.
          await page.unrouteAll({ behavior: 'wait' });
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          const fails = failureOf(next) === 'loadAddresses';
          await page.route(ADDRESSES, async (route) => {
            await held;
            return fails && route.request().method() === 'GET' ? route.abort() : route.fallback();
          });
          await page.getByRole('button', { name: 'Try again' }).click();
          await expect(page.getByText('Loading your addresses…')).toBeVisible();
          break;
        }
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
          // The suggestions open (and hide the rest of the sheet from assistive technology):
          // the shopper who typed the whole street closes them and goes on with the form.
          await expect(page.getByRole('option', { name: 'Ερμού, Αθήνα 10563' })).toBeVisible();
          await sheet.getByRole('combobox', { name: 'Street' }).press('Escape');
          await expect(page.getByRole('listbox')).toBeHidden();
          await expect(sheet.getByRole('combobox', { name: 'Street' })).toHaveValue(
            String(e.value),
          );
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
        case 'pin.move': {
          // By keyboard, as e2e/address-map.spec.ts checks the saved coordinates.
          const pin = sheet.getByRole('button', {
            name: 'Delivery pin: move it with the arrow keys',
          });
          await pin.focus();
          await pin.press('ArrowRight');
          await expect(pin).toBeFocused();
          break;
        }
        case 'address.save':
          await platformAnswers(page, next);
          await sheet.getByRole('button', { name: 'Save address' }).click();
          break;
        case 'sheet.close':
          await sheet.getByRole('button', { name: 'Cancel' }).click();
          break;
        case 'address.setMain':
          target = e.id;
          await platformAnswers(page, next);
          await list.getByRole('button', { name: `Make ${nameOf(e.id)} the main address` }).click();
          break;
        case 'address.delete':
          target = e.id;
          await list.getByRole('button', { name: `Delete ${nameOf(e.id)}` }).click();
          break;
        case 'delete.confirm':
          await platformAnswers(page, next);
          await page.getByRole('button', { name: 'Yes, delete' }).click();
          break;
        case 'delete.cancel':
          await page.getByRole('button', { name: 'Keep it' }).click();
          break;
        case 'xstate.done.actor.setMainAddress':
          platform.setMain(target!);
          break;
        case 'xstate.done.actor.deleteAddress':
          platform.delete(target!);
          break;
        default:
          // The platform's answer: wait for what it shows.
          break;
      }
      await expectState(page, step.state as string, step, platform);
    }
  });
}
