import { listDetailMachine } from '@machines/list-detail/list-detail.machine';
import { listDetailModel } from '@machines/list-detail/list-detail.model';
import { canAddToCart, visibleProducts } from '@machines/list-detail/list-detail.selectors';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, fromPromise } from 'xstate';
import { gateCalls } from '../support/call-gate';
import { storedCart } from '../support/cart-ui';
import { signIn } from '../support/lists-ui';
import { expect, test } from '../support/test';

/**
 * UI-level paths of one list's page (/en/user/lists/list), generated from the same graph as the
 * machine-level tests, walked by the demo customer on the seeded list "Για το Σαββατοκύριακο"
 * against the demo platform. Each call is held until the path's next step says how the platform
 * answers: let through (the oracle gets the platform's real reply as the call's output) or
 * dropped as a lost connection. The oracle, the same machine with effects that do nothing, says
 * which products, message and busy controls the page must show.
 */
const paths = generateUiTours(listDetailMachine, listDetailModel);
const pending = fromPromise(() => new Promise<never>(() => {})) as never;
test.describe.configure({ timeout: 60_000 });
const slow = { timeout: 20_000 };

for (const path of paths) {
  test(`list detail: ${path.name}`, async ({ page, baseURL }) => {
    const { listId } = path.input as { listId: string };
    await signIn(page, baseURL!);
    const loadCall = await gateCalls(
      page,
      new RegExp(`/api/v3\\.1/lists/${listId}/products(\\?.*)?$`),
      'GET',
    );
    const removeCall = await gateCalls(page, new RegExp(`/api/lists/${listId}/products$`), 'PUT');
    const oracle = createActor(
      listDetailMachine.provide({
        actors: { loadList: pending, removeProduct: pending },
        actions: { addToCart: () => {} },
      }),
      { input: path.input as { listId: string } },
    ).start();
    const main = page.getByRole('main');
    const search = main.getByRole('searchbox', { name: 'Search in this list' });

    await page.goto(`/en/user/lists/list?id=${listId}`);
    await expectState('loading');
    for (const step of path.steps) {
      oracle.send((await perform(step)) as never);
      expect(oracle.getSnapshot().value).toEqual(step.state);
      await expectState(String(step.state));
    }
    await loadCall.stop();
    await removeCall.stop();

    /** Does what the step says; the event the oracle gets (with the platform's own reply). */
    async function perform(step: JourneyStep) {
      const event = step.event as { type: string; value?: string; sku?: string };
      switch (event.type) {
        case 'xstate.done.actor.loadList':
          return { ...event, output: await loadCall.pass() };
        case 'xstate.error.actor.loadList':
          await loadCall.fail();
          return event;
        case 'list.retry':
          loadCall.hold();
          await main.getByRole('button', { name: 'Try again' }).click();
          return event;
        case 'search.change':
          await search.fill(event.value!);
          return event;
        case 'product.remove': {
          const name = productName(event.sku!);
          await main.getByRole('button', { name: `Remove ${name} from the list` }).click();
          return event;
        }
        case 'xstate.done.actor.removeProduct': {
          const reply = (await removeCall.pass()) as { payload: unknown };
          return { ...event, output: reply.payload };
        }
        case 'xstate.error.actor.removeProduct':
          await removeCall.fail();
          return event;
        case 'list.addToCart':
          await main.getByRole('button', { name: 'Add the list to the cart' }).click();
          return event;
        case 'notice.dismiss':
          await main.getByRole('button', { name: 'Dismiss' }).click();
          return event;
        default:
          throw new Error(`No UI action for ${event.type}`);
      }
    }

    function productName(sku: string) {
      const product = oracle.getSnapshot().context.products.find((p) => p.sku === sku);
      if (!product) throw new Error(`The list has no product ${sku}`);
      return product.displayName;
    }

    async function expectState(state: string) {
      const snapshot = oracle.getSnapshot();
      const { list, notice, removingSku, products } = snapshot.context;
      if (state === 'loading') {
        await expect(main.getByText('Loading the list…')).toBeVisible(slow);
        return expect(main.getByRole('alert')).toHaveCount(0);
      }
      if (state === 'loadFailed') {
        await expect(main.getByRole('alert')).toContainText('We could not load this list.', slow);
        return expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
      // ready or removing: the list, its shown products, and the controls busy or not.
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(list!.label);
      const rows = main
        .getByRole('list', { name: `Products of ${list!.label}` })
        .getByRole('listitem');
      await expect(rows).toHaveCount(visibleProducts(snapshot).length, slow);
      for (const [i, product] of visibleProducts(snapshot).entries()) {
        await expect(rows.nth(i)).toHaveAccessibleName(product.displayName);
      }
      await expect(search).toHaveValue(snapshot.context.query);
      const add = main.getByRole('button', { name: 'Add the list to the cart' });
      await (canAddToCart(snapshot) ? expect(add).toBeEnabled() : expect(add).toBeDisabled());
      const remove = main.getByRole('button', { name: /^Remove .* from the list$/ });
      if (state === 'removing') {
        const name = productName(removingSku!);
        await expect(main.getByRole('button', { name: `Remove ${name} from the list` })).toHaveText(
          'Removing…',
        );
        for (const button of await remove.all()) await expect(button).toBeDisabled();
        await expect(search).toHaveAttribute('readonly');
      } else {
        for (const button of await remove.all()) await expect(button).toBeEnabled();
        await expect(search).not.toHaveAttribute('readonly');
      }
      const dismiss = main.getByRole('button', { name: 'Dismiss' });
      switch (notice?.kind) {
        case undefined:
          return expect(dismiss).toHaveCount(0);
        case 'removed':
          return expect(main.getByRole('status')).toContainText(
            `${notice.name} was removed from the list.`,
          );
        case 'actionFailed':
          return expect(main.getByRole('alert')).toContainText(
            'Something went wrong. Please try again later.',
          );
        case 'addedToCart': {
          const count = notice.count === 1 ? '1 product was' : `${notice.count} products were`;
          await expect(main.getByRole('status')).toContainText(`${count} added to the cart.`);
          // The available products are in the cart.
          const available = products.filter((p) => p.isAvailable).map((p) => p.sku);
          return expect
            .poll(async () => (await storedCart(page)).map((line) => line.sku))
            .toEqual(expect.arrayContaining(available));
        }
      }
    }
  });
}
