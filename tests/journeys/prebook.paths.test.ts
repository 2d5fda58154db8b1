import { prebookMachine } from '@machines/prebook/prebook.machine';
import { PREBOOK_ANCHOR, prebookModel } from '@machines/prebook/prebook.model';
import {
  extensionRefused,
  isExpiryWarning,
  isSlotKept,
  minutesLeft,
  slotsOfDay,
} from '@machines/prebook/prebook.selectors';
import type { DeliveryDay, PrebookContext, Reservation } from '@machines/prebook/prebook.types';
import { generateJourneyPaths, type JourneyStep } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, fromPromise } from 'xstate';
import { replayPath } from './replay';

const paths = generateJourneyPaths(prebookMachine, prebookModel);

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Fake effects: the platform calls wait for the path to say how they end. */
function fakeEffects() {
  const pending: {
    days?: Deferred<{ days: DeliveryDay[]; strategy: string }>;
    reserve?: Deferred<Reservation>;
    extend?: Deferred<Reservation>;
  } = {};
  const effects = {
    persisted: undefined as PrebookContext['reservation'] | undefined,
    /** Writes of this tab (another tab's writes are not counted). */
    writes: 0,
    reserveCalls: 0,
    extendCalls: [] as string[],
    extendInputs: [] as { requestId: string; expiresAt: string }[],
  };
  const provided = prebookMachine.provide({
    actions: {
      syncNow: assign({ now: () => Date.now() }),
      persistReservation: (_, { reservation }) => {
        effects.persisted = reservation;
        effects.writes += 1;
      },
    },
    actors: {
      fetchDeliveryDays: fromDeferred<{ days: DeliveryDay[]; strategy: string }>((d) => {
        pending.days = d;
      }),
      reserveSlot: fromDeferred<Reservation>((d) => {
        effects.reserveCalls += 1;
        pending.reserve = d;
      }),
      extendReservation: fromPromise<Reservation, { requestId: string; expiresAt: string }>(
        ({ input }) =>
          new Promise<Reservation>((resolve, reject) => {
            effects.extendCalls.push(input.requestId);
            effects.extendInputs.push(input);
            pending.extend = { resolve, reject };
          }),
      ),
    },
  });
  return { machine: provided, pending, effects };
}

// biome-ignore lint/suspicious/noExplicitAny: the fake accepts whatever input the journey sends.
function fromDeferred<T>(register: (deferred: Deferred<T>) => void): any {
  return fromPromise<T, unknown>(
    () =>
      new Promise<T>((resolve, reject) => {
        register({ resolve, reject });
      }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PREBOOK_ANCHOR);
});
afterEach(() => vi.useRealTimers());

async function perform(
  actor: AnyActorRef,
  step: JourneyStep,
  { pending, effects }: ReturnType<typeof fakeEffects>,
) {
  const event = step.event as { type: string; output?: unknown; error?: unknown };
  switch (event.type) {
    case 'reservation.synced': {
      // Another tab writes the stored copy (shared storage), with its expiry as far from the
      // moment it writes as the model's is from the anchor: a reservation it has just made.
      const synced = (event as { reservation?: PrebookContext['reservation'] }).reservation ?? null;
      const reservation = synced && {
        ...synced,
        expiresAt: new Date(
          Date.parse(synced.expiresAt) - PREBOOK_ANCHOR + Date.now(),
        ).toISOString(),
      };
      effects.persisted = reservation;
      const writes = effects.writes;
      actor.send({ type: 'reservation.synced', reservation });
      // The tab that follows never writes back (no echo between tabs).
      expect(effects.writes).toBe(writes);
      break;
    }
    case 'xstate.done.actor.fetchDeliveryDays':
      pending.days!.resolve(event.output as { days: DeliveryDay[]; strategy: string });
      break;
    case 'xstate.error.actor.fetchDeliveryDays':
      pending.days!.reject(event.error);
      break;
    case 'xstate.done.actor.reserveSlot':
      pending.reserve!.resolve(event.output as Reservation);
      break;
    case 'xstate.error.actor.reserveSlot':
      pending.reserve!.reject(event.error);
      break;
    case 'xstate.after.TICK.prebook.reserved.counting':
    case 'xstate.after.TICK.prebook.reserved.warning':
      await vi.advanceTimersByTimeAsync(60_000);
      return;
    case 'xstate.after.untilWarning.prebook.reserved.counting': {
      const { reservation, warnBeforeMs } = actor.getSnapshot().context as PrebookContext;
      await vi.advanceTimersByTimeAsync(
        Date.parse(reservation!.expiresAt) - warnBeforeMs - Date.now(),
      );
      return;
    }
    case 'xstate.done.actor.extendReservation': {
      // Held as long from the press as the model's is from the anchor.
      const output = event.output as Reservation;
      pending.extend!.resolve({
        ...output,
        expiresAt: new Date(
          Date.parse(output.expiresAt) - PREBOOK_ANCHOR + Date.now(),
        ).toISOString(),
      });
      break;
    }
    case 'xstate.error.actor.extendReservation':
      pending.extend!.reject(event.error);
      break;
    case 'xstate.after.untilExpiry.prebook.reserved': {
      const { reservation } = actor.getSnapshot().context as PrebookContext;
      await vi.advanceTimersByTimeAsync(Date.parse(reservation!.expiresAt) - Date.now());
      return;
    }
    default:
      actor.send(step.event);
  }
  await vi.advanceTimersByTimeAsync(0);
}

function invariant(effects: ReturnType<typeof fakeEffects>['effects']) {
  return (actor: AnyActorRef) => {
    const s = actor.getSnapshot();
    const c = s.context as PrebookContext;
    if (s.matches('awaitingKept')) {
      // Prerendered HTML: no reservation shown, nothing written before the kept one is read.
      expect(c.reservation).toBeNull();
      expect(effects.persisted).toBeUndefined();
    } else if (s.matches('idle')) {
      expect(c.reservation).toBeNull();
      expect(s.hasTag('sheet')).toBe(false);
    } else if (s.matches({ picking: { browsing: 'loading' } })) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches({ picking: { browsing: 'failed' } })) {
      expect(c.notice).toBe('daysFailed');
    } else if (s.matches({ picking: { browsing: 'choosing' } })) {
      expect(s.hasTag('sheet')).toBe(true);
      const { slots } = slotsOfDay(s);
      if (c.slot !== null) expect(slots.find((t) => t.startsAt === c.slot)?.isAvailable).toBe(true);
    } else if (s.matches({ picking: 'reserving' })) {
      expect(c.slot).not.toBeNull();
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('reserved')) {
      expect(c.reservation).not.toBeNull();
      expect(minutesLeft(s)).toBeGreaterThan(0);
      if (effects.persisted !== undefined) expect(effects.persisted).toEqual(c.reservation);
      // The warning comes 5 minutes before the expiry, not earlier, and stays until it or an
      // extension; only then is "Keep my slot" pressed.
      const left = Date.parse(c.reservation!.expiresAt) - Date.now();
      expect(s.hasTag('expiryWarning')).toBe(!s.matches({ reserved: 'counting' }));
      if (s.matches({ reserved: 'counting' })) expect(left).toBeGreaterThan(c.warnBeforeMs);
      else expect(left).toBeLessThanOrEqual(c.warnBeforeMs);
      expect(s.hasTag('busy')).toBe(s.matches({ reserved: 'extending' }));
    } else if (s.matches('expired')) {
      expect(c.reservation).toBeNull();
      // The stored copy is kept (past its expiry) so a reload still shows the expiry modal.
      if (effects.persisted)
        expect(Date.parse(effects.persisted.expiresAt)).toBeLessThanOrEqual(c.now);
      expect(s.hasTag('expiryModal')).toBe(s.matches({ expired: 'notified' }));
      // Met at checkout, the expiry modal is open at once; away from it, it waits.
      expect(s.matches({ expired: 'notified' })).toBe(c.atCheckout);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  };
}

describe('pre-book journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(80);
  });

  for (const path of paths) {
    it(path.name, async () => {
      const fake = fakeEffects();
      const { machine, effects } = fake;
      await replayPath(path, {
        machine,
        invariant: invariant(effects),
        perform: (actor, step) => perform(actor, step, fake),
        afterStep: (actor, step) => {
          const c = actor.getSnapshot().context as PrebookContext;
          if (step.event.type === 'reservation.synced') {
            // This tab holds what the other one keeps: counting down to its slot, or nothing.
            const s = actor.getSnapshot();
            const kept = effects.persisted ?? null;
            expect(c.reservation).toEqual(kept);
            if (!s.hasTag('sheet')) expect(s.matches(kept ? 'reserved' : 'idle')).toBe(true);
          }
          if (step.event.type === 'session.loggedOut') {
            // A logout here: no slot held, none kept for the next page.
            expect(actor.getSnapshot().matches('idle')).toBe(true);
            expect(c.reservation).toBeNull();
            expect(effects.persisted).toBeNull();
          }
          if (step.event.type === 'xstate.done.actor.fetchDeliveryDays') {
            // DEFAULT predicts the earliest free slot of the first enabled day; the other waits.
            const predicted = c.strategy === 'DEFAULT';
            expect(c.day).toBe('2026-06-01');
            expect(c.slot).toBe(predicted ? c.days[0]!.timeslots[0]!.startsAt : null);
          }
          if (step.event.type === 'prebook.open' && effects.persisted !== undefined) {
            // Opening the sheet after an expiry forgets the expired reservation.
            if (c.reservation === null) expect(effects.persisted).toBeNull();
          }
          if (step.event.type === 'order.placed') {
            // The order used the reservation: neither the journey nor the stored copy keeps it.
            expect(c.reservation).toBeNull();
            expect(effects.persisted).toBeNull();
          }
          if (step.event.type === 'reservation.extend') {
            // One call, for the reservation that is running out.
            expect(effects.extendCalls.at(-1)).toBe(c.reservation!.requestId);
          }
          if (step.event.type === 'xstate.done.actor.extendReservation') {
            // Held 15 minutes from the press, kept for a reload and the other tabs; said, or the
            // sheet asked for meanwhile opens.
            const s = actor.getSnapshot();
            expect(Date.parse(c.reservation!.expiresAt) - Date.now()).toBe(15 * 60_000);
            expect(effects.persisted).toEqual(c.reservation);
            expect(c.reservation!.extensionRefused).toBeUndefined();
            if (s.hasTag('sheet')) expect(c.openAfter).toBeNull();
            else {
              expect(s.matches({ reserved: 'counting' })).toBe(true);
              expect(isSlotKept(s)).toBe(true);
            }
          }
          if (step.event.type === 'xstate.error.actor.extendReservation') {
            const { code } = (step.event as unknown as { error: { code?: string } }).error;
            const s = actor.getSnapshot();
            if (code === undefined) {
              // No answer: the warning stays, says so, and Keep my slot may be pressed again (a
              // sheet asked for meanwhile is not opened: the header's button opens it again).
              expect(s.matches({ reserved: 'warning' })).toBe(true);
              expect(c.notice).toBe('extensionFailed');
              expect(c.openAfter).toBeNull();
              expect(c.reservation!.extensionRefused).toBeUndefined();
            } else if (code === 'RESERVATION_EXPIRED') {
              // The platform let it go: expired here, and for a reload and the other tabs.
              expect(s.matches('expired')).toBe(true);
              expect(Date.parse(effects.persisted!.expiresAt)).toBeLessThanOrEqual(Date.now());
            } else {
              // Refused: the sheet opens for another slot and says why; the reservation stands
              // until its expiry and is not offered for extension again, after a reload either.
              expect(s.hasTag('sheet')).toBe(true);
              expect(c.notice).toBe(
                code === 'EXTENSION_LIMIT' ? 'extensionLimit' : 'extensionRefused',
              );
              expect(c.reservation!.extensionRefused).toBe(true);
              expect(effects.persisted).toEqual(c.reservation);
            }
          }
          if (step.event.type === 'xstate.error.actor.reserveSlot') {
            expect(c.notice).toBe('reservationFailed');
            expect(c.slot).toBeNull();
          }
          if (
            step.event.type === 'reservation.save' &&
            actor.getSnapshot().matches({ picking: { browsing: 'choosing' } })
          ) {
            expect(c.notice).toBe('noSlotSelected');
          }
        },
      });
    });
  }
});

describe('pre-book journey: coverage of the generated paths', () => {
  it('every transition and state of the machine is on some generated path', async () => {
    const seen = new Set<string>();
    for (const path of paths) {
      vi.setSystemTime(PREBOOK_ANCHOR);
      const fake = fakeEffects();
      const { machine, effects } = fake;
      const taken = await replayPath(path, {
        machine,
        invariant: invariant(effects),
        perform: (actor, step) => perform(actor, step, fake),
      });
      for (const key of taken) seen.add(key);
    }
    expect(
      definedTransitions(prebookMachine)
        .map((t) => t.key)
        .filter((k) => !seen.has(k)),
    ).toEqual([]);
    const visited = new Set(
      [...seen].flatMap((k) => k.split(/ --.*--> /).flatMap((p) => p.split(','))),
    );
    expect(definedStates(prebookMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});

describe('pre-book journey: a reservation written by another tab', () => {
  const live = (minutes: number, requestId: string) => ({
    requestId,
    startsAt: '2026-06-01T09:00:00.000Z',
    endsAt: '2026-06-01T11:00:00.000Z',
    expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    target: { shopId: 'shop-kolonaki', service: 'takeAway' as const },
  });
  const start = (stored: PrebookContext['reservation']) => {
    const { machine, effects } = fakeEffects();
    const actor = createActor(machine, {
      input: { stored, strategy: 'DEFAULT', now: Date.now() },
    }).start();
    return { actor, effects };
  };

  it('a copy that already ran out is decided as after a reload: expired, not reserved', () => {
    const { actor, effects } = start(live(10, 'mine'));
    actor.send({ type: 'reservation.synced', reservation: live(-1, 'theirs') });
    expect(actor.getSnapshot().value).toEqual({ expired: 'quiet' });
    expect(effects.writes).toBe(0);
  });

  it('the clock is read again before deciding: a tab idle for long takes a live copy as live', async () => {
    const { actor } = start(null);
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    const theirs = live(15, 'theirs');
    actor.send({ type: 'reservation.synced', reservation: theirs });
    expect(actor.getSnapshot().value).toEqual({ reserved: 'counting' });
    expect(minutesLeft(actor.getSnapshot())).toBe(15);
    expect(actor.getSnapshot().context.target).toEqual(theirs.target);
  });

  it('the countdown follows the new reservation: it runs out at its own expiry', async () => {
    const { actor } = start(live(5, 'mine'));
    actor.send({ type: 'reservation.synced', reservation: live(20, 'theirs') });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(actor.getSnapshot().value).toEqual({ reserved: 'counting' });
    expect(minutesLeft(actor.getSnapshot())).toBe(10);
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 1_000);
    expect(actor.getSnapshot().value).toEqual({ expired: 'quiet' });
  });
});

describe('pre-book journey: what Keep my slot leaves behind', () => {
  const live = (minutes: number, requestId = 'mine') => ({
    requestId,
    startsAt: '2026-06-01T09:00:00.000Z',
    endsAt: '2026-06-01T11:00:00.000Z',
    expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    target: { shopId: 'shop-kolonaki', service: 'takeAway' as const },
  });
  const warned = () => {
    const fake = fakeEffects();
    const actor = createActor(fake.machine, {
      input: { stored: live(4), strategy: 'DEFAULT', now: Date.now() },
    }).start();
    expect(actor.getSnapshot().value).toEqual({ reserved: 'warning' });
    return { actor, ...fake };
  };

  it('asks the platform for this reservation from this expiry, so a press again gets the same extension', () => {
    const { actor, effects } = warned();
    actor.send({ type: 'reservation.extend' });
    const { reservation } = actor.getSnapshot().context;
    expect(effects.extendCalls).toEqual([reservation!.requestId]);
    expect(effects.extendInputs.at(-1)).toEqual({
      requestId: reservation!.requestId,
      expiresAt: reservation!.expiresAt,
    });
  });

  it('a failure said in the warning is gone once another tab keeps the slot', async () => {
    const { actor, pending } = warned();
    actor.send({ type: 'reservation.extend' });
    pending.extend!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notice).toBe('extensionFailed');
    actor.send({ type: 'reservation.synced', reservation: live(15) });
    expect(actor.getSnapshot().value).toEqual({ reserved: 'counting' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    // Ten minutes on, the warning comes without the old failure.
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 1_000);
    expect(actor.getSnapshot().value).toEqual({ reserved: 'warning' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("a refusal's reason is the sheet's: closed, or after the expiry, the sheet opens without it", async () => {
    const { actor, pending } = warned();
    actor.send({ type: 'reservation.extend' });
    pending.extend!.reject({ code: 'EXTENSION_LIMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notice).toBe('extensionLimit');
    actor.send({ type: 'prebook.close' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.send({ type: 'prebook.open', target: live(0).target });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('the header asked for the sheet while the platform answered: it opens with the slot held longer', async () => {
    const { actor, pending, effects } = warned();
    actor.send({ type: 'reservation.extend' });
    const target = { shopId: 'shop-kifisia', service: 'easy' as const, postalCode: '14562' };
    actor.send({ type: 'prebook.open', target });
    expect(actor.getSnapshot().matches({ reserved: 'extending' })).toBe(true);
    pending.extend!.resolve({ ...live(15), target: undefined } as never);
    await vi.advanceTimersByTimeAsync(0);
    const s = actor.getSnapshot();
    expect(s.hasTag('sheet')).toBe(true);
    expect(s.context.target).toEqual(target);
    expect(minutesLeft(actor.getSnapshot())).toBeNull();
    expect(effects.persisted?.expiresAt).toBe(live(15).expiresAt);
    actor.send({ type: 'prebook.close' });
    expect(minutesLeft(actor.getSnapshot())).toBe(15);
  });

  it('another tab keeping the same slot meanwhile: this tab counts down to that extension', async () => {
    const { actor, pending } = warned();
    actor.send({ type: 'reservation.extend' });
    actor.send({ type: 'reservation.synced', reservation: live(15) });
    expect(actor.getSnapshot().value).toEqual({ reserved: 'counting' });
    expect(minutesLeft(actor.getSnapshot())).toBe(15);
    // Its own answer, the same extension, arrives after: nothing waits for it any more.
    pending.extend!.resolve({ ...live(15), target: undefined } as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(minutesLeft(actor.getSnapshot())).toBe(15);
  });

  it('a kept slot is said until dismissed, or until the next warning', async () => {
    const { actor, pending } = warned();
    actor.send({ type: 'reservation.extend' });
    pending.extend!.resolve({ ...live(15), target: undefined } as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(isSlotKept(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'notice.dismiss' });
    expect(isSlotKept(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'reservation.extend' });
    expect(actor.getSnapshot().value).toEqual({ reserved: 'counting' });

    const again = warned();
    again.actor.send({ type: 'reservation.extend' });
    again.pending.extend!.resolve({ ...live(15), target: undefined } as never);
    await vi.advanceTimersByTimeAsync(10 * 60_000 + 1_000);
    expect(again.actor.getSnapshot().value).toEqual({ reserved: 'warning' });
    expect(again.actor.getSnapshot().context.notice).toBeNull();
  });

  it('a refusal is kept with the reservation: after a reload, it is not offered again', async () => {
    const { actor, pending, effects } = warned();
    actor.send({ type: 'reservation.extend' });
    pending.extend!.reject({ code: 'SLOT_UNAVAILABLE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.persisted?.extensionRefused).toBe(true);
    const reloaded = createActor(fakeEffects().machine, {
      input: { stored: effects.persisted!, strategy: 'DEFAULT', now: Date.now() },
    }).start();
    expect(reloaded.getSnapshot().value).toEqual({ reserved: 'warning' });
    expect(extensionRefused(reloaded.getSnapshot())).toBe(true);
    reloaded.send({ type: 'reservation.extend' });
    expect(reloaded.getSnapshot().value).toEqual({ reserved: 'warning' });
  });

  /** An extension refused (`code`), then the sheet's days answered: the refusal sheet's state. */
  async function refusalSheet(
    code: string,
    /** The days the platform answers (slots without their display dates: the sheet needs none). */
    daysAround: (held: string) => object[],
  ): Promise<{ held: string; day: string | null; slot: string | null }> {
    const { actor, pending } = warned();
    const held = actor.getSnapshot().context.reservation!.startsAt;
    actor.send({ type: 'reservation.extend' });
    pending.extend!.reject({ code });
    await vi.advanceTimersByTimeAsync(0);
    pending.days!.resolve({ days: daysAround(held) as DeliveryDay[], strategy: 'DEFAULT' });
    await vi.advanceTimersByTimeAsync(0);
    const { day, slot } = actor.getSnapshot().context;
    return { held, day, slot };
  }
  const freeSlot = (startsAt: string) => ({ startsAt, endsAt: startsAt, isAvailable: true });
  const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString();

  it('the sheet a refusal opens marks a free slot other than the one held', async () => {
    const { slot } = await refusalSheet('EXTENSION_LIMIT', (held) => [
      {
        date: '2026-06-01',
        timeslots: [
          { startsAt: held, endsAt: '2026-06-01T11:00:00.000Z', isAvailable: true },
          {
            startsAt: '2026-06-01T11:00:00.000Z',
            endsAt: '2026-06-01T13:00:00.000Z',
            isAvailable: true,
          },
        ],
      },
    ]);
    expect(slot).toBe('2026-06-01T11:00:00.000Z');
  });

  it("the sheet a refusal opens shows the held slot's day, not the first day", async () => {
    // A day before the held one, with a free slot at the same hour.
    const later = (held: string) => new Date(Date.parse(held) + 2 * 3_600_000).toISOString();
    const { held, day, slot } = await refusalSheet('SLOT_UNAVAILABLE', (held) => [
      { date: dayBefore(held).slice(0, 10), timeslots: [freeSlot(dayBefore(held))] },
      { date: held.slice(0, 10), timeslots: [freeSlot(held), freeSlot(later(held))] },
    ]);
    expect(day).toBe(held.slice(0, 10));
    expect(slot).toBe(later(held));
  });

  it('a held day with no other free slot: the sheet opens on the first day with one', async () => {
    const { held, day, slot } = await refusalSheet('SLOT_UNAVAILABLE', (held) => [
      { date: dayBefore(held).slice(0, 10), timeslots: [freeSlot(dayBefore(held))] },
      { date: held.slice(0, 10), timeslots: [freeSlot(held)] },
    ]);
    expect(day).toBe(dayBefore(held).slice(0, 10));
    expect(slot).toBe(dayBefore(held));
  });

  it('the platform has let the slot go: expired here and after a reload', async () => {
    const { actor, pending, effects } = warned();
    actor.send({ type: 'reservation.extend' });
    pending.extend!.reject({ code: 'RESERVATION_EXPIRED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ expired: 'quiet' });
    const reloaded = createActor(fakeEffects().machine, {
      input: { stored: effects.persisted!, strategy: 'DEFAULT', now: Date.now() },
    }).start();
    expect(reloaded.getSnapshot().value).toEqual({ expired: 'quiet' });
  });

  it('a tab woken past the expiry shows no warning before it takes the expiry', async () => {
    const { actor } = warned();
    vi.setSystemTime(Date.now() + 5 * 60_000);
    actor.send({ type: 'visibility.wake' });
    expect(isExpiryWarning(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ expired: 'quiet' });
  });
});
