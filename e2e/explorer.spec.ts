import { journeys } from '@machines/index';
import { expectNoViolations } from './support/axe';
import { consentUi } from './support/consent-ui';
import { expect, type Page, test } from './support/test';

/** The journey explorer (issue 7), served at /__journeys in dev and demo builds. */
const explorer = '/__journeys';

const journeyView = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('journey explorer', () => {
  // Graphviz renders every journey's diagram in the browser: 12-20 s here, and up to 60 s on a
  // busy 2-core CI runner (a CI run on 2026-11-21 timed out twice at the default 30 s).
  test.describe.configure({ timeout: 60_000 });

  // Each journey's diagram and paths are checked for every journey by
  // tests/explorer/path-replay.test.tsx; the browser goes to each one from the navigation.
  test('lists every registered journey and opens each from the navigation', async ({ page }) => {
    await page.goto(explorer);
    const nav = page.getByRole('navigation', { name: 'Journeys' });
    await expect(nav.getByRole('link')).toHaveCount(journeys.length);
    for (const journey of journeys) {
      await nav.getByRole('link', { name: journey.title, exact: true }).click();
      const view = journeyView(page, journey.title);
      await expect(view.getByRole('heading', { level: 2, name: journey.title })).toBeVisible();
      await expect(view.getByText(journey.spec)).toBeVisible();
    }
  });

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
