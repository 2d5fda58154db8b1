import { newsletterMachine } from '@machines/newsletter/newsletter.machine';
import { newsletterModel } from '@machines/newsletter/newsletter.model';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { expect, type Page, settled, test } from '../support/test';

// `settled` waits for the page's requests in flight.
test.use({ watchRequests: true });

/**
 * UI-level paths of the footer newsletter sign-up (English shop, starting on /en/cookies so the
 * redirect to / on failure shows). Typing and signing up are user actions; whether the form post
 * goes through is the demo platform's `newsletter-error` scenario, set before the press.
 */
const paths = generateUiTours(newsletterMachine, newsletterModel);

const ui = (page: Page) => {
  const block = page.getByRole('region', { name: 'Be the first to hear about this week’s offers' });
  return {
    block,
    input: block.getByRole('textbox', { name: 'Your e-mail address' }),
    signUp: block.getByRole('button', { name: /Sign up|Signing up/ }),
    dialog: page.getByRole('dialog', { name: 'Thank you for signing up' }),
    invalid: block.getByText('Please enter a valid e-mail address, such as name@example.gr.'),
    failure: block.getByRole('alert'),
  };
};

test.describe.configure({ timeout: 90_000 });

async function open(page: Page) {
  await seedConsent(page);
  await page.goto('/en/cookies');
  await expect(ui(page).input).toBeVisible({ timeout: 30_000 });
  // The shell may still settle (session, lazy chunks) on a busy dev server: type after that.
  await settled(page);
}

for (const path of paths) {
  test(`newsletter: ${path.name}`, async ({ page, context, baseURL }) => {
    const n = ui(page);
    // The oracle: the same machine beside the browser; its form post never answers by itself,
    // the path's done/error step decides.
    const oracle = createActor(
      newsletterMachine.provide({
        actors: { subscribe: fromPromise(() => new Promise<void>(() => {})) },
        actions: { redirectHome: () => {}, updateContactWidget: () => {} },
      }),
    ).start();
    await open(page);
    const setScenario = async (failing: boolean) => {
      await context.clearCookies({ name: 'demo_scenario' });
      if (failing) {
        await context.addCookies([
          { name: 'demo_scenario', value: 'newsletter-error', url: baseURL! },
        ]);
      }
    };
    for (const [index, step] of path.steps.entries()) {
      await perform(step, path.steps[index + 1]);
      oracle.send(step.event as never);
      await expectState(step.state as string);
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const event = step.event as { type: string; value?: string };
      if (event.type === 'newsletter.change') {
        // Retyping the same address is still typing: clear first so the field sees a change.
        await n.input.clear();
        await n.input.fill(event.value ?? '');
      } else if (event.type === 'newsletter.submit') {
        await setScenario(next?.event.type === 'xstate.error.actor.subscribe');
        await n.signUp.click();
      } else if (event.type === 'newsletter.closeConfirmation') {
        await n.dialog.getByRole('button', { name: 'Close' }).click();
      }
      // done/error of the form post: the platform answers by itself.
    }

    async function expectState(state: string) {
      const { email, error } = oracle.getSnapshot().context;
      if (state === 'submitting') return; // too short to look at; the next step shows the outcome
      if (state === 'subscribed') {
        await expect(n.dialog).toBeVisible({ timeout: 15_000 });
        await expect(page).toHaveURL(/\/en\/cookies$/);
        return;
      }
      await expect(n.dialog).toHaveCount(0);
      await expect(n.input).toHaveValue(email, { timeout: 15_000 });
      if (state === 'failed') {
        await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });
        await expect(n.failure).toHaveText(
          'We could not sign you up right now. Please try again later.',
          { timeout: 15_000 },
        );
      } else {
        await expect(n.invalid).toHaveCount(error ? 1 : 0);
        await expect(n.failure).toHaveCount(0);
      }
    }
  });
}

test('the post is form-encoded gm_pid and sfemail; the modal is axe clean', async ({ page }) => {
  const n = ui(page);
  await open(page);
  await n.input.fill('maria@example.gr');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v3/newsletter/subscriptions'));
  await n.signUp.click();
  const post = await request;
  expect(post.method()).toBe('POST');
  expect(post.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(post.postData() ?? '').get('sfemail')).toBe('maria@example.gr');
  expect(new URLSearchParams(post.postData() ?? '').get('gm_pid')).toBe('agora-weekly');
  await expect(n.dialog).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page);
  await n.dialog.getByRole('link', { name: 'See the categories' }).click();
  await expect(page).toHaveURL(/\/en\/categories$/);
  await expect(n.dialog).toHaveCount(0);
});

test('a network failure sends the shopper to /', async ({ page }) => {
  const n = ui(page);
  await open(page);
  await page.route('**/api/v3/newsletter/subscriptions', (route) => route.abort());
  await n.input.fill('maria@example.gr');
  await n.signUp.click();
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });
  await expect(n.failure).toBeVisible();
});

test('the contact widget gets the sign-up event; its failure is logged, not shown', async ({
  page,
}) => {
  const n = ui(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.addInitScript(() => {
    (window as unknown as { contactPigeon: unknown }).contactPigeon = {
      update: (event: unknown) => {
        (window as unknown as { pigeonEvents: unknown[] }).pigeonEvents = [event];
        throw new Error('pigeon offline');
      },
    };
  });
  await open(page);
  await n.input.fill('maria@example.gr');
  await n.signUp.click();
  await expect(n.dialog).toBeVisible({ timeout: 15_000 });
  expect(
    await page.evaluate(() => (window as unknown as { pigeonEvents: unknown[] }).pigeonEvents),
  ).toEqual([{ type: 'newsletter.subscribed', email: 'maria@example.gr' }]);
  expect(errors.some((text) => text.includes("Couldn't update contact pigeon"))).toBe(true);
});
