import { storeFinderMachine } from '@machines/store-finder/store-finder.machine';
import { storeFinderModel } from '@machines/store-finder/store-finder.model';
import { visibleStores } from '@machines/store-finder/store-finder.selectors';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { formatDistance } from '@/lib/distance';
import { gateCalls } from '../support/call-gate';
import { holdGeolocation } from '../support/geolocation-gate';
import { expect, test } from '../support/test';

/**
 * UI-level paths of the store finder (/corporate/stores, Greek), generated from the same graph
 * as the machine-level tests. Its two calls run side by side, so each is held until the path
 * says: the stores call is let through (the oracle gets the platform's reply) or dropped as a
 * lost connection; the browser's location is asked for only when the path grants or refuses it
 * (granted: the browser's permission and the model's position; refused: no permission). The
 * oracle, the same machine with effects that do nothing, says which stores show, in which order
 * and with which distance.
 */
const paths = generateUiTours(storeFinderMachine, storeFinderModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
const slow = { timeout: 20_000 };
const GRANTED = 'xstate.done.actor.locateShopper';
const REFUSED = 'xstate.error.actor.locateShopper';

for (const path of paths) {
  test(`store finder: ${path.name}`, async ({ page, context }) => {
    const granted = path.steps.find((s) => s.event.type === GRANTED)?.event as
      | { output: { latitude: number; longitude: number } }
      | undefined;
    if (granted) {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(granted.output);
    }
    const location = await holdGeolocation(page);
    const storesCall = await gateCalls(page, /\/api\/v3\/stores(\?.*)?$/, 'GET');
    const oracle = createActor(
      storeFinderMachine.provide({
        actors: { loadStores: pending, locateShopper: pending },
        actions: { logLocationError: () => {} },
      }),
    ).start();
    const main = page.getByRole('main');
    const search = main.getByRole('searchbox', { name: 'Αναζήτηση με όνομα, περιοχή, πόλη ή οδό' });
    const titles = main.getByRole('list', { name: 'Καταστήματα' }).getByRole('heading', {
      level: 2,
    });

    await page.goto('/corporate/stores');
    await expectState();
    for (const step of path.steps) {
      oracle.send((await perform(step)) as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState();
    }
    await storesCall.stop();

    /** Does what the step says; the event for the oracle (with the platform's own reply). */
    async function perform(step: JourneyStep) {
      const event = step.event as { type: string; query?: string };
      switch (event.type) {
        case 'search.change':
          await search.fill(event.query!);
          return event;
        case 'xstate.done.actor.loadStores':
          return { ...event, output: await storesCall.pass() };
        case 'xstate.error.actor.loadStores':
          await storesCall.fail();
          return event;
        case 'stores.retry':
          storesCall.hold();
          await main.getByRole('button', { name: 'Δοκιμάστε ξανά' }).click();
          return event;
        case GRANTED:
        case REFUSED:
          // The browser answers; the page has its answer before the next step.
          await location.release();
          await expect.poll(location.answer).toBe(event.type === GRANTED ? 'granted' : 'refused');
          return event;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    async function expectState() {
      const snapshot = oracle.getSnapshot();
      await expect(search).toHaveValue(snapshot.context.query);
      const loading = main.getByRole('status').filter({ hasText: 'Φόρτωση καταστημάτων…' });
      const failed = main
        .getByRole('alert')
        .filter({ hasText: 'Δεν ήταν δυνατή η φόρτωση των καταστημάτων.' });
      const none = main.getByText('Κανένα κατάστημα δεν ταιριάζει με την αναζήτησή σας.');
      if (snapshot.matches({ stores: 'loading' })) {
        await expect(loading).toBeVisible(slow);
        await expect(failed).toHaveCount(0);
        return expect(titles).toHaveCount(0);
      }
      await expect(loading).toHaveCount(0);
      if (snapshot.matches({ stores: 'failed' })) {
        await expect(failed).toBeVisible(slow);
        await expect(failed.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeEnabled();
        return expect(titles).toHaveCount(0);
      }
      // Ready: the matching stores, nearest first with their distance once the location is known.
      await expect(failed).toHaveCount(0);
      const stores = visibleStores(snapshot);
      const expected = stores.map((store) => {
        const distance = (store.address as { distance?: number }).distance;
        return distance ? `${store.name} (${formatDistance(distance, 'el')})` : store.name;
      });
      await expect(titles).toHaveText(expected, slow);
      await (stores.length ? expect(none).toHaveCount(0) : expect(none).toBeVisible());
    }
  });
}
