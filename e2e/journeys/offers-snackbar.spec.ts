import {
  OFFERS_SNACKBAR_MS,
  offersSnackbarMachine,
} from '@machines/offers-snackbar/offers-snackbar.machine';
import { offersSnackbarModel } from '@machines/offers-snackbar/offers-snackbar.model';
import { isSnackbarVisible } from '@machines/offers-snackbar/offers-snackbar.selectors';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, SimulatedClock } from 'xstate';
import { seedConsent } from '../support/consent-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of the offers snackbar on /en/offers, generated from the same graph as the
 * machine-level tests. The page's clock stands still from before the load, so only `runFor`
 * moves the snackbar's 4 seconds; the oracle is the machine on a simulated clock that moves
 * with the page's, and it tells whether the snackbar must show. Time that passes inside a state
 * (short of the 4 seconds) is part of the check: after another page of offers the snackbar must
 * stay a full 4 seconds again.
 */
const paths = generateUiTours(offersSnackbarMachine, offersSnackbarModel);
const AFTER = 'xstate.after.snackbarDuration.offersSnackbar.showing';

for (const path of paths) {
  test(`offers snackbar: ${path.name}`, async ({ page }) => {
    const clock = new SimulatedClock();
    const oracle = createActor(offersSnackbarMachine, { clock }).start();
    const snackbar = page.getByRole('status').filter({ hasText: 'products on offer this week' });
    const pager = page.getByRole('navigation', { name: 'Pages' });
    /** Moves the page's clock and the oracle's together. */
    const pass = async (ms: number) => {
      await page.clock.runFor(ms);
      clock.increment(ms);
    };

    await seedConsent(page);
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/en/offers');
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expectState();
    /** When the snackbar last (re)appeared, on the oracle's clock. */
    let shownAt = clock.now();
    /** The page of offers on screen (0: the first); a tour may move on more than once. */
    let pageNumber = 0;

    for (const step of path.steps) {
      await perform(step);
      if (step.event.type !== AFTER) oracle.send(step.event as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState();
      if (step.event.type === 'offers.pageChanged') {
        shownAt = clock.now();
        // Shown again for a whole 4 seconds, counted from the change.
        await pass(OFFERS_SNACKBAR_MS - 1000);
        await expectState();
      }
    }

    async function perform(step: JourneyStep) {
      switch (step.event.type) {
        case AFTER:
          // Just before the 4 seconds it still shows; then it goes.
          await pass(OFFERS_SNACKBAR_MS - 100 - (clock.now() - shownAt));
          await expectState();
          return pass(100);
        case 'snackbar.dismiss':
          return snackbar.getByRole('button', { name: 'Dismiss' }).click();
        case 'offers.pageChanged': {
          if (isSnackbarVisible(oracle.getSnapshot())) {
            // Most of the first 4 seconds go by first (in a tour, some may have gone by already):
            // the change must start them again.
            await pass(Math.max(0, OFFERS_SNACKBAR_MS - 1000 - (clock.now() - shownAt)));
            await expectState();
          }
          await pager.getByRole('link', { name: 'Next page' }).click();
          pageNumber += 1;
          return expect(page).toHaveURL(new RegExp(`pageNumber=${pageNumber}(?!\\d)`));
        }
        default:
          throw new Error(`No UI action for ${step.event.type}`);
      }
    }

    async function expectState() {
      await (isSnackbarVisible(oracle.getSnapshot())
        ? expect(snackbar).toBeVisible()
        : expect(snackbar).toHaveCount(0));
    }
  });
}
