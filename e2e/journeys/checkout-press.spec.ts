import {
  type CheckoutSituation,
  checkoutPressMachine,
  type PressOrigin,
} from '@machines/checkout-press/checkout-press.machine';
import { checkoutPressModel } from '@machines/checkout-press/checkout-press.model';
import { expect, type Page, test } from '@playwright/test';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { cartUi, chooseTakeAway, setScenarios, signIn, tomatoes } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';

/**
 * UI-level: the checkout press from every starting situation of the journey's model (each
 * origin x each situation), and after a press that prices, every answer the model has (allowed,
 * items changed then Back to cart, pricing fails then Dismiss). The expected state after each
 * step comes from the machine itself (an oracle actor with no-op effects), and the page must
 * show it. A reload between presses would lose nothing the journey holds: its outcome states
 * only differ in where the shopper went, so each case starts from a fresh page.
 */
type PressEvent = {
  type: 'checkout.press';
  origin: PressOrigin;
  situation: CheckoutSituation;
  from: string;
};
const variants = checkoutPressModel.eventVariants!;
const presses = variants['checkout.press'] as unknown as (PressEvent & { name: string })[];
const answers: EventObject[][] = [
  [variants['xstate.done.actor.priceAndStore']![0]!],
  [
    variants['xstate.done.actor.priceAndStore']![1]!,
    variants['xstate.done.actor.priceChanges']![0]!,
  ],
  [{ type: 'xstate.error.actor.priceAndStore' }, { type: 'notice.dismiss' }],
];
const cases = presses.flatMap((press) =>
  press.situation.shopSelected && !press.situation.cartEmpty && press.situation.guestsEnabled
    ? answers.map((rest) => [press, ...rest])
    : press.situation.shopSelected
      ? [[press]]
      : [[press, { type: 'notice.dismiss' }]],
);

/** The states the machine goes through for these events (no effects run). */
function oracle(events: EventObject[]): string[] {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actor = createActor(
    checkoutPressMachine.provide({
      actors: { priceAndStore: never as never },
      actions: { navigateTo: () => {}, goToLogin: () => {} },
    }),
  ).start();
  // The leaf state: `{ ready: 'sentOn' }` reads as `sentOn`.
  const leaf = (value: unknown): string =>
    typeof value === 'string' ? value : leaf(Object.values(value as object)[0]);
  return events.map((event) => {
    actor.send(event as never);
    return leaf(actor.getSnapshot().value);
  });
}

const describe = (events: EventObject[]) =>
  events.map((e) => checkoutPressModel.describeEvent!(e)).join(' → ');

for (const events of cases) {
  test(`checkout press: ${describe(events)}`, async ({ page, baseURL }) => {
    test.slow();
    await seedConsent(page);
    const press = events[0] as PressEvent;
    const states = oracle(events);
    await arrange(page, baseURL!, press, events[1]);
    for (const [i, event] of events.entries()) {
      if (event.type === 'notice.dismiss') {
        await snackbar(page).getByRole('button', { name: 'Dismiss' }).click();
      } else if (event.type === 'xstate.done.actor.priceChanges') {
        await page.getByRole('button', { name: 'Back to cart' }).click();
      } else if (event.type === 'checkout.press') {
        const name = press.origin === 'cartPage' ? 'Proceed to checkout' : 'Checkout';
        await page.getByRole('button', { name, exact: true }).click();
      }
      await expectState(page, states[i]!, press);
    }
  });
}

async function arrange(page: Page, baseURL: string, press: PressEvent, next?: EventObject) {
  const { situation } = press;
  const output = (next as { output?: { progress: { code: string } } } | undefined)?.output;
  await setScenarios(
    page,
    baseURL,
    ...(situation.guestsEnabled ? [] : ['guest-disabled']),
    ...(output && output.progress.code !== 'ALLOWED' ? ['price-changed'] : []),
  );
  if (situation.signedIn) await signIn(page, baseURL);
  await page.addInitScript(
    (items) => localStorage.setItem('cart', JSON.stringify(items)),
    situation.cartEmpty ? [] : [tomatoes],
  );
  // The page of the press, as the model names it (the side cart opens over it).
  await page.goto(`/en${press.from}`);
  if (situation.shopSelected) await chooseTakeAway(page);
  if (press.origin === 'sideCart') await cartUi(page).open();
  // Only the press's pricing fails: the cart's own pricing went through before.
  if (next?.type === 'xstate.error.actor.priceAndStore') {
    await page.route('**/api/v3/carts/price', (route) => route.abort());
  }
}

/** The press's snackbar (select a shop, or pricing failed). */
const snackbar = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Choose a delivery address or a shop first|We could not check your cart/ });

async function expectState(page: Page, state: string, { origin, from }: PressEvent) {
  const path = () => new URL(page.url()).pathname;
  const changes = page.getByRole('alertdialog', { name: 'Your cart has changed' });
  switch (state) {
    case 'idle':
      await expect(changes).toBeHidden();
      await expect(snackbar(page)).toHaveCount(0);
      return;
    case 'sentToLogin':
      // The login page, which returns to the page of the press.
      await expect.poll(path, { timeout: 15_000 }).toBe('/en/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(from);
      return;
    case 'selectShopNotice':
      await expect(page.getByText('Choose a delivery address or a shop first.')).toBeVisible();
      return;
    case 'sentToCategories':
      await expect.poll(path, { timeout: 15_000 }).toBe('/en/categories');
      return;
    case 'pricing':
      // Too quick to assert on the demo platform; the answer's state is asserted next.
      return;
    case 'sentOn':
      await expect
        .poll(path, { timeout: 15_000 })
        .toBe(origin === 'cartPage' ? '/en/checkout' : '/en/cart');
      return;
    case 'pricingFailed':
      await expect(page.getByText('We could not check your cart. Please try again.')).toBeVisible();
      return;
    case 'priceChanges':
      await expect(changes).toBeVisible({ timeout: 15_000 });
      return;
    default:
      throw new Error(`No assertion for ${state}`);
  }
}
