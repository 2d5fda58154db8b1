import { visitModelMachine } from '@machines/visit-model/visit-model.machine';
import { generateVisitPaths, walkedTransitions } from '@machines/visit-model/visit-model.paths';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

const paths = generateVisitPaths();
const walked = walkedTransitions(paths);

describe('system model of the visit: generated paths', () => {
  it('are few and walk every transition of the model', () => {
    expect(paths.length).toBeGreaterThanOrEqual(3);
    expect(paths.length).toBeLessThanOrEqual(10);
    console.info(
      `system paths: ${paths.length}, steps: ${paths.reduce((n, p) => n + p.steps.length, 0)}, transitions walked: ${walked.size}`,
    );
  });

  // Issue 21's seams, each on at least one generated path (the browser walk checks what the
  // shopper sees at every step; notices are checked on every checkout page it reaches).
  it.each([
    [
      '1: the chosen saved address is the one the order carries',
      '{"inShop":"checkout"} --order.place--> thankYou (customer, address)',
    ],
    [
      '2: a new customer chooses delivery from the header',
      '{"inShop":"shopping"} --shop.choose--> {"inShop":"shopping"} (customer, address)',
    ],
    [
      '3: the login the checkout press asks for returns to the page',
      '{"inShop":"loginFromPress"} --login--> {"inShop":"shopping"}',
    ],
    [
      '3: a login from checkout stays there',
      '{"inShop":"checkout"} --login--> {"inShop":"checkout"}',
    ],
    [
      '4: /checkout sends a visitor who may not order as a guest to log in',
      '{"inShop":"shopping"} --checkout.open--> {"inShop":"loginFromCheckout"}',
    ],
    [
      '4: and the login returns to /checkout',
      '{"inShop":"loginFromCheckout"} --login--> {"inShop":"checkout"}',
    ],
    ['5: expiry met on checkout', '{"inShop":"checkout"} --slot.expire--> expiryModal'],
    ['5: expiry met on the way to checkout', '{"inShop":"shopping"} --checkout.go--> expiryModal'],
    ['6: an abandoned choice', '{"inShop":"shopping"} --choice.abandon--> {"inShop":"shopping"}'],
    [
      '7: the cookie settings and back',
      '{"inShop":"shopping"} --cookies.review--> {"inShop":"shopping"}',
    ],
    ['8: a second tab on checkout', '{"inShop":"checkout"} --tab.second--> {"inShop":"checkout"}'],
    ['8: a reload on checkout', '{"inShop":"checkout"} --page.reload--> {"inShop":"checkout"}'],
    [
      '8: a reload or second tab with the expiry modal',
      /^expiryModal --(page\.reload|tab\.second)--> expiryModal$/,
    ],
    ['9: the next order after one', 'thankYou --shopping.continue--> {"inShop":"shopping"}'],
    [
      '10: the cart in the other language',
      '{"inShop":"shopping"} --language.switch--> {"inShop":"shopping"}',
    ],
    ['a logout', '{"inShop":"shopping"} --logout--> {"inShop":"shopping"}'],
  ] as [string, string | RegExp][])('include seam %s', (_, transition) => {
    expect(
      [...walked].some((t) =>
        typeof transition === 'string' ? t === transition : transition.test(t),
      ),
    ).toBe(true);
  });

  it('11: a notice raised by a choice is followed by checkout on some path', () => {
    expect(
      paths.some((p) => {
        const types = p.steps.map((s) => s.event.type);
        const chosen = types.indexOf('shop.choose');
        return chosen >= 0 && types.indexOf('checkout.go', chosen) > chosen;
      }),
    ).toBe(true);
  });

  it('replay on the model: every step is one the model accepts, ending where the path says', () => {
    for (const path of paths) {
      const actor = createActor(visitModelMachine).start();
      for (const step of path.steps) {
        // Steps and checks alike are events the model accepts where they are put.
        expect(actor.getSnapshot().can(step.event)).toBe(true);
        actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state);
        expect(actor.getSnapshot().context).toEqual(step.context);
      }
      actor.stop();
    }
  });
});
