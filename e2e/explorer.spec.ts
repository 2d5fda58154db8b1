import { journeys } from '@machines/index';
import { expectNoViolations } from './support/axe';
import { consentUi } from './support/consent-ui';
import { expect, type Page, test } from './support/test';

/** The journey explorer (issue 7), served at /__journeys in dev and demo builds. */
const explorer = '/__journeys';

const journeyView = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('journey explorer', () => {
  // Graphviz renders the diagrams in the browser, slowly on a busy 2-core host (going through
  // every journey's took 12-20 s here, and timed out twice at the default 30 s in CI on 2026-11-21).
  test.describe.configure({ timeout: 60_000 });

  // The navigation to each journey (tests/explorer/navigation.test.tsx) and each journey's
  // diagram and paths (tests/explorer/path-replay.test.tsx) are checked in Vitest.
  test('follows the shop live in a second tab', async ({ context }) => {
    const consent = journeys.find((j) => j.id === 'consent')!;
    const shop = await context.newPage();
    await shop.goto('/en');
    const ui = consentUi(shop);
    await expect(ui.banner).toBeVisible();

    const page = await context.newPage();
    await page.goto(`${explorer}#consent`);
    const view = journeyView(page, consent.title);
    const live = view.getByTestId('live-state');
    await expect(live).toContainText('undecided');
    await expect(view.locator('g.is-live')).toHaveCount(1);
    await expect(view.locator('g.is-live title')).toHaveText('s:undecided');

    await ui.banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(live).toContainText('decided (consent.acceptAll)');
    await expect(view.locator('g.is-live title')).toHaveText('s:decided');
  });

  // Every journey's replay, step by step to its last state, is walked by
  // tests/explorer/path-replay.test.tsx; the browser opens one with axe below.
  test('axe finds no WCAG 2.2 AA violation, with a replay open', async ({ page }) => {
    await page.goto(explorer);
    await expect(page.getByRole('img', { name: /^Statechart of / })).toBeVisible();
    await page.getByRole('button', { name: 'Replay path 1', exact: true }).click();
    await expect(page.getByTestId('replay-state')).toBeVisible();
    await expectNoViolations(page);
  });
});
