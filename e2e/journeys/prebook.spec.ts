import { prebookMachine } from '@machines/prebook/prebook.machine';
import { PREBOOK_ANCHOR, prebookModel } from '@machines/prebook/prebook.model';
import type { DeliveryDay, PrebookInput, Reservation } from '@machines/prebook/prebook.types';
import { type JourneyStep, valueKey } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor, type EventObject, fromPromise, SimulatedClock } from 'xstate';
import { seedCart } from '../support/cart-ui';
import { holdRoute } from '../support/held-route';
import { prebookUi } from '../support/prebook-ui';
import { expect, type Page, test } from '../support/test';

/**
 * UI-level paths of the pre-book journey, generated from the same graph as the machine-level
 * tests, with pick-up at Agora Kolonaki chosen first. The real demo platform answers: its days
 * and slots follow today's date, so the oracle (the machine with effects that never settle, sent
 * the same events) decides which state the page must show and whether a slot or message is shown,
 * never dates or times. A start with a reservation reserves through the sheet first (then lets
 * it run out) and reloads: the reservation and the selected shop both survive the reload.
 * "Another tab" is a second page of the same browser context that writes the kept reservation
 * (or removes it), as the shop in another tab does; the page under test hears its storage event.
 */
const oracleLogic = prebookMachine.provide({
  actors: {
    fetchDeliveryDays: fromPromise(() => new Promise(() => {})) as never,
    reserveSlot: fromPromise(() => new Promise(() => {})) as never,
    extendReservation: fromPromise(() => new Promise(() => {})) as never,
  },
  actions: { persistReservation: () => {} },
});
const startOracle = (input: PrebookInput) =>
  createActor(oracleLogic, { input, clock: new SimulatedClock() }).start();

const paths = generateUiTours(prebookMachine, prebookModel);

const LOADING = valueKey({ picking: { browsing: 'loading' } });
const COUNTING = valueKey({ reserved: 'counting' });
const WARNING = valueKey({ reserved: 'warning' });
const EXTENDING = valueKey({ reserved: 'extending' });
/** The extension call of the reservation the page keeps. */
const EXTENSION = '**/api/v3/timeslots/reservations/*/extension';

for (const path of paths) {
  test(`prebook: ${path.name}`, async ({ page, context, baseURL, request }) => {
    // The longest paths (16 steps, an order placed among them) walk the shop a long way: each
    // step gets its share of time rather than one budget for any length.
    test.setTimeout(60_000 + path.steps.length * 2_000);
    const ui = prebookUi(page);
    const has = (type: string) => path.steps.some((s) => s.event.type === type);
    const noPrediction = path.steps.some(
      (s) => (s.event as { output?: { strategy?: string } }).output?.strategy === 'USING_CART_INFO',
    );
    await page.addInitScript(() =>
      localStorage.setItem(
        'privacyConsent',
        JSON.stringify({ necessary: true, performance: true, ad: true, ux: true }),
      ),
    );
    if (has('order.placed')) {
      // Something to order: two tomatoes and minced beef, above every minimum.
      await seedCart(page, [
        { sku: '1001', quantity: 2 },
        { sku: '1002', quantity: 1 },
      ]);
    }
    await page.clock.install();
    await page.goto('/en');
    await ui.chooseShop();

    // The start: a reservation made before a reload, or one that ran out meanwhile.
    const input = path.input as PrebookInput;
    if (input.stored) {
      // Tomorrow's slot: today's nearest stops taking orders within the hour at some times of
      // day, and the platform then refuses to keep it (a path's "held longer" would meet a no).
      await ui.reserveTomorrow();
      const expired = Date.parse(input.stored.expiresAt) <= input.now;
      if (expired) await page.clock.runFor(16 * 60_000);
      await page.reload({ waitUntil: 'domcontentloaded' });
      // The selected shop is kept across the reload (checked again with the platform).
      await expect(page.getByRole('button', { name: /Pick-up · Agora Kolonaki/ })).toBeVisible({
        timeout: 20_000,
      });
    }
    // The platform's answers, decided up front from the path's steps.
    const scenarios = [
      has('xstate.error.actor.reserveSlot') && 'reservation-fails',
      noPrediction && 'slots-by-cart',
    ].filter(Boolean);
    if (scenarios.length) {
      await context.addCookies([
        { name: 'demo_scenario', value: scenarios.join(','), url: baseURL! },
      ]);
    }

    const oracle = startOracle(input);
    await expectState(valueKey(oracle.getSnapshot().value), false);

    const hold: { release: (() => void) | null } = { release: null };
    let otherTab: Page | undefined;
    for (const [i, step] of path.steps.entries()) {
      await perform(step, valueKey(oracle.getSnapshot().value), path.steps[i + 1]);
      oracle.send(step.event as never);
      await expectState(valueKey(step.state), hold.release !== null);
    }
    hold.release?.();

    async function perform(step: JourneyStep, from: string, next: JourneyStep | undefined) {
      switch (step.event.type) {
        case 'prebook.open':
        case 'prebook.retry': {
          // What the days request will do: fail, hang (so the sheet is still loading when the
          // next step closes it), or reach the platform.
          const answer = next?.event.type;
          await page.unroute('**/delivery-days**');
          if (answer === 'xstate.error.actor.fetchDeliveryDays') {
            await page.route('**/delivery-days**', (route) => route.abort());
          } else if (answer === 'prebook.close' || answer === 'reservation.synced') {
            hold.release = await holdRoute(page, '**/delivery-days**', 'abort');
          }
          if (step.event.type === 'prebook.retry') await ui.retry.click();
          else if (from === valueKey({ expired: 'notified' })) await ui.pickAgain();
          else await ui.slotButton.click();
          return;
        }
        case 'reservation.synced': {
          // Another tab reserved a slot with the platform (a real reservation, so an order can
          // use it; its expiry as far from now as the model's is from the anchor), or ended it.
          const synced =
            (step.event as EventObject & { reservation?: PrebookInput['stored'] }).reservation ??
            null;
          const written = synced && {
            ...(await reserveElsewhere()),
            expiresAt: new Date(
              Date.parse(synced.expiresAt) -
                PREBOOK_ANCHOR +
                (await page.evaluate(() => Date.now())),
            ).toISOString(),
          };
          if (!otherTab) {
            otherTab = await context.newPage();
            await otherTab.goto('/favicon.svg');
          }
          await otherTab.evaluate((value) => {
            if (value) localStorage.setItem('reservation', JSON.stringify(value));
            else localStorage.removeItem('reservation');
          }, written);
          return;
        }
        case 'prebook.close':
          await ui.close.click();
          hold.release?.();
          hold.release = null;
          return;
        case 'day.select':
          return ui.pick('days');
        case 'slot.select':
          return ui.pick('times');
        case 'reservation.save':
          return ui.save.click();
        case 'reservation.extend': {
          // The platform's answer, as the path has it: the first answer while the call is still
          // out (a wake may come first: the call is held until then), or none (the path leaves
          // the state another way, which drops the call).
          const later = path.steps.slice(path.steps.indexOf(step) + 1);
          const until = later.findIndex((s) => valueKey(s.state) !== EXTENDING);
          const answer = later
            .slice(0, until === -1 ? later.length : until + 1)
            .find((s) => s.event.type.endsWith('.actor.extendReservation'))?.event as
            | (EventObject & { error?: { code?: string } })
            | undefined;
          const gate =
            answer && later[0]?.event === answer
              ? Promise.resolve()
              : new Promise<void>((release) => {
                  hold.release = release;
                });
          // The platform extends by its own clock; the page's runs ahead (page.clock), so its
          // answer is read in the page's time: as far from the page's now as from its own.
          const ahead = (await page.evaluate(() => Date.now())) - Date.now();
          await page.unroute(EXTENSION);
          await page.route(EXTENSION, async (route) => {
            await gate;
            const code = answer?.error?.code;
            if (answer?.type === 'xstate.done.actor.extendReservation') {
              const response = await route.fetch();
              const body = (await response.json()) as Reservation;
              const expiresAt = new Date(Date.parse(body.expiresAt) + ahead).toISOString();
              await route.fulfill({ response, json: { ...body, expiresAt } });
            } else if (code !== undefined) {
              await route.fulfill({
                status: 409,
                contentType: 'application/json',
                body: JSON.stringify({ code, userMessage: code }),
              });
            } else {
              // No answer at all (the connection dropped), or none the path waits for.
              await route.abort('internetdisconnected').catch(() => {});
            }
          });
          await ui.keep.click();
          return;
        }
        case 'xstate.done.actor.extendReservation':
        case 'xstate.error.actor.extendReservation':
          // The held call gets its answer now.
          hold.release?.();
          hold.release = null;
          return;
        case 'notice.dismiss':
          // The kept slot's confirmation, or the reservation-error modal.
          if (from.startsWith('{"reserved"')) return ui.keptOk.click();
          return ui.reservationError.getByRole('button', { name: 'Choose another slot' }).click();
        case 'visibility.wake':
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          return;
        case 'checkout.enter':
          await page.goto('/en/checkout', { waitUntil: 'domcontentloaded' });
          return;
        case 'checkout.leave':
          // Through the header's home link (the same document: the journey goes on), or, with
          // the expiry modal covering the page, by loading the home page.
          if (from === valueKey({ expired: 'notified' })) {
            await page.goto('/en', { waitUntil: 'domcontentloaded' });
          } else {
            await page.getByRole('link', { name: 'Agora Market, home' }).click();
          }
          await expect(page).toHaveURL(/\/en\/?$/);
          return;
        case 'order.placed':
          await ui.placeOrder();
          // The used reservation is not kept for the next order either.
          await expect.poll(() => ui.stored()).toBeNull();
          return;
        case 'xstate.after.TICK.prebook.reserved.counting':
        case 'xstate.after.TICK.prebook.reserved.warning':
          return page.clock.runFor(60_000);
        case 'xstate.after.untilWarning.prebook.reserved.counting':
          // Into the last 5 minutes of the kept reservation.
          return page.clock.runFor(Math.max((await ui.msLeft()) - 5 * 60_000, 0) + 1_000);
        case 'xstate.after.untilExpiry.prebook.reserved': {
          // Past the kept reservation's expiry (one from another tab may hold longer than 15 min).
          return page.clock.runFor(Math.max(await ui.msLeft(), 0) + 60_000);
        }
        default:
          // The platform answers (days, reservation): nothing to do but watch the page.
          return;
      }
    }

    /** A free slot of the selected shop, reserved through the platform's API as another tab would. */
    async function reserveElsewhere() {
      const { shopId, service } = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('shopSelection') ?? '{}') as {
            shopId: string;
            service: 'easy' | 'express' | 'takeAway';
          },
      );
      // The browser's demo session (its own platform data), without the path's scenarios.
      const session = (await context.cookies()).find((c) => c.name === 'demo_session');
      const headers = { appId: 'demo-shop', cookie: `demo_session=${session?.value}` };
      const days = (await (
        await request.get(`/api/v3/shops/${shopId}/delivery-days?service=${service}`, { headers })
      ).json()) as DeliveryDay[];
      const free = days.flatMap((d) => d.timeslots).filter((t) => t.isAvailable);
      const slot = free[free.length - 1]!;
      const reply = await request.post('/api/v3/timeslots/reservations', {
        headers,
        data: {
          shop: shopId,
          deliveryService: service,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          idempotencyKey: `other-tab-${Date.now()}-${Math.random()}`,
        },
      });
      expect(reply.ok()).toBe(true);
      const reserved = (await reply.json()) as Reservation;
      return { ...reserved, target: { shopId, service } };
    }

    async function expectState(state: string, holding: boolean) {
      const { notice, slot, reservation } = oracle.getSnapshot().context;
      const refused = reservation?.extensionRefused === true;
      // Too quick to see on the demo platform; the answer is asserted next.
      if (state === valueKey({ picking: 'reserving' })) return;
      const sheetOpen = state.startsWith('{"picking"') && notice !== 'reservationFailed';
      await (sheetOpen ? expect(ui.sheet).toBeVisible() : expect(ui.sheet).toBeHidden());
      // "Keep my slot" refused: the sheet opened by itself says why, until a slot is marked.
      if (sheetOpen && notice === 'extensionRefused')
        await expect(ui.extensionRefused).toBeVisible();
      if (sheetOpen && notice === 'extensionLimit') await expect(ui.extensionLimit).toBeVisible();
      if (state === LOADING) {
        // Still loading only while the request is held; otherwise the days may be there already.
        if (holding) await expect(ui.busy).toBeVisible();
        return;
      }
      const slotSection = page.getByRole('region', { name: 'Time slot', exact: true });
      if (oracle.getSnapshot().context.atCheckout && !state.startsWith('{"expired"')) {
        // On checkout the header has no time-slot button: the page's slot section tells.
        await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
        await expect(slotSection).toContainText(
          state.startsWith('{"reserved"')
            ? /reserved for \d+ more min/
            : 'No time slot reserved yet.',
        );
        await expect(ui.expiryModal).toBeHidden();
        await (state === WARNING || state === EXTENDING
          ? expect(ui.warning).toBeVisible()
          : expect(ui.warning).toBeHidden());
        return;
      }
      switch (state) {
        case 'idle':
        case valueKey({ expired: 'quiet' }):
          await expect(ui.slotButton).toHaveAccessibleName('Delivery time: choose a time slot');
          await expect(ui.expiryModal).toBeHidden();
          return;
        case valueKey({ expired: 'notified' }):
          // After a fresh load of checkout (the kept shop is checked again meanwhile).
          await expect(ui.expiryModal).toBeVisible({ timeout: 20_000 });
          return;
        case COUNTING:
          // Kept for a reload: written as the state is entered, read here as soon as it shows.
          await expect.poll(async () => (await ui.stored())?.requestId).toBeTruthy();
          await ui.expectCountdown();
          await expect(ui.warning).toBeHidden();
          if (notice === 'slotKept') {
            // Kept: said, and the pressed button, now "OK", still has the focus.
            await expect(ui.kept).toContainText(/kept: it is held for 1[45] more min/);
            await expect(ui.kept.getByRole('status')).toHaveText('Your time slot is kept.');
            await expect(ui.keptOk).toBeFocused();
          } else await expect(ui.kept).toBeHidden();
          return;
        case WARNING:
          // Under the header, announced, with the minutes left (5 or fewer).
          await expect(ui.warning).toBeVisible();
          await expect(ui.warning).toContainText(/held for [1-5] more min/);
          // Refused before, it offers another time instead (and says so).
          await expect(
            ui.warning.getByRole('alert').filter({
              hasText: refused ? 'Choose another time to keep ordering' : 'Keep my slot to hold it',
            }),
          ).toHaveCount(1);
          await (refused ? expect(ui.keep).toBeHidden() : expect(ui.keep).toBeEnabled());
          await (notice === 'extensionFailed'
            ? expect(ui.extensionFailed).toBeVisible()
            : expect(ui.extensionFailed).toBeHidden());
          await ui.expectCountdown();
          return;
        case EXTENDING:
          // Seen while the call is held; an answer at once may already have come (it is
          // asserted next).
          if (holding) await expect(ui.keeping).toBeVisible();
          return;
        case valueKey({ picking: { browsing: 'failed' } }):
          await expect(ui.daysFailed).toBeVisible();
          await expect(ui.retry).toBeEnabled();
          await expect(ui.save).toBeDisabled();
          return;
        case valueKey({ picking: { browsing: 'choosing' } }):
          if (notice === 'reservationFailed') {
            await expect(ui.reservationError).toBeVisible();
            return;
          }
          await expect(ui.days.getByRole('radio', { checked: true })).toHaveCount(1);
          await expect(ui.times.getByRole('radio', { checked: true })).toHaveCount(slot ? 1 : 0);
          await (notice === 'noSlotSelected'
            ? expect(ui.noSlotAlert).toBeVisible()
            : expect(ui.noSlotAlert).toBeHidden());
          await expect(ui.save).toBeEnabled();
          return;
        default:
          throw new Error(`No assertion for ${state}`);
      }
    }
  });
}
