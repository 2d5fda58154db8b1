import { guestAddressMachine } from '@machines/guest-address/guest-address.machine';
import { guestAddressModel } from '@machines/guest-address/guest-address.model';
import type {
  GuestAddressInput,
  GuestAddressValues,
  GuestField,
} from '@machines/guest-address/guest-address.types';
import type { JourneyPath } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { guestAddressUi } from '../support/guest-address-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of the guest address form, generated from the same graph as the machine-level
 * tests, reached through Home delivery and the postal check (11527). The start is made on the
 * form itself: "empty form" clears the postal code the check filled in, "prefilled" types a
 * complete address. The platform decides the answer, so a path that expects "no shops" starts
 * with the unserved 19009; a network failure is an aborted request. The oracle (the machine with
 * a findShops that never settles, started with what the form shows) gives the expected values
 * and errors.
 */
const paths = generateUiTours(guestAddressMachine, guestAddressModel);

type Answer = 'shops' | 'none' | 'network' | null;
const answerOf = (path: JourneyPath): Answer => {
  for (const { event } of path.steps) {
    const e = event as { type: string; output?: unknown[] };
    if (e.type === 'xstate.error.actor.findShops') return 'network';
    if (e.type === 'xstate.done.actor.findShops') return e.output?.length ? 'shops' : 'none';
  }
  return null;
};

const oracleLogic = guestAddressMachine.provide({
  actors: { findShops: fromPromise(() => new Promise(() => {})) as never },
});

for (const path of paths) {
  test(`guest address: ${path.name}`, async ({ page }) => {
    const ui = guestAddressUi(page);
    await page.addInitScript(() =>
      localStorage.setItem(
        'privacyConsent',
        JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
      ),
    );
    await page.goto('/en');
    await ui.reachForm('11527');

    // The start, made on the form before the oracle starts.
    const model = path.input as GuestAddressInput;
    const answer = answerOf(path);
    const start: GuestAddressValues = {
      street: '',
      streetNo: '',
      postalCode: '',
      city: '',
      contactPhone: '',
      ...model.initial,
    };
    if (model.initial && answer === 'none') start.postalCode = '19009';
    for (const [field, value] of Object.entries(start)) {
      await ui.field(field as GuestField).fill(value);
    }
    const oracle = createActor(oracleLogic, { input: { ...model, initial: start } }).start();
    await expectState('editing');

    for (const step of path.steps) {
      const event = step.event as { type: string; field?: GuestField; value?: string };
      switch (event.type) {
        case 'field.change':
          await ui.field(event.field!).fill(event.value!);
          break;
        case 'address.submit':
          if (answer === 'network') await page.route('**/v3/shops**', (route) => route.abort());
          await ui.save.click();
          break;
        case 'address.retry':
          await ui.form.getByRole('button', { name: 'Enter a new address' }).click();
          break;
        default:
          // The platform's answer: nothing to do but watch the page.
          break;
      }
      oracle.send(step.event as never);
      await expectState(step.state as string);
    }

    async function expectState(state: string) {
      const { values, errors, failed } = oracle.getSnapshot().context;
      switch (state) {
        case 'editing':
          await expect(ui.save).toBeEnabled();
          for (const [field, value] of Object.entries(values)) {
            const box = ui.field(field as GuestField);
            await expect(box).toHaveValue(value);
            await (field in errors
              ? expect(box).toHaveAttribute('aria-invalid', 'true')
              : expect(box).not.toHaveAttribute('aria-invalid', 'true'));
          }
          await expect(ui.form.getByText('This field is required.')).toHaveCount(
            Object.values(errors).filter((e) => e?.code === 'required').length,
          );
          await (failed
            ? expect(ui.networkAlert).toBeVisible()
            : expect(ui.networkAlert).toBeHidden());
          return;
        case 'submitting':
          // Too quick to assert on the demo platform; the answer is asserted next.
          return;
        case 'unsupported':
          await expect(ui.form.getByText('we do not deliver to this address')).toBeVisible();
          return;
        case 'supported':
          await expect(
            page.getByRole('status').filter({ hasText: 'we deliver to your address' }),
          ).toBeVisible();
          await expect(ui.form).toBeHidden();
          await expect(
            page.getByRole('button', { name: /Service and address/ }),
          ).toHaveAccessibleName(new RegExp(`Delivery · ${values.postalCode}`));
          return;
        default:
          throw new Error(`No assertion for ${state}`);
      }
    }
  });
}
