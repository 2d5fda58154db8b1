import { searchSuggestionsMachine } from '@machines/search-suggestions/search-suggestions.machine';
import { searchSuggestionsModel } from '@machines/search-suggestions/search-suggestions.model';
import {
  type SearchTarget,
  type Suggestions,
  suggestionCount,
} from '@machines/search-suggestions/search-suggestions.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, type EventObject, fromCallback } from 'xstate';
import { seedConsent } from '../support/consent-ui';
import { expect, type Route, test } from '../support/test';

/**
 * UI-level paths of the header search suggestions, generated from the same graph as the
 * machine-level tests. Typing, keys and clicks are the events; the debounce runs on
 * `page.clock`; the suggestions call is held by the test and answered as the path says, so
 * "the answer arrives" and "the call fails" are steps too. The oracle (the same machine beside
 * the browser) says what the popup must show and where a choice must lead.
 */
const paths = generateUiTours(searchSuggestionsMachine, searchSuggestionsModel);

const hrefOf = (target: SearchTarget) => {
  if (target.kind === 'results')
    return `/en/search?${new URLSearchParams({ product: target.term })}`;
  if (target.kind === 'product') return `/en/products/${target.slug}`;
  return `/en/brand/${target.slug}`;
};

for (const path of paths) {
  test(`search suggestions: ${path.name}`, async ({ page }) => {
    const input = path.input as { recent: string[] };
    await seedConsent(page);
    if (input.recent.length) {
      await page.addInitScript((recent) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('recentSearches', JSON.stringify(recent));
          sessionStorage.setItem('seeded', '1');
        }
      }, input.recent);
    }
    // Suggestions calls wait here until a step answers them.
    const held: { url: URL; route: Route }[] = [];
    /** Index in `held` of the call the last answering step answered. */
    let answered = -1;
    await page.route('**/api/v3.1/products/search/suggestions?*', (route) => {
      held.push({ url: new URL(route.request().url()), route });
    });
    let navigatedTo: string | undefined;
    const oracle = createActor(
      searchSuggestionsMachine.provide({
        actions: {
          persistRecent: () => {},
          navigateTo: (_, { target }) => {
            navigatedTo = hrefOf(target);
          },
        },
        actors: { fetchSuggestions: fromCallback(() => () => {}) as never },
      }),
      { input },
    ).start();

    await page.clock.install();
    await page.goto('/en');
    const field = page.getByRole('combobox', { name: 'Search products' });
    await expect(field).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await expectState();

    for (const step of path.steps) {
      oracle.send((await perform(step)) as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState();
    }

    /**
     * The newest held suggestions call, once it is one no step has answered yet: a focus on a
     * typed term calls again at once (no debounce step waits for it), so the answer waits here.
     */
    async function newestCall() {
      await expect.poll(() => held.length - 1).toBeGreaterThan(answered);
      answered = held.length - 1;
      return held[answered]!.route;
    }

    /** Does the step as a shopper would; returns the event the oracle gets (what was typed). */
    async function perform(step: JourneyStep): Promise<EventObject> {
      const event = step.event as {
        type: string;
        term?: string;
        output?: Suggestions;
      };
      switch (event.type) {
        case 'search.type': {
          // The same text again is no keystroke: type it with a trailing space (same query).
          const text = (await field.inputValue()) === event.term ? `${event.term} ` : event.term!;
          await field.fill(text);
          return { type: 'search.type', term: text } as EventObject;
        }
        case 'search.open':
          await field.click();
          break;
        case 'search.close':
          await field.press('Escape');
          break;
        case 'search.submit':
          await field.press('Enter');
          break;
        case 'search.chooseRecent':
          await page
            .getByRole('group', { name: 'Previous searches' })
            .getByRole('option', { name: event.term! })
            .click();
          break;
        case 'search.choose':
          // Keyboard this time: the first entry is the first product.
          await field.press('ArrowDown');
          await expect(field).toHaveAttribute(
            'aria-activedescendant',
            await page.getByRole('option').first().getAttribute('id').then(String),
          );
          await field.press('Enter');
          break;
        case 'search.clearRecent':
          await page.getByRole('button', { name: 'Clear previous searches' }).click();
          break;
        case 'consent.revoked': {
          // Declining all cookies in the settings the footer opens, then coming back. The
          // footer and the settings page are revealed on timers: keep the paused clock moving.
          const openSettings = page
            .getByRole('contentinfo')
            .getByRole('button', { name: 'Cookie settings' });
          await expect
            .poll(async () => {
              await page.clock.runFor(100);
              return openSettings.isVisible();
            })
            .toBe(true);
          await openSettings.click();
          const decline = page
            .getByRole('region', { name: 'Settings' })
            .getByRole('button', { name: 'Decline all' });
          await expect
            .poll(async () => {
              await page.clock.runFor(100);
              return decline.isVisible();
            })
            .toBe(true);
          await decline.click();
          await expect
            .poll(() => page.evaluate(() => localStorage.getItem('recentSearches')))
            .toBeNull();
          await page.goBack();
          await expect(field).toBeVisible();
          break;
        }
        case 'xstate.after.debounce.search-suggestions.debouncing': {
          const before = held.length;
          await page.clock.runFor(499);
          expect(held.length).toBe(before);
          await page.clock.runFor(1);
          await expect.poll(() => held.length).toBe(before + 1);
          break;
        }
        case 'xstate.done.actor.fetchSuggestions':
          await (await newestCall()).fulfill({ json: event.output });
          break;
        case 'xstate.error.actor.fetchSuggestions':
          await (await newestCall()).fulfill({
            status: 400,
            json: { code: 'VALIDATION_FAILED', userMessage: 'Bad term' },
          });
          break;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
      return step.event;
    }

    async function expectState() {
      const snapshot = oracle.getSnapshot();
      const state = snapshot.value as string;
      const { term, recent, suggestions } = snapshot.context;
      const listbox = page.locator('#search-suggestions');
      const status = page.getByRole('search').getByRole('status');
      await expect(field).toHaveValue(term);
      if (['recent', 'showing', 'nothingFound', 'failed'].includes(state)) {
        // The popup is a lazy chunk and React reveals a resolved Suspense boundary on a timer
        // (its fallback throttle); with the clock paused it would wait for ever when the chunk
        // arrives late (a cold cache under load). No machine delay is pending in these states.
        await page.clock.runFor(400);
        // The chunk may arrive later still: keep the clock moving until the popup shows
        // (its options, or its "no suggestions" message; "failed" is told by the status alone).
        const popupPart =
          state === 'nothingFound'
            ? page.getByText(`No suggestions for “${term}”.`, { exact: false })
            : page.locator('#search-suggestions').getByRole('option');
        if (state !== 'failed') {
          await expect
            .poll(async () => {
              await page.clock.runFor(100);
              return popupPart.count();
            })
            .toBeGreaterThan(0);
        }
      }
      if (navigatedTo) {
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === navigatedTo);
      }
      switch (state) {
        case 'idle':
          await expect(field).toHaveAttribute('aria-expanded', 'false');
          await expect(listbox).toHaveCount(0);
          break;
        case 'recent': {
          const options = page
            .getByRole('group', { name: 'Previous searches' })
            .getByRole('option');
          await expect(options).toHaveText(recent);
          await expect(field).toHaveAttribute('aria-expanded', 'true');
          break;
        }
        case 'debouncing':
          await expect(status).toHaveText('Looking for suggestions…');
          await expect(listbox).toHaveCount(0);
          break;
        case 'loading': {
          await expect(status).toHaveText('Looking for suggestions…');
          // The status can show before the request reaches the route (flaked in three CI runs).
          await expect.poll(() => held.at(-1)?.url.searchParams.get('term')).toBe(term.trim());
          break;
        }
        case 'showing': {
          const count = suggestionCount(suggestions!);
          await expect(listbox.getByRole('option')).toHaveCount(count);
          await expect(status).toHaveText(`${count} suggestions`);
          await expect(
            page.getByRole('group', { name: 'Products' }).getByRole('option').first(),
          ).toHaveText(suggestions!.catalogProducts[0]!.displayName);
          break;
        }
        case 'nothingFound':
          await expect(status).toHaveText('No suggestions. Press Enter to search.');
          await expect(
            page.getByText(`No suggestions for “${term}”.`, { exact: false }),
          ).toBeVisible();
          break;
        case 'failed':
          await expect(status).toHaveText('Suggestions are unavailable. Press Enter to search.');
          break;
        default:
          throw new Error(`No UI assertion for ${state}`);
      }
    }
  });
}

test('a stale answer is discarded: only the newest term’s suggestions show', async ({ page }) => {
  await seedConsent(page);
  const held: Route[] = [];
  await page.route('**/api/v3.1/products/search/suggestions?*', (route) => {
    held.push(route);
  });
  await page.clock.install();
  await page.goto('/en');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await expect(field).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await field.fill('fet');
  await page.clock.runFor(500);
  await expect.poll(() => held.length).toBe(1);
  await field.fill('feta');
  const stale = {
    ...searchSuggestionsModel.eventVariants!['xstate.done.actor.fetchSuggestions']![0]!,
  } as unknown as { output: Suggestions };
  await held[0]!.fulfill({ json: stale.output }).catch(() => {});
  await expect(page.locator('#search-suggestions')).toHaveCount(0);
  await page.clock.runFor(500);
  await expect.poll(() => held.length).toBe(2);
  await held[1]!.fulfill({ json: { ...stale.output, brands: [] } });
  await expect(page.locator('#search-suggestions').getByRole('option')).toHaveCount(4);
});
