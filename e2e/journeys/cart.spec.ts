import { cartMachine } from '@machines/cart/cart.machine';
import { cartModel } from '@machines/cart/cart.model';
import { toCartItem } from '@machines/cart/cart.types';
import {
  type CartAction,
  type CartStep,
  LINE_A,
  LINE_B,
  planCartPath,
  startValue,
} from '@machines/cart/cart.walkable';
import type { JourneyPath } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { chooseTakeAway, pickExpressService, seedCart, setScenarios } from '../support/cart-ui';
import { seedConsent } from '../support/consent-ui';
import { journeyOf, recordJourneys } from '../support/live-journeys';
import { mainMenu, switchLanguage } from '../support/shell-ui';
import { type BrowserContext, expect, type Page, type Route, test } from '../support/test';

/**
 * UI-level paths of the cart journey, generated from the same graph as the machine-level tests.
 * There are hundreds of them (starts, parallel side cart and pricing regions, a payload variant
 * per change): the browser walks tours that chain the walkable ones until every transition they
 * take is walked (machines/testing/ui-tours.ts). Which paths are walkable, and how, is decided by
 * machines/cart/cart.walkable.ts: the shopper's actions (real lines of the demo
 * catalogue) are sent to the cart machine itself first, and a path counts only if the machine
 * then takes exactly the path's states. In the browser each step is performed and checked twice:
 * the shop's live inspection (e2e/support/live-journeys.ts) must report the step's event and
 * state next, and the page must show the state (side cart, item count, "Updating prices…",
 * totals, the pricing error).
 *
 * A change waits for the cart's quarter-second pause, on the page's real clock: the step after it
 * is the pause's end (no shopper acts within it: the model's `uiStep`), where the pricing call
 * goes; the calls are counted, and the names held, from the change.
 * The platform's answers are held until the path's next step says how they end: a pricing is
 * priced, answers "nothing to price" (no shop chosen: at once), or fails (a dropped connection);
 * the names in Greek arrive, or their fetch fails. That fetch never fails on a platform error (a
 * product it cannot fetch keeps its name), so "fetching the names fails" is the cart's code not
 * arriving over a dropped connection: it is held from the start and dropped at that step.
 * A checkout press asks the cart for its pricing: the press waits with the cart for the held call
 * (the demo's price-changed scenario set first when the press is to meet changes), or reads at once
 * the pricing an earlier press asked for.
 * "Another tab" writes the kept cart from a second page of the same origin, as the shop in another
 * tab does; the page under test hears its storage event.
 *
 * Not walkable (and so not in the cover): a step the shop offers no control for where the path
 * takes it (adding with the side cart open, pricing answers that cannot wait without a shop, a
 * press while the lines are being named, a step other than the side cart closing or the modal's
 * Continue or Back after a press moved on), and `cart.replace`: the shop replaces the lines only right after a
 * load, when lines kept by the cart's first version get their details back, by which time the
 * cart's first pricing has already answered; no generated path replaces them from there.
 */
const paths = generateUiTours(cartMachine, cartModel);
/** Every tour is walkable (the model's `uiWalkable` is `planCartPath` planning it). */
const plans = new Map(paths.map((path) => [path, planCartPath(path).plan!]));

test.describe.configure({ timeout: 90_000 });

/** Also on a phone: the side cart opened and closed, and a line's comment on /cart. */
const onPhone = (path: JourneyPath) =>
  path.steps.some((s) => s.event.type === 'cart.setComment') ||
  path.steps.every((s) => s.event.type === 'cart.open' || s.event.type === 'cart.close');

for (const path of paths) {
  test(`cart: ${path.name}`, { tag: onPhone(path) ? '@phone' : [] }, async ({
    page,
    context,
    baseURL,
  }) => {
    const plan = plans.get(path)!;
    await seedConsent(page);
    await recordJourneys(page);
    // The stored-cart start: lines kept from an earlier visit.
    await seedCart(
      page,
      plan.stored.map((sku) => line(sku === LINE_A.sku ? LINE_A : LINE_B)),
    );
    // The cart's pricings, its names in Greek (products by sku) and, for a path where fetching
    // the names fails, the cart's own code.
    const prices = await gate(page, /\/api\/v3\/carts\/price$/, 'hold');
    const names = await gate(page, /\/api\/v3\/products\/\d+(\?|$)/, 'pass');
    const code = plan.holdCartCode ? await gate(page, /\/cart-effects[^/]*$/, 'hold') : undefined;
    await page.goto(plan.startPage === 'cart' ? '/en/cart' : '/en/offers');
    const ui = cartPage(page, 'en');
    if (plan.startPage === 'cart') await expect(ui.heading).toBeVisible({ timeout: 30_000 });
    else await expect(ui.cartButton).toBeVisible({ timeout: 30_000 });
    const cart = journeyOf(page, 'cart');
    if (plan.shopAtStart) await chooseTakeAway(page);
    await cart.start(startValue(path));
    // A start that is pricing for a shop: its call is held before the first step.
    const start = startValue(path) as { pricing: string };
    if (plan.shopAtStart && start.pricing === 'pricing') await prices.waitHeld(0);
    let otherTab: Page | undefined;
    let codeHeld = plan.holdCartCode;

    // What had arrived when the change that started the cart's pause was made.
    let beforePause: { prices: number; names: number } | undefined;
    for (const [i, step] of path.steps.entries()) {
      const walk = plan.steps[i]!;
      const state = step.state as { sideCart: string; pricing: string };
      const pauseEnds = walk.actions.some((action) => action.kind === 'pause');
      // The names' calls are held while the step leaves the cart naming its lines. The pause
      // runs on the page's clock and may end before its step comes: a change that starts it
      // holds them already for what its end starts, and counts the calls from there.
      const naming = walk.naming || (state.pricing === 'pausing' && plan.steps[i + 1]?.naming);
      if (!pauseEnds) names[naming ? 'hold' : 'pass']();
      const sent = (pauseEnds && beforePause) || {
        prices: prices.arrived(),
        names: names.arrived(),
      };
      beforePause = state.pricing === 'pausing' ? sent : undefined;
      for (const action of walk.actions) await perform(action, cartPage(page, localeBefore(i)));
      await cart.step(step.event.type, step.state);
      prices.hold();
      // The call the path answers later is held before anything else happens (no shop: nothing
      // to send; the cart's code held: not sent yet).
      if (walk.starts.pricing && walk.shop && !codeHeld) await prices.waitHeld(sent.prices);
      if (walk.starts.names && !codeHeld) await names.waitHeld(sent.names);
      await expectPage(walk, state);
    }
    await otherTab?.close();

    function localeBefore(i: number) {
      return i === 0 ? 'en' : plan.steps[i - 1]!.locale;
    }

    async function perform(action: CartAction, ui: ReturnType<typeof cartPage>) {
      // The lines are in the side cart, or on /cart itself.
      const first = (where: 'sheet' | 'page') =>
        (where === 'sheet' ? ui.sheet : page.getByRole('main')).getByTestId('cart-line').first();
      switch (action.kind) {
        case 'openSheet':
          await ui.cartButton.click();
          return expect(ui.sheet).toBeVisible({ timeout: 20_000 });
        case 'closeSheet':
          // After a press the shop closes it on its way to /cart.
          if (!action.auto)
            await ui.sheet.getByRole('button', { name: ui.t.close, exact: true }).click();
          return expect(ui.sheet).toBeHidden();
        case 'goToOffers':
          await (await mainMenu(page, ui.t.mainMenu))
            .getByRole('link', { name: ui.t.offers })
            .click();
          return expect(ui.addButtons.first()).toBeVisible({ timeout: 15_000 });
        case 'backToCart':
          await page.goBack();
          return expect(ui.heading).toBeVisible();
        case 'add':
          return ui.addButtons.first().click();
        case 'pause':
          // Nothing to do: the cart's quarter second passes (the step waits for its end).
          return;
        case 'quantity':
          return first(action.where)
            .getByRole('button', { name: action.delta > 0 ? ui.t.oneMore : ui.t.oneLess })
            .click();
        case 'remove':
          return first(action.where).getByRole('button', { name: ui.t.remove }).click();
        case 'comment': {
          const field = first(action.where).getByRole('textbox', { name: ui.t.comment });
          await field.fill('ripe ones');
          // Stored when the field is left.
          return field.press('Tab');
        }
        case 'expressRemoves': {
          await pickExpressService(page);
          const removed = page.getByRole('alertdialog', { name: /Some products were removed/ });
          await expect(removed.getByRole('listitem')).toHaveText([/whole milk/i]);
          await removed.getByRole('button', { name: 'OK' }).click();
          // Then the postal check; closing it keeps the selection there was.
          const check = page.getByRole('dialog', { name: 'Do we deliver to you?' });
          await check.getByRole('button', { name: 'Close', exact: true }).click();
          return expect(check).toBeHidden();
        }
        case 'otherTab': {
          otherTab ??= await otherTabOf(context);
          const kept = action.lines === 'none' ? [] : [line(LINE_A), line(LINE_B)];
          // As the shop in another tab writes after hearing this tab's changes: their ids stay
          // listed with the lines, so this tab has nothing of its own to replay on them.
          return otherTab.evaluate((lines) => {
            const stored = JSON.parse(localStorage.getItem('cart') ?? 'null');
            const changes = Array.isArray(stored?.changes) ? stored.changes : [];
            localStorage.setItem('cart', JSON.stringify({ lines, changes }));
          }, kept);
        }
        case 'press': {
          // What the cart's pricing for the press finds (held until the path answers it).
          if (action.changes !== 'none' && !action.answered) {
            await setScenarios(
              page,
              baseURL!,
              'price-changed',
              ...(action.changes === 'unavailable' ? ['unavailable-items'] : []),
            );
          }
          const name = action.where === 'sheet' ? 'Checkout' : 'Proceed to checkout';
          await (action.where === 'sheet' ? ui.sheet : page.getByRole('main'))
            .getByRole('button', { name, exact: true })
            .click();
          // A pricing an earlier press asked for is read at once: the modal opens again.
          if (action.answered && action.changes !== 'none') {
            await expect(ui.changes).toBeVisible({ timeout: 15_000 });
          }
          return;
        }
        case 'backFromChanges':
          await ui.changes.getByRole('button', { name: 'Back to cart' }).click();
          return expect(ui.changes).toBeHidden();
        case 'acceptChanges':
          return ui.changes.getByRole('button', { name: 'Continue' }).click();
        case 'chooseShop':
          await page.getByRole('button', { name: /Service and address/ }).click();
          await page
            .getByRole('dialog', { name: 'How would you like to shop?' })
            .getByRole('button', { name: 'Pick-up at the shop' })
            .click();
          await page
            .getByRole('dialog', { name: 'Choose a shop for pick-up' })
            .getByRole('button', { name: new RegExp(action.shop) })
            .click();
          return expect(
            page.getByRole('button', { name: new RegExp(`Pick-up · ${action.shop}`) }),
          ).toBeVisible();
        case 'greek':
          await switchLanguage(page, 'Ελληνικά');
          return expect(page).toHaveURL(/\/\/[^/]+\/(?!en\b)/);
        case 'dismissError':
          return ui.pricingError.getByRole('button', { name: ui.t.dismiss }).click();
        case 'pricingAnswer':
          if (action.how === 'priced') await prices.release('pass');
          if (action.how === 'fails') await prices.release('fail');
          // The press waiting for it moves on: the price-changes modal, when it found changes.
          if (action.press && action.press !== 'none') {
            await expect(ui.changes).toBeVisible({ timeout: 15_000 });
          }
          return;
        case 'namesAnswer':
          if (action.how === 'names') return names.release('pass');
          // The cart's code is fetched again by the next import.
          await code!.release('fail');
          codeHeld = false;
          return code!.pass();
      }
    }

    async function expectPage(walk: CartStep, state: { sideCart: string; pricing: string }) {
      const ui = cartPage(page, walk.locale);
      const count = walk.lines.reduce((sum, l) => sum + l.quantity, 0);
      if (walk.page === 'offers') {
        await expect(ui.cartButton).toHaveAccessibleName(new RegExp(`^(Cart|Καλάθι), ${count} `));
      }
      if (walk.page === 'checkout') return;
      if (state.sideCart === 'open') await expect(ui.sheet).toBeVisible();
      else await expect(ui.sheet).toBeHidden();
      // A modal hides the rest of the page from the accessibility tree: the toast is checked without.
      if (state.sideCart !== 'open') {
        if (walk.pricingFailed) await expect(ui.pricingError).toBeVisible();
        else await expect(ui.pricingError).toBeHidden();
      }
      // What the lines' view shows: the side cart, or /cart itself (not under the changes modal).
      const view =
        state.sideCart === 'open' ? ui.sheet : walk.page === 'cart' ? page.getByRole('main') : null;
      const modal = walk.actions.some(
        (a) =>
          (a.kind === 'press' && a.answered && a.changes !== 'none') ||
          (a.kind === 'pricingAnswer' && a.press !== undefined && a.press !== 'none') ||
          a.kind === 'acceptChanges',
      );
      if (!view || modal) return;
      await expect(view.getByTestId('cart-line')).toHaveCount(walk.lines.length);
      switch (state.pricing) {
        case 'empty':
          await expect(view.getByText(ui.t.empty)).toBeVisible();
          return;
        case 'pricing':
        case 'naming':
          // Without a shop the pricing answers at once: only the live inspection saw it.
          if (state.pricing === 'pricing' && !walk.shop) return;
          await expect(view.getByRole('status').filter({ hasText: ui.t.updating })).toBeVisible();
          return;
        case 'pausing':
          // Without a shop the pause ends in a pricing that answers at once: nothing to see.
          if (!walk.shop) return;
          await expect(view.getByRole('status').filter({ hasText: ui.t.updating })).toBeVisible();
          return;
        case 'priced':
          await expect(view.getByTestId('cart-total')).toBeVisible();
          return;
        case 'unpriced':
          await expect(view.getByText(ui.t.noTotals)).toBeVisible();
          return;
        case 'failed':
          return;
        default:
          throw new Error(`No assertion for ${state.pricing}`);
      }
    }
  });
}

/** A cart line of the demo catalogue as the shop stores it (named in English). */
const line = (product: typeof LINE_A) =>
  toCartItem({ id: product.sku, ...product, quantity: 1, nameLocale: 'en' });

/** A second page of the same origin that does not run the shop (its storage is the shop's). */
async function otherTabOf(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto('/favicon.svg');
  return tab;
}

const TEXTS = {
  en: {
    sheet: 'Your cart',
    close: 'Close',
    dismiss: 'Dismiss',
    empty: 'Your cart is empty.',
    updating: 'Updating prices…',
    noTotals: 'Choose a delivery address or a shop to see the totals.',
    failed: 'Prices could not be updated.',
    oneMore: /^One more/,
    oneLess: /^One less/,
    remove: /^Remove/,
    comment: 'Comment for the picker',
    mainMenu: 'Main menu',
    offers: 'Offers',
  },
  el: {
    sheet: 'Το καλάθι σας',
    close: 'Κλείσιμο',
    dismiss: 'Κλείσιμο',
    empty: 'Το καλάθι σας είναι άδειο.',
    updating: 'Ενημέρωση τιμών…',
    noTotals: 'Επιλέξτε διεύθυνση παράδοσης ή κατάστημα για να δείτε τα σύνολα.',
    failed: 'Δεν ήταν δυνατή η ενημέρωση των τιμών.',
    oneMore: /^Ένα ακόμη/,
    oneLess: /^Ένα λιγότερο/,
    remove: /^Αφαίρεση/,
    comment: 'Σχόλιο για τον συλλέκτη',
    mainMenu: 'Κύριο μενού',
    offers: 'Προσφορές',
  },
};

/** The cart's views in the shop's language (role locators; the cart's own words per locale). */
function cartPage(page: Page, locale: 'en' | 'el') {
  const t = TEXTS[locale];
  const sheet = page.getByRole('dialog', { name: t.sheet });
  const changes = page.getByRole('alertdialog', {
    name: /Your cart has changed|Το καλάθι σας άλλαξε/,
  });
  return {
    t,
    sheet,
    changes,
    heading: page.getByRole('heading', { level: 1, name: t.sheet }),
    cartButton: page.getByRole('banner').getByRole('button', { name: /^(Cart|Καλάθι), / }),
    addButtons: page
      .getByRole('main')
      .getByRole('button', { name: /^(Add .* to cart|Προσθήκη .* στο καλάθι)$/ }),
    pricingError: page.getByRole('alert').filter({ hasText: t.failed }),
  };
}

/**
 * Holds the page's calls whose URL matches `url`, whose answer a path's step decides: `hold()` keeps
 * the next ones waiting, `pass()` lets them through, `release()` answers those waiting (passed on
 * to the platform, or dropped as a lost connection).
 */
async function gate(page: Page, url: RegExp, mode: 'hold' | 'pass') {
  const held: Route[] = [];
  let arrived = 0;
  const answer = (route: Route, how: 'pass' | 'fail') =>
    (how === 'fail' ? route.abort('connectionfailed') : route.fallback()).catch(() => {});
  // A pattern, not a predicate: the browser stops only these requests, not each of the page's.
  await page.route(url, (route) => {
    if (mode === 'pass') return answer(route, 'pass');
    arrived++;
    held.push(route);
  });
  return {
    hold() {
      mode = 'hold';
    },
    pass() {
      mode = 'pass';
    },
    /** How many calls were held so far. */
    arrived: () => arrived,
    /** Waits until more than `count` calls were held. */
    async waitHeld(count: number) {
      await expect.poll(() => arrived, { timeout: 15_000 }).toBeGreaterThan(count);
    },
    async release(how: 'pass' | 'fail') {
      for (const route of held.splice(0)) await answer(route, how);
    },
  };
}
