import { notificationSettingsMachine } from '@machines/notification-settings/notification-settings.machine';
import { notificationSettingsModel } from '@machines/notification-settings/notification-settings.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, test } from '../support/test';

/**
 * UI-level tours of the notification settings journey on /user/notifications, chained from the
 * paths generated from the same graph as the machine-level tests, as the demo customer (offers
 * e-mail on, text messages off). Failures are routed replies decided step by step (a load or a
 * save fails when the step after it says so); the demo platform keeps the settings per browser
 * session, so a saved change must also be there after a reload. The oracle is the machine itself.
 */
const paths = generateUiTours(notificationSettingsMachine, notificationSettingsModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const labels = {
  newsletter: /^Offers and news by e-mail/,
  orderUpdatesBySms: 'A text message when my order is on its way',
} as const;

/** axe runs once on a refused change's notice: in the first tour that meets one. */
const axeTour = paths.find((p) =>
  p.steps.some((s) => s.event.type === 'xstate.error.actor.saveSettings'),
);

for (const path of paths) {
  test(`notification settings: ${path.name}`, async ({ page, context, baseURL }) => {
    let axeChecked = false;
    const has = (type: string) => path.steps.some((s) => s.event.type === type);
    const fails = (step: JourneyStep | undefined, actor: string) =>
      step?.event.type === `xstate.error.actor.${actor}`;
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);
    // The next load or save answer: decided by the step that follows the call.
    let loadFails = fails(path.steps[0], 'loadSettings');
    let saveFails = false;
    await page.route('**/api/v3/users/me/notifications', (route) => {
      const method = route.request().method();
      if (method === 'GET' && loadFails) return route.abort('internetdisconnected');
      if (method === 'PUT' && saveFails)
        return route.fulfill({ status: 500, json: { code: 'SERVER_ERROR' } });
      return route.fallback();
    });
    const oracle = createActor(
      notificationSettingsMachine.provide({
        actors: { loadSettings: pending, saveSettings: pending },
      }),
    ).start();
    const main = page.getByRole('main');

    await page.goto('/en/user/notifications');
    for (const [i, step] of path.steps.entries()) {
      await perform(step, path.steps[i + 1]);
      oracle.send(step.event as never);
      await expectState(String(oracle.getSnapshot().value));
    }
    if (path === axeTour) expect(axeChecked, 'axe ran on the refused change').toBe(true);
    if (has('xstate.done.actor.saveSettings')) {
      // The platform kept what it last confirmed (the tour's saved change).
      const { saved } = oracle.getSnapshot().context;
      loadFails = false;
      await page.reload();
      for (const key of ['newsletter', 'orderUpdatesBySms'] as const) {
        const toggle = main.getByRole('switch', { name: labels[key] });
        await (saved![key]
          ? expect(toggle).toBeChecked({ timeout: 15_000 })
          : expect(toggle).not.toBeChecked({ timeout: 15_000 }));
      }
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const event = step.event as { type: string; key?: keyof typeof labels };
      switch (event.type) {
        case 'settings.retry':
          loadFails = fails(next, 'loadSettings');
          return main.getByRole('button', { name: 'Try again' }).click();
        case 'setting.change':
          saveFails = fails(next, 'saveSettings');
          // On its label, as a person does (the input is visually hidden).
          return main.getByText(labels[event.key!]).click();
        case 'notice.dismiss':
          return main.getByRole('status').getByRole('button', { name: 'Dismiss' }).click();
        default:
          return;
      }
    }

    async function expectState(state: string) {
      const { settings, notice } = oracle.getSnapshot().context;
      const wait = { timeout: 15_000 };
      if (state === 'loading' || state === 'saving') return;
      if (state === 'loadFailed') {
        await expect(main.getByRole('alert')).toContainText(
          'Your settings could not be loaded.',
          wait,
        );
        return;
      }
      for (const key of ['newsletter', 'orderUpdatesBySms'] as const) {
        const toggle = main.getByRole('switch', { name: labels[key] });
        await (settings![key]
          ? expect(toggle).toBeChecked(wait)
          : expect(toggle).not.toBeChecked(wait));
        await expect(toggle).toBeEnabled();
      }
      const text = {
        saved: 'Your settings were saved.',
        saveFailed: 'Your change could not be saved. Please try again.',
      };
      await (notice
        ? expect(main.getByRole('status')).toContainText(text[notice], wait)
        : expect(main.getByRole('status')).toHaveCount(0));
      if (path === axeTour && notice === 'saveFailed' && !axeChecked) {
        axeChecked = true;
        await expectNoViolations(page);
      }
    }
  });
}
