import { type JourneyPath, valueKey } from '../testing/journey-paths';
import type { CheckoutSituation } from './checkout-press.machine';

export type Press = {
  type: 'checkout.press';
  situation: CheckoutSituation;
};
export type Branch = 'login' | 'noShop' | 'empty' | 'price';

export const branchOf = ({ situation: s }: Press): Branch =>
  !s.signedIn && !s.guestsEnabled
    ? 'login'
    : !s.shopSelected
      ? 'noShop'
      : s.cartEmpty
        ? 'empty'
        : 'price';
export const presses = (path: JourneyPath) =>
  path.steps.filter((s) => s.event.type === 'checkout.press').map((s) => s.event as Press);
const SNACKBAR_STATES = [
  valueKey({ ready: 'selectShopNotice' }),
  valueKey({ ready: 'pricingFailed' }),
];

/**
 * Which paths of the checkout press a shopper can walk in one visit of the shop (the e2e spec,
 * e2e/journeys/checkout-press.spec.ts, arranges each press's situation through the shop). Not:
 * - a press without a shop after one that needed a shop: nothing but a logout deselects it;
 * - a visitor's press after a customer's: logging out loads the page afresh, so every journey
 *   starts over and the path would not be walked in one visit;
 * - after a snackbar (select a shop, pricing failed), a press that needs a login, a shop or a
 *   product first: the snackbar goes by itself after 4 s (and on any page change), which the
 *   machine hears as its own dismiss;
 * - the modal opened back online (no press): the price-changes tours walk it.
 */
export function walkableInUi(path: JourneyPath): boolean {
  // The cart emptied or its shop gone while the press waited: no control makes that happen
  // within the held call (tests/journeys/checkout-press.paths.test.ts walks it on the machine).
  const changedUnderPress = path.steps.some(
    (step) =>
      step.event.type === 'xstate.error.actor.cartPricing' &&
      (step.event as { error?: { reason?: string } }).error?.reason !== undefined,
  );
  if (changedUnderPress) return false;
  // The modal opened back online without a press: walked by the price-changes tours
  // (e2e/journeys/price-changes.spec.ts) and e2e/offline-shop.spec.ts.
  if (path.steps.some((step) => step.event.type === 'priceChanges.review')) return false;
  const guestsOff = presses(path).some((p) => branchOf(p) === 'login');
  let shopChosen = false;
  let signedIn = false;
  let lines = true;
  return path.steps.every((step, i) => {
    if (step.event.type !== 'checkout.press') return true;
    const branch = branchOf(step.event as Press);
    // Nothing deselects a shop, and logging out loads the page afresh (every journey restarts).
    if (branch === 'noShop' && shopChosen) return false;
    if (branch === 'login' && signedIn) return false;
    const needsLogin = guestsOff && branch !== 'login' && !signedIn;
    const needsShop = (branch === 'empty' || branch === 'price') && !shopChosen;
    const needsProduct = branch === 'price' && !lines;
    const afterSnackbar = i > 0 && SNACKBAR_STATES.includes(valueKey(path.steps[i - 1]!.state));
    if (afterSnackbar && (needsLogin || needsShop || needsProduct)) return false;
    if (branch === 'empty' || branch === 'price') shopChosen = true;
    if (needsLogin) signedIn = true;
    lines = branch !== 'empty';
    return true;
  });
}
