import { listSearchMachine } from '@machines/list-search/list-search.machine';
import { EDITED_ITEM, listSearchModel } from '@machines/list-search/list-search.model';
import type { ListSearchContext } from '@machines/list-search/list-search.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import type { Route } from '@playwright/test';
import { createActor, fromPromise } from 'xstate';
import { expectNoViolations } from '../support/axe';
import { seedConsent } from '../support/consent-ui';
import { logInAsDemoCustomer } from '../support/demo-login';
import { expect, test } from '../support/test';

/**
 * UI-level tours of the shopping-list search on /search/list, chained from the paths generated
 * from the same graph as the machine-level tests, as the demo customer (who may save lists). The
 * list is searched by the demo platform: its feta has alternatives, its yoghurt is found through
 * a misspelling and "zzqx" is not found. A row searched again is answered for "olive oil"; a
 * dropped connection and a taken list name are routed replies decided by the step after the
 * press. "Go back" and "go forward" open the page at the address of that list. The oracle is the
 * machine itself; what the platform found is compared by place (the chosen product's position,
 * found or not), not by name.
 */
const paths = generateUiTours(listSearchMachine, listSearchModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;

/** axe runs once with results on the page: in the first tour that shows them. */
const axeTour = paths[0];

for (const path of paths) {
  test(`list search: ${path.name}`, async ({ page, context, baseURL }) => {
    let axeChecked = false;
    await seedConsent(page);
    await logInAsDemoCustomer(page, context, baseURL);
    let searchReply: 'network' | 'asEdited' | null = null;
    let saveReply: 'network' | 'exists' | null = null;
    await page.route('**/api/v3.1/products/search/list', (route: Route) => {
      if (searchReply === 'network') return route.abort('internetdisconnected');
      if (searchReply === 'asEdited') {
        return route.fallback({ postData: { items: [{ term: EDITED_ITEM }] } });
      }
      return route.fallback();
    });
    await page.route('**/api/lists', (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (saveReply === 'network') return route.abort('internetdisconnected');
      if (saveReply === 'exists') {
        return route.fulfill({
          status: 409,
          json: { code: 'LIST_ALREADY_EXISTS', userMessage: 'A list has that name.' },
        });
      }
      return route.fallback();
    });
    const input = path.input as { text: string };
    const oracle = createActor(
      listSearchMachine.provide({
        actors: { searchList: pending, saveList: pending },
        actions: { addToCart: () => {}, showList: () => {} },
      }),
      { input },
    ).start();
    const main = page.getByRole('main');
    const wait = { timeout: 15_000 };

    /** The row of a path's row id (the paths name the first search's rows, 1 to 3). */
    const row = (id: number) => main.locator('ol > li').nth((id - 1) % 3);

    await open(input.text);
    for (const [i, step] of path.steps.entries()) {
      await perform(step, path.steps[i + 1]);
      oracle.send(step.event as never);
      await expectState();
    }
    if (path === axeTour) expect(axeChecked, 'axe ran with results on the page').toBe(true);

    async function open(text: string) {
      await page.goto(`/en/search/list${text ? `?items=${encodeURIComponent(text)}` : ''}`);
      await expect(main.getByRole('heading', { name: 'Search a shopping list' })).toBeVisible({
        timeout: 20_000,
      });
    }

    async function perform(step: JourneyStep, next: JourneyStep | undefined) {
      const event = step.event as { type: string } & Record<string, unknown>;
      // A reply step: the routes keep the reply set by the press until the page has shown it.
      if (event.type.startsWith('xstate.')) return;
      const nextType = next?.event.type ?? '';
      const nextError = (next?.event as { error?: { code?: string } } | undefined)?.error;
      searchReply =
        nextType === 'xstate.error.actor.searchList' || nextType === 'xstate.error.actor.searchRow'
          ? 'network'
          : nextType === 'xstate.done.actor.searchRow'
            ? 'asEdited'
            : null;
      saveReply =
        nextType === 'xstate.error.actor.saveList'
          ? nextError?.code === 'LIST_ALREADY_EXISTS'
            ? 'exists'
            : 'network'
          : null;
      switch (event.type) {
        case 'list.open':
          return open(event.text as string);
        case 'list.type':
          return main
            .getByRole('textbox', { name: 'Your shopping list' })
            .fill(event.text as string);
        case 'list.search':
          return main.getByRole('button', { name: 'Search the list' }).click();
        case 'list.edit':
          return main.getByRole('button', { name: 'Edit the list' }).click();
        case 'list.new':
          return main.getByRole('button', { name: 'New list' }).click();
        case 'list.addAll':
          return main.getByRole('button', { name: 'Add all to cart' }).click();
        case 'list.save':
          await main.getByRole('button', { name: 'Save as list' }).click();
          return main
            .getByRole('textbox', { name: 'Name of the list' })
            .fill(event.label as string);
        case 'save.type':
          return main
            .getByRole('textbox', { name: 'Name of the list' })
            .fill(event.label as string);
        case 'save.submit':
          return main.getByRole('button', { name: 'Save the list' }).click();
        case 'save.cancel':
          await main
            .getByRole('form', { name: 'Save as list' })
            .getByRole('button', { name: 'Cancel' })
            .click();
          // Focus goes back to the button that opened the form, not to the page's body.
          return expect(main.getByRole('button', { name: 'Save as list' })).toBeFocused();
        case 'row.choose': {
          // A shopper presses the choice (its label; the radio itself is visually hidden).
          const choices = row(event.row as number)
            .locator('label')
            .filter({ has: page.getByRole('radio') });
          if (event.productId === null) return choices.last().click();
          // The path's second product: the demo's second match.
          return choices.nth(1).click();
        }
        case 'row.quantity': {
          const target = event.quantity as number;
          const stepper = row(event.row as number).getByRole('group', { name: /^Quantity of/ });
          const shown = Number(await stepper.locator('output').textContent());
          const name = target > shown ? /^One more/ : /^One less/;
          for (let n = 0; n < Math.abs(target - shown); n++) {
            await stepper.getByRole('button', { name }).click();
          }
          return;
        }
        case 'row.edit':
          return row(event.row as number)
            .getByRole('button', { name: /^Change words/ })
            .click();
        case 'row.type':
          return main
            .getByRole('textbox', { name: 'Words for this item' })
            .fill(event.text as string);
        case 'row.search':
          return main.getByRole('button', { name: 'Search', exact: true }).click();
        case 'row.cancel': {
          const editedRow = oracle.getSnapshot().context.editing?.row ?? 0;
          await main
            .getByRole('form', { name: /^Search .* again$/ })
            .getByRole('button', { name: 'Cancel' })
            .click();
          // Focus goes back to the row's own button.
          return expect(
            row(editedRow).getByRole('button', { name: /^Change words/ }),
          ).toBeFocused();
        }
      }
    }

    async function expectState() {
      const s = oracle.getSnapshot();
      const c = s.context as ListSearchContext;
      if (s.hasTag('busy')) return;
      if (s.matches('editing')) {
        const box = main.getByRole('textbox', { name: 'Your shopping list' });
        await expect(box).toHaveValue(c.text, wait);
        if (c.problem === 'empty') {
          await expect(main.getByRole('alert')).toHaveText(
            'Type at least one item to search.',
            wait,
          );
        } else if (c.problem === 'failed') {
          await expect(main.getByRole('alert')).toHaveText(
            'The list could not be searched. Check your connection and try again.',
            wait,
          );
        } else {
          await expect(main.getByRole('alert')).toHaveCount(0);
        }
        return;
      }
      // Results: a row per item, each as the journey has it.
      await expect(main.locator('ol > li')).toHaveCount(c.rows.length, wait);
      for (const [index, r] of c.rows.entries()) {
        const li = main.locator('ol > li').nth(index);
        const title = r.quantity > 1 ? `${r.quantity} × ${r.text}` : r.text;
        const editingThis = c.editing?.row === r.id;
        if (editingThis) {
          const box = li.getByRole('textbox', { name: 'Words for this item' });
          await expect(box).toHaveValue(c.editing!.text, wait);
          await (c.editing!.problem === 'empty'
            ? expect(li.getByRole('alert')).toHaveText('Type the words to search for.')
            : c.editing!.problem === 'failed'
              ? expect(li.getByRole('alert')).toHaveText(
                  'The item could not be searched. Check your connection and try again.',
                )
              : expect(li.getByRole('alert')).toHaveCount(0));
          continue;
        }
        await expect(li.getByRole('heading', { level: 2 })).toHaveText(title, wait);
        if (r.products.length === 0) {
          await expect(li).toContainText(`Nothing found for “${r.text}”.`);
          continue;
        }
        await expect(li.getByRole('radio').first()).toBeVisible();
        const chosenAt = r.products.findIndex((p) => p.id === r.chosen);
        const checked =
          chosenAt < 0 ? li.getByRole('radio').last() : li.getByRole('radio').nth(chosenAt);
        await expect(checked).toBeChecked();
        await expect(li.getByText('Closest match: check it is what you meant.')).toHaveCount(
          r.approximate ? 1 : 0,
        );
      }
      if (c.outcome) {
        const added = main.getByRole('status').filter({ hasText: /added to your cart/ });
        await expect(added).toContainText(
          c.outcome.added.length === 1
            ? '1 product was added to your cart.'
            : `${c.outcome.added.length} products were added to your cart.`,
          wait,
        );
        for (const item of c.outcome.notAdded) {
          await expect(added).toContainText(
            `“${item.text}”: ${item.reason === 'nothingFound' ? 'nothing found' : 'left out'}`,
          );
        }
        // The cart holds what was added, quantities kept (the tour starts with an empty cart).
        const units = c.outcome.added.reduce((sum, line) => sum + line.quantity, 0);
        await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName(
          `Cart, ${units} ${units === 1 ? 'item' : 'items'}`,
          wait,
        );
      }
      const form = main.getByRole('form', { name: 'Save as list' });
      if (s.matches({ results: 'naming' })) {
        await expect(form.getByRole('textbox', { name: 'Name of the list' })).toHaveValue(
          c.save.label,
          wait,
        );
        const said = {
          required: 'Give the list a name.',
          tooLong: 'The name can have at most 60 characters.',
          alreadyExists: 'You already have a list with this name.',
          failed: 'The list could not be saved. Check your connection and try again.',
        } as const;
        await (c.save.problem
          ? expect(form.getByRole('alert')).toHaveText(said[c.save.problem], wait)
          : expect(form.getByRole('alert')).toHaveCount(0));
      } else {
        await expect(form).toHaveCount(0, wait);
      }
      if (c.saved) {
        await expect(main.getByText(`Kept in your lists as “${c.saved.label}”.`)).toBeVisible(wait);
      }
      if (path === axeTour && !axeChecked) {
        axeChecked = true;
        await expectNoViolations(page);
      }
    }
  });
}
