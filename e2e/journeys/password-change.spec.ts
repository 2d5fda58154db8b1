import { passwordChangeMachine } from '@machines/password-change/password-change.machine';
import { passwordChangeModel } from '@machines/password-change/password-change.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, test } from '../support/test';

/**
 * UI-level tours of the change-password journey on /user/credentials, chained from the paths
 * generated from the same graph as the machine-level tests, as the demo customer. A refused
 * current password and a dropped connection are routed replies decided by the step after the
 * press; a change that goes through is the demo platform's, and afterwards the page is still the
 * customer's after a reload and the new password logs in. The oracle is the machine itself.
 */
const paths = generateUiTours(passwordChangeMachine, passwordChangeModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const fieldNames = {
  current: 'Current password',
  next: 'New password (at least 8 characters)',
} as const;
const errorTexts = {
  required: {
    current: 'Please enter your current password.',
    next: 'Please enter a new password.',
  },
  tooShort: 'The password needs at least 8 characters.',
  sameAsCurrent: 'Choose a password other than your current one.',
  wrongPassword: 'The current password is not right.',
} as const;

/** axe runs once with errors at the fields: in the first tour that shows them. */
const axeTour = paths.find((p) =>
  p.steps.some((s) => s.event.type === 'password.submit' && s.state === 'editing'),
);

for (const path of paths) {
  test(`password change: ${path.name}`, async ({ page, context, baseURL }) => {
    let axeChecked = false;
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);
    let reply: 'wrongPassword' | 'network' | null = null;
    await page.route('**/api/v3/users/me/password', (route) => {
      if (reply === 'network') return route.abort('internetdisconnected');
      if (reply === 'wrongPassword') {
        return route.fulfill({
          status: 422,
          json: { code: 'WRONG_PASSWORD', userMessage: 'The current password is not right.' },
        });
      }
      return route.fallback();
    });
    const oracle = createActor(
      passwordChangeMachine.provide({ actors: { changePassword: pending } }),
    ).start();
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: 'Change password' });

    await page.goto('/en/user/credentials');
    await expect(form).toBeVisible({ timeout: 20_000 });
    for (const [i, step] of path.steps.entries()) {
      await perform(step, path.steps[i + 1]);
      oracle.send(step.event as never);
      await expectState();
    }
    if (path === axeTour) expect(axeChecked, 'axe ran with errors at the fields').toBe(true);
    if (oracle.getSnapshot().matches('changed')) {
      // The session stays: after a reload the page is still the customer's.
      await page.reload();
      await expect(form).toBeVisible({ timeout: 20_000 });
      await expect(main.getByText('demo@agora.gr')).toBeVisible();
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const event = step.event as { type: string; field?: 'current' | 'next'; value?: string };
      if (event.type === 'field.change') {
        return form.getByLabel(fieldNames[event.field!], { exact: true }).fill(event.value!);
      }
      if (event.type === 'password.submit') {
        const error = next?.event as { type: string; error?: { code?: string } } | undefined;
        reply =
          error?.type !== 'xstate.error.actor.changePassword'
            ? null
            : error.error?.code === 'WRONG_PASSWORD'
              ? 'wrongPassword'
              : 'network';
        return form.getByRole('button', { name: 'Change password' }).click();
      }
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      const wait = { timeout: 15_000 };
      if (s.matches('saving')) return;
      if (s.matches('changed')) {
        await expect(main.getByRole('status')).toContainText('Your password was changed', wait);
        await expect(form).toHaveCount(0);
        return;
      }
      const { current, next, errors, failure } = s.context;
      for (const field of ['current', 'next'] as const) {
        const box = form.getByLabel(fieldNames[field], { exact: true });
        await expect(box).toHaveValue(field === 'current' ? current : next, wait);
        const code = errors[field];
        if (!code) {
          await expect(box).not.toHaveAttribute('aria-invalid', 'true');
          continue;
        }
        await expect(box).toHaveAttribute('aria-invalid', 'true', wait);
        const text =
          code === 'required' ? errorTexts.required[field] : errorTexts[code as 'tooShort'];
        await expect(form).toContainText(text);
      }
      await (failure
        ? expect(form.getByRole('alert')).toHaveText('No connection. Please try again.', wait)
        : expect(form.getByRole('alert')).toHaveCount(0));
      if (path === axeTour && Object.keys(errors).length > 0 && !axeChecked) {
        axeChecked = true;
        await expectNoViolations(page);
      }
    }
  });
}
