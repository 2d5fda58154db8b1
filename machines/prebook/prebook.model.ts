import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import { withKeptLater } from '../testing/kept-later';
import type { prebookMachine } from './prebook.machine';
import type { DeliveryDay, SlotTarget } from './prebook.types';
import { walkableInUi } from './prebook.walkable';

/** A fixed moment for generated paths: Monday 1 June 2026, 09:00 in Athens. */
export const PREBOOK_ANCHOR = Date.parse('2026-06-01T06:00:00Z');
const at = (minutes: number) => new Date(PREBOOK_ANCHOR + minutes * 60_000).toISOString();

const slot = (date: string, hour: number, isAvailable: boolean) => ({
  startsAt: `${date}T${String(hour - 3).padStart(2, '0')}:00:00.000Z`,
  endsAt: `${date}T${String(hour - 1).padStart(2, '0')}:00:00.000Z`,
  startsAtDate: date,
  endsAtDate: date,
  isAvailable,
});

/** Today: two free slots (low availability), tomorrow: full (a disabled day). */
export const sampleDays: DeliveryDay[] = [
  {
    date: '2026-06-01',
    timeslots: [
      slot('2026-06-01', 12, true),
      slot('2026-06-01', 14, false),
      slot('2026-06-01', 16, true),
    ],
  },
  { date: '2026-06-02', timeslots: [slot('2026-06-02', 10, false), slot('2026-06-02', 12, false)] },
];
export const sampleTarget: SlotTarget = {
  shopId: 'shop-kolonaki',
  service: 'easy',
  postalCode: '10674',
};
const reservation = (expiresInMinutes: number, requestId = 'res-1') => ({
  requestId,
  startsAt: sampleDays[0]!.timeslots[0]!.startsAt,
  endsAt: sampleDays[0]!.timeslots[0]!.endsAt,
  expiresAt: at(expiresInMinutes),
});

const labels: Record<string, string> = {
  'prebook.open': 'open the time-slot sheet',
  'prebook.close': 'close the sheet',
  'prebook.retry': 'retry',
  'reservation.save': 'save',
  'notice.dismiss': 'dismiss the message',
  'visibility.wake': 'come back to the tab',
  'checkout.enter': 'go to checkout',
  'checkout.leave': 'leave checkout',
  'order.placed': 'place an order',
  'session.loggedOut': 'the customer logs out here',
  'xstate.done.actor.fetchDeliveryDays': 'days load',
  'xstate.error.actor.fetchDeliveryDays': 'days fail to load',
  'xstate.done.actor.reserveSlot': 'reservation succeeds',
  'xstate.error.actor.reserveSlot': 'reservation fails',
  'xstate.after.TICK.prebook.reserved.counting': 'a minute passes',
  'xstate.after.TICK.prebook.reserved.warning': 'a minute passes (warned)',
  'xstate.after.untilWarning.prebook.reserved.counting': 'the expiry is 5 minutes away',
  'xstate.after.untilExpiry.prebook.reserved': 'the reservation runs out',
  'reservation.extend': 'keep my slot',
  'xstate.done.actor.extendReservation': 'the slot is held longer',
  'xstate.after.untilExpiry.prebook.reserved.atCheckout': 'the reservation runs out at checkout',
};

/** Path generation model of the pre-book journey. */
export const prebookModel: JourneyModel<typeof prebookMachine> = withKeptLater(
  {
    uiWalkable: walkableInUi,
    inputs: [
      { name: 'no reservation', input: { stored: null, strategy: 'DEFAULT', now: PREBOOK_ANCHOR } },
      {
        name: 'a live reservation kept from before a reload',
        input: {
          stored: { ...reservation(10.5), target: sampleTarget },
          strategy: 'DEFAULT',
          now: PREBOOK_ANCHOR,
        },
      },
      {
        name: 'a reservation that ran out while the tab was closed',
        input: {
          stored: { ...reservation(-1), target: sampleTarget },
          strategy: 'DEFAULT',
          now: PREBOOK_ANCHOR,
        },
      },
    ],
    eventVariants: {
      'prebook.open': [{ type: 'prebook.open', target: sampleTarget } as EventObject],
      'day.select': sampleDays.map((d) => ({ type: 'day.select', date: d.date })),
      'slot.select': sampleDays[0]!.timeslots.map((t) => ({
        type: 'slot.select',
        startsAt: t.startsAt,
      })),
      'xstate.done.actor.fetchDeliveryDays': [
        {
          type: 'xstate.done.actor.fetchDeliveryDays',
          output: { days: sampleDays, strategy: 'DEFAULT' },
        } as EventObject,
        {
          type: 'xstate.done.actor.fetchDeliveryDays',
          output: { days: sampleDays, strategy: 'USING_CART_INFO' },
        } as EventObject,
      ],
      'xstate.error.actor.fetchDeliveryDays': [
        {
          type: 'xstate.error.actor.fetchDeliveryDays',
          error: new Error('offline'),
        } as EventObject,
      ],
      // Another tab reserved a slot (a later one, 20 minutes left) or ended its reservation. A copy
      // that already ran out is decided the same way as one kept from before a reload (restoring):
      // no tab writes one, so no path starts from it.
      'reservation.synced': [
        {
          type: 'reservation.synced',
          reservation: {
            ...reservation(20.5, 'res-2'),
            startsAt: sampleDays[0]!.timeslots[2]!.startsAt,
            endsAt: sampleDays[0]!.timeslots[2]!.endsAt,
            target: sampleTarget,
          },
        } as EventObject,
        { type: 'reservation.synced', reservation: null } as EventObject,
      ],
      'xstate.done.actor.reserveSlot': [
        { type: 'xstate.done.actor.reserveSlot', output: reservation(15.5) } as EventObject,
      ],
      // Held 15 minutes from the press (the model's clock stands at the anchor).
      'xstate.done.actor.extendReservation': [
        { type: 'xstate.done.actor.extendReservation', output: reservation(15) } as EventObject,
      ],
      'xstate.error.actor.extendReservation': [
        {
          type: 'xstate.error.actor.extendReservation',
          error: { code: 'SLOT_UNAVAILABLE' },
        } as EventObject,
        {
          type: 'xstate.error.actor.extendReservation',
          error: { code: 'EXTENSION_LIMIT' },
        } as EventObject,
        {
          type: 'xstate.error.actor.extendReservation',
          error: { code: 'RESERVATION_EXPIRED' },
        } as EventObject,
        {
          type: 'xstate.error.actor.extendReservation',
          error: new Error('offline'),
        } as EventObject,
      ],
      'xstate.error.actor.reserveSlot': [
        {
          type: 'xstate.error.actor.reserveSlot',
          error: new Error('SLOT_UNAVAILABLE'),
        } as EventObject,
      ],
    },
    describeEvent: (event) => {
      const e = event as EventObject & { date?: string; startsAt?: string };
      if (e.type === 'day.select') return `choose day ${e.date}`;
      if (e.type === 'reservation.synced') {
        return (e as EventObject & { reservation: unknown }).reservation
          ? 'another tab reserves a slot'
          : 'another tab ends the reservation';
      }
      if (e.type === 'slot.select') return `mark slot ${e.startsAt?.slice(11, 16)}Z`;
      if (e.type === 'xstate.error.actor.extendReservation') {
        const { code } = (e as EventObject & { error: { code?: string } }).error;
        if (code === undefined) return 'keeping the slot gets no answer';
        if (code === 'RESERVATION_EXPIRED') return 'the platform has let the slot go';
        return code === 'EXTENSION_LIMIT'
          ? 'the slot may not be held longer'
          : 'the slot cannot be held longer';
      }
      if (e.type === 'xstate.done.actor.fetchDeliveryDays') {
        const { strategy } = (e as EventObject & { output: { strategy: string } }).output;
        return strategy === 'DEFAULT' ? 'days load' : 'days load (no prediction)';
      }
      return labels[e.type] ?? e.type;
    },
  },
  { stored: null, strategy: 'DEFAULT', now: PREBOOK_ANCHOR, keptLater: true },
);
