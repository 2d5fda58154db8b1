import { visitMachine } from '@machines/visit/visit.machine';
import { generateVisitPaths, walkedTransitions } from '@machines/visit/visit.paths';
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

  it.each([
    ['a reload on checkout', '{"inShop":"checkout"} --page.reload--> {"inShop":"checkout"}'],
    ['a second tab on checkout', '{"inShop":"checkout"} --tab.second--> {"inShop":"checkout"}'],
    ['a login from checkout', '{"inShop":"checkout"} --login--> {"inShop":"checkout"}'],
    ['expiry met on checkout', '{"inShop":"checkout"} --slot.expire--> expiryModal'],
    ['expiry met on the way to checkout', '{"inShop":"shopping"} --checkout.go--> expiryModal'],
    [
      'a reload or second tab with the expiry modal',
      /^expiryModal --(page\.reload|tab\.second)--> expiryModal$/,
    ],
    ['the next order after one', 'thankYou --shopping.continue--> {"inShop":"shopping"}'],
    ['a logout', '{"inShop":"shopping"} --logout--> {"inShop":"shopping"}'],
    [
      'a customer choosing where',
      '{"inShop":"shopping"} --shop.choose--> {"inShop":"shopping"} (customer)',
    ],
  ] as [string, string | RegExp][])('include %s', (_, transition) => {
    expect(
      [...walked].some((t) =>
        typeof transition === 'string' ? t === transition : transition.test(t),
      ),
    ).toBe(true);
  });

  it('replay on the model: every step is one the model accepts, ending where the path says', () => {
    for (const path of paths) {
      const actor = createActor(visitMachine).start();
      for (const step of path.steps) {
        if (!['page.reload', 'tab.second'].includes(step.event.type)) {
          expect(actor.getSnapshot().can(step.event)).toBe(true);
        }
        actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state);
        expect(actor.getSnapshot().context).toEqual(step.context);
      }
      actor.stop();
    }
  });
});
