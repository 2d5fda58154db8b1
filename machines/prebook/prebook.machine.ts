import { assign, fromPromise, not, setup } from 'xstate';
import type { TimeslotStrategy } from '@/api/contract/config';
import {
  type DeliveryDay,
  extensionRefusal,
  isDayEnabled,
  type PrebookContext,
  type PrebookEvent,
  type PrebookInput,
  type Reservation,
  type SlotTarget,
} from './prebook.types';

const TICK_MS = 60_000;
/** How long before its expiry a reservation warns, unless the input says otherwise. */
export const DEFAULT_WARN_BEFORE_MS = 5 * 60_000;

function notProvided(name: string): never {
  throw new Error(`prebook: effect "${name}" not provided`);
}

/** The platform's answers that refuse an extension of a live reservation (contract/timeslots). */
const REFUSALS = ['SLOT_UNAVAILABLE', 'EXTENSION_LIMIT'];
const errorCode = (event: unknown) => (event as { error?: { code?: unknown } }).error?.code;

const firstEnabledDay = (days: DeliveryDay[]) => days.find(isDayEnabled)?.date ?? null;
/** The day of a slot, when it is an enabled day of these days. */
const dayOfSlot = (days: DeliveryDay[], startsAt: string | null | false | undefined) =>
  days.find((d) => isDayEnabled(d) && d.timeslots.some((s) => s.startsAt === startsAt))?.date ??
  null;
/** The first free slot of the day, other than `held` (the slot the shopper holds already). */
const firstAvailableSlot = (
  days: DeliveryDay[],
  date: string | null,
  held?: string | null | false,
) =>
  days.find((d) => d.date === date)?.timeslots.find((s) => s.isAvailable && s.startsAt !== held)
    ?.startsAt ?? null;

export const prebookMachine = setup({
  types: {
    input: {} as PrebookInput,
    context: {} as PrebookContext,
    events: {} as PrebookEvent,
  },
  actors: {
    /** The delivery days of the target, and the slot strategy configured now. */
    fetchDeliveryDays: fromPromise<{ days: DeliveryDay[]; strategy: TimeslotStrategy }, SlotTarget>(
      async () => notProvided('fetchDeliveryDays'),
    ),
    /** Reserves once per attempt: the app sends an idempotency key per attempt. */
    reserveSlot: fromPromise<Reservation, { target: SlotTarget; startsAt: string; endsAt: string }>(
      async () => notProvided('reserveSlot'),
    ),
    /**
     * Holds the reservation longer (a new expiry). The platform's refusals reject with its code
     * (`SLOT_UNAVAILABLE`, `EXTENSION_LIMIT`, `RESERVATION_EXPIRED`); anything else (no
     * connection, a server error) is a failure the shopper may try again.
     */
    extendReservation: fromPromise<Reservation, { requestId: string; expiresAt: string }>(
      async () => notProvided('extendReservation'),
    ),
  },
  actions: {
    persistReservation: (_, _params: { reservation: PrebookContext['reservation'] }) =>
      notProvided('persistReservation'),
    /** Takes the platform's extension (a new expiry, no refusal) and says the slot is kept. */
    takeExtension: assign(({ context, event }) => {
      const { output } = event as unknown as { output: Reservation };
      return {
        reservation: { ...output, target: context.reservation!.target },
        notice: 'slotKept' as const,
      };
    }),
    /** Reads the clock. Pure by default (time stands still); the app provides the real clock. */
    syncNow: assign({ now: ({ context }) => context.now }),
    /** The warning's moment has come for this expiry: a re-entry (a tick, a wake) keeps it. */
    markWarned: assign({ warnedFor: ({ context }) => context.reservation?.expiresAt ?? null }),
    /** Takes the reservation another tab keeps (restoring then decides what it means). */
    takeSyncedReservation: assign(({ context, event }) => {
      if (event.type !== 'reservation.synced') return {};
      const { reservation } = event;
      // Another tab wrote a new reservation or an extension: the clock decides about warning.
      return {
        reservation,
        target: reservation?.target ?? context.target,
        slot: null,
        warnedFor: null,
        notice: null,
        openAfter: null,
      };
    }),
  },
  guards: {
    isKeptLater: ({ context }) => context.keptLater,
    hasLiveStoredReservation: ({ context }) =>
      context.reservation !== null && Date.parse(context.reservation.expiresAt) > context.now,
    /** A slot is marked and the sheet is not covered by the reservation-error modal. */
    canReserve: ({ context }) => context.slot !== null && context.notice !== 'reservationFailed',
    isDayEnabled: ({ context, event }) =>
      event.type === 'day.select' &&
      context.days.some((d) => d.date === event.date && isDayEnabled(d)),
    isSlotAvailable: ({ context, event }) =>
      event.type === 'slot.select' &&
      context.days.some((d) =>
        d.timeslots.some((s) => s.startsAt === event.startsAt && s.isAvailable),
      ),
    hasReservation: ({ context }) => context.reservation !== null,
    isWithinWarning: ({ context }) =>
      context.reservation !== null &&
      (context.warnedFor === context.reservation.expiresAt ||
        Date.parse(context.reservation.expiresAt) - context.now <= context.warnBeforeMs),
    /** The platform said no (rather than not answering): asking again would not change it. */
    isRefusal: ({ event }) => REFUSALS.includes(String(errorCode(event))),
    /** The platform no longer holds the reservation: it ran out there (clocks differ), or is used. */
    isGoneOnPlatform: ({ event }) => errorCode(event) === 'RESERVATION_EXPIRED',
    /** Not refused for this reservation already (the platform's answer would not change). */
    canExtend: ({ context }) =>
      context.reservation !== null && context.reservation.extensionRefused !== true,
    /** The shopper asked for the sheet while the platform was answering. */
    isSheetAsked: ({ context }) => context.openAfter !== null,
    /** The kept-slot confirmation is on screen. */
    isSlotKeptShown: ({ context }) => context.notice === 'slotKept',

    /** Another tab now keeps a reservation (an empty copy changes nothing for a tab without one). */
    hasSyncedReservation: ({ event }) =>
      event.type === 'reservation.synced' && event.reservation !== null,
    isAtCheckout: ({ context }) => context.atCheckout,
    isAwayFromCheckout: ({ context }) => !context.atCheckout,
    /** The reservation-error modal (its button is the only way to dismiss a notice). */
    isErrorModalOpen: ({ context }) => context.notice === 'reservationFailed',
    isSheetReachable: ({ context }) => context.notice !== 'reservationFailed',
  },
  delays: {
    TICK: TICK_MS,
    untilExpiry: ({ context }) =>
      context.reservation
        ? Math.max(0, Date.parse(context.reservation.expiresAt) - context.now)
        : 0,
    untilWarning: ({ context }) =>
      context.reservation
        ? Math.max(
            0,
            Date.parse(context.reservation.expiresAt) - context.warnBeforeMs - context.now,
          )
        : 0,
  },
}).createMachine({
  id: 'prebook',
  description: 'Pre-book a delivery or pickup time slot; the reservation counts down to expiry.',
  context: ({ input }) => ({
    strategy: input.strategy,
    target: input.stored?.target ?? null,
    days: [],
    day: null,
    slot: null,
    reservation: input.stored,
    now: input.now,
    notice: null,
    atCheckout: false,
    warnBeforeMs: input.warnBeforeMs ?? DEFAULT_WARN_BEFORE_MS,
    openAfter: null,
    warnedFor: null,
    keptLater: input.keptLater === true,
  }),
  on: {
    'checkout.enter': { guard: 'isAwayFromCheckout', actions: assign({ atCheckout: true }) },
    'checkout.leave': { guard: 'isAtCheckout', actions: assign({ atCheckout: false }) },
    'session.loggedOut': {
      guard: not('isKeptLater'),
      target: '.idle',
      description: 'A logout here: no slot.',
      actions: [
        assign({ reservation: null, target: null, slot: null, notice: null, openAfter: null }),
        { type: 'persistReservation', params: { reservation: null } },
      ],
    },
  },
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'A reservation kept from before a reload, or just written by another tab, counts only if it has not expired (the clock is read first).',
      always: [
        { guard: 'isKeptLater', target: 'awaitingKept' },
        { guard: 'hasLiveStoredReservation', target: 'reserved' },
        { guard: 'hasReservation', target: 'expired' },
        { target: 'idle' },
      ],
    },
    awaitingKept: {
      description:
        'Prerendered HTML and its hydration: no reservation shown until the kept one is read (kept.restore).',
      on: {
        'kept.restore': {
          target: 'restoring',
          actions: assign(({ event }) => ({
            strategy: event.input.strategy,
            target: event.input.stored?.target ?? null,
            reservation: event.input.stored,
            now: event.input.now,
            keptLater: false,
          })),
        },
      },
    },
    idle: {
      description: 'No reservation.',
      on: {
        'prebook.open': {
          target: 'picking',
          actions: assign({ target: ({ event }) => event.target, notice: null }),
        },
        'reservation.synced': {
          guard: 'hasSyncedReservation',
          target: 'restoring',
          description: 'Another tab reserved a slot: this one shows it too.',
          actions: ['takeSyncedReservation', 'syncNow'],
        },
      },
    },
    picking: {
      description: 'The time-slot sheet is open.',
      tags: ['sheet'],
      initial: 'browsing',
      states: {
        browsing: {
          description: 'Days and slots on screen; closing keeps any earlier reservation.',
          initial: 'loading',
          on: {
            // A refusal's reason is the sheet's: it does not outlive it.
            'prebook.close': [
              {
                guard: 'hasReservation',
                target: '#prebook.reserved',
                actions: assign({ notice: null }),
              },
              { target: '#prebook.idle', actions: assign({ notice: null }) },
            ],
            'reservation.synced': {
              description:
                'Another tab changed the reservation while the sheet is open: closing shows what it keeps (one already run out counts as none).',
              actions: [
                'syncNow',
                assign({
                  reservation: ({ context, event }) =>
                    event.reservation && Date.parse(event.reservation.expiresAt) > context.now
                      ? event.reservation
                      : null,
                  warnedFor: null,
                }),
              ],
            },
          },
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                id: 'fetchDeliveryDays',
                src: 'fetchDeliveryDays',
                input: ({ context }) => context.target!,
                onDone: {
                  target: 'choosing',
                  actions: assign(({ context, event }) => {
                    const { days, strategy } = event.output;
                    // Opened by a refusal, it shows the held slot's day (a Save pressed by
                    // reflex keeps the day) and marks another slot than the one held.
                    const held = extensionRefusal(context.notice) && context.reservation?.startsAt;
                    // (Another day when the held one has no other free slot.)
                    const heldDay = dayOfSlot(days, held);
                    const day =
                      heldDay && firstAvailableSlot(days, heldDay, held)
                        ? heldDay
                        : firstEnabledDay(days);
                    // DEFAULT predicts the earliest free slot; USING_CART_INFO lets the shopper pick.
                    const predicted = strategy === 'DEFAULT';
                    return {
                      days,
                      strategy,
                      day,
                      slot: predicted ? firstAvailableSlot(days, day, held) : null,
                      // Why the sheet opened by itself stays until a slot is marked.
                      notice: extensionRefusal(context.notice),
                    };
                  }),
                },
                onError: { target: 'failed', actions: assign({ notice: 'daysFailed' }) },
              },
            },
            failed: {
              description: 'The days could not be loaded; the shopper can retry.',
              tags: ['error'],
              on: { 'prebook.retry': 'loading' },
            },
            choosing: {
              on: {
                'day.select': {
                  guard: 'isDayEnabled',
                  actions: assign({
                    day: ({ event }) => event.date,
                    slot: ({ context, event }) =>
                      context.strategy === 'DEFAULT'
                        ? firstAvailableSlot(context.days, event.date)
                        : null,
                  }),
                },
                'slot.select': {
                  guard: 'isSlotAvailable',
                  actions: assign({ slot: ({ event }) => event.startsAt, notice: null }),
                },
                // While the reservation-error modal shows, the sheet and its Save are out of reach.
                'reservation.save': [
                  { guard: 'canReserve', target: '#prebook.picking.reserving' },
                  { guard: 'isSheetReachable', actions: assign({ notice: 'noSlotSelected' }) },
                ],
                'notice.dismiss': { guard: 'isErrorModalOpen', actions: assign({ notice: null }) },
              },
            },
          },
        },
        reserving: {
          description:
            'Saving reserves the slot; a second press or closing meanwhile does nothing.',
          tags: ['busy'],
          invoke: {
            id: 'reserveSlot',
            src: 'reserveSlot',
            input: ({ context }) => {
              const slot = context.days
                .flatMap((d) => d.timeslots)
                .find((s) => s.startsAt === context.slot)!;
              return { target: context.target!, startsAt: slot.startsAt, endsAt: slot.endsAt };
            },
            onDone: {
              target: '#prebook.reserved',
              actions: [
                assign({
                  reservation: ({ context, event }) => ({
                    ...event.output,
                    target: context.target!,
                  }),
                  notice: null,
                }),
                {
                  type: 'persistReservation',
                  params: ({ context }) => ({ reservation: context.reservation }),
                },
              ],
            },
            onError: {
              target: 'browsing.choosing',
              // The error modal opens and the slot is no longer marked.
              actions: assign({ notice: 'reservationFailed', slot: null }),
            },
          },
        },
      },
    },
    reserved: {
      description: 'Counting down: minutes left computed from expiresAt on every tick and wake.',
      tags: ['reserved'],
      // On a tick or a wake the clock is read again; a tab that slept past the expiry finds
      // untilExpiry at 0, so the reservation runs out at once.
      entry: 'syncNow',
      after: {
        untilExpiry: { target: 'expired', actions: 'syncNow' },
      },
      initial: 'checking',
      states: {
        checking: {
          description: 'A few minutes before the expiry (5 by default) the reservation warns.',
          always: [{ guard: 'isWithinWarning', target: 'warning' }, { target: 'counting' }],
        },
        counting: {
          after: {
            TICK: { target: '#prebook.reserved', reenter: true },
            untilWarning: { target: 'warning', actions: ['markWarned', 'syncNow'] },
          },
        },
        warning: {
          description:
            'A notice on every page, announced once: "Keep my slot" extends the reservation on the platform.',
          tags: ['expiryWarning'],
          // The confirmation of an earlier extension gives way to the warning.
          entry: assign({
            notice: ({ context }) => (context.notice === 'slotKept' ? null : context.notice),
          }),
          after: { TICK: { target: '#prebook.reserved', reenter: true } },
          on: {
            'reservation.extend': {
              guard: 'canExtend',
              target: 'extending',
              actions: assign({ notice: null }),
            },
          },
        },
        extending: {
          description:
            'The platform holds the slot longer (a new expiry, kept for a reload and other tabs); refused, the sheet opens with the nearest free slots and says why; run out on the platform, the reservation has expired.',
          tags: ['expiryWarning', 'busy'],
          on: {
            'visibility.wake': {
              description: 'Back to the tab while the platform answers: the answer is awaited.',
              actions: 'syncNow',
            },
            'prebook.open': {
              description:
                'The time-slot sheet is asked for while the platform answers: it opens with the answer, so the extension is not lost.',
              actions: assign({ openAfter: ({ event }) => event.target }),
            },
            // Another tab's write goes to the reservation's own handling: its extension of this
            // slot is the same one (the same key), any other write ends what this call was for.
          },
          invoke: {
            id: 'extendReservation',
            src: 'extendReservation',
            input: ({ context }) => ({
              requestId: context.reservation!.requestId,
              expiresAt: context.reservation!.expiresAt,
            }),
            onDone: [
              {
                guard: 'isSheetAsked',
                target: '#prebook.picking',
                actions: [
                  'takeExtension',
                  {
                    type: 'persistReservation',
                    params: ({ context }) => ({ reservation: context.reservation }),
                  },
                  assign({
                    target: ({ context }) => context.openAfter,
                    openAfter: null,
                    notice: null,
                  }),
                ],
              },
              {
                target: '#prebook.reserved',
                reenter: true,
                actions: [
                  'takeExtension',
                  {
                    type: 'persistReservation',
                    params: ({ context }) => ({ reservation: context.reservation }),
                  },
                ],
              },
            ],
            onError: [
              {
                guard: 'isRefusal',
                target: '#prebook.picking',
                actions: [
                  assign({
                    notice: ({ event }) =>
                      errorCode(event) === 'EXTENSION_LIMIT'
                        ? 'extensionLimit'
                        : 'extensionRefused',
                    // Kept with the reservation: a reload or another tab does not offer it again.
                    reservation: ({ context }) => ({
                      ...context.reservation!,
                      extensionRefused: true,
                    }),
                    target: ({ context }) => context.openAfter ?? context.reservation!.target,
                    openAfter: null,
                    slot: null,
                  }),
                  {
                    type: 'persistReservation',
                    params: ({ context }) => ({ reservation: context.reservation }),
                  },
                ],
              },
              {
                guard: 'isGoneOnPlatform',
                target: '#prebook.expired',
                description:
                  'The platform no longer holds it (its clock ran out first): it has expired, here and, through the kept copy, after a reload and in the other tabs.',
                actions: [
                  'syncNow',
                  {
                    type: 'persistReservation',
                    params: ({ context }) => ({
                      reservation: {
                        ...context.reservation!,
                        expiresAt: new Date(context.now).toISOString(),
                      },
                    }),
                  },
                  assign({ openAfter: null }),
                ],
              },
              {
                description:
                  'No answer (the connection, a server error): the warning stays and says so; Keep my slot tries again (a sheet asked for meanwhile is asked for again).',
                target: 'warning',
                actions: assign({ notice: 'extensionFailed', openAfter: null }),
              },
            ],
          },
        },
      },
      on: {
        'visibility.wake': { target: 'reserved', reenter: true },
        'notice.dismiss': { guard: 'isSlotKeptShown', actions: assign({ notice: null }) },
        'order.placed': {
          target: 'idle',
          description: 'The order used the slot: the next order starts without one.',
          actions: [
            assign({ reservation: null, slot: null, openAfter: null }),
            { type: 'persistReservation', params: { reservation: null } },
          ],
        },
        'prebook.open': {
          target: 'picking',
          actions: assign({ target: ({ event }) => event.target, notice: null }),
        },
        'reservation.synced': {
          target: 'restoring',
          description:
            'Another tab reserved a new slot (this one counts down to it) or ended the reservation (its order used it, or it set out to choose again).',
          actions: ['takeSyncedReservation', 'syncNow'],
        },
      },
    },
    expired: {
      description:
        'The reservation ran out and was reset; checkout shows the expiry modal. The stored copy stays (already past its expiry) so a reload still knows, until a new slot is chosen.',
      tags: ['expired'],
      entry: assign({ reservation: null, slot: null, notice: null, openAfter: null }),
      initial: 'arriving',
      states: {
        arriving: {
          description: 'Met at checkout, the expiry opens the modal at once; elsewhere it waits.',
          always: [{ guard: 'isAtCheckout', target: 'notified' }, { target: 'quiet' }],
        },
        quiet: {
          on: {
            'checkout.enter': {
              guard: 'isAwayFromCheckout',
              target: 'notified',
              actions: assign({ atCheckout: true }),
            },
          },
        },
        notified: {
          description: 'The expiry modal (title, text, action) is open.',
          tags: ['expiryModal'],
          on: {
            'checkout.leave': {
              guard: 'isAtCheckout',
              target: 'quiet',
              actions: assign({ atCheckout: false }),
            },
          },
        },
      },
      on: {
        'prebook.open': {
          target: 'picking',
          actions: [
            assign({ target: ({ event }) => event.target, notice: null }),
            { type: 'persistReservation', params: { reservation: null } },
          ],
        },
        'reservation.synced': {
          target: 'restoring',
          description:
            'Another tab reserved a new slot, or forgot the expired one to choose again: this tab follows (the modal closes).',
          actions: ['takeSyncedReservation', 'syncNow'],
        },
      },
    },
  },
});
