import type { DeliveryMode } from '@/api/contract/common';
import type { TimeslotStrategy } from '@/api/contract/config';
import type { DeliveryDay, Reservation, TimeSlot } from '@/api/contract/timeslots';

export type { DeliveryDay, Reservation, TimeSlot };

/** Where the slot is for: taken from the service selection when the sheet opens. */
export interface SlotTarget {
  shopId: string;
  service: DeliveryMode;
  /** Delivery postal code; absent for take-away. */
  postalCode?: string | undefined;
}

/**
 * The reservation this browser keeps (for a reload and the other tabs): the platform's record,
 * where it is for, and whether the platform refused to hold it longer (not offered again).
 */
export type KeptReservation = Reservation & { target: SlotTarget; extensionRefused?: boolean };

export interface PrebookInput {
  /** A reservation kept from before a reload (it may have expired meanwhile). */
  stored: KeptReservation | null;
  strategy: TimeslotStrategy;
  /** The current time (ms) when the journey starts; later refreshed by the `syncNow` effect. */
  now: number;
  /** How long before its expiry the reservation warns (ms); default 5 minutes. */
  warnBeforeMs?: number;
  /** Prerendered HTML and its hydration: storage is read later, by `kept.restore`. */
  keptLater?: boolean;
}

/** Codes the views translate. */
export type PrebookNotice =
  | 'noSlotSelected'
  | 'reservationFailed'
  | 'daysFailed'
  /** "Keep my slot" was refused: the slot filled meanwhile (or the platform could not say). */
  | 'extensionRefused'
  /** "Keep my slot" was refused: the reservation was extended as often as allowed. */
  | 'extensionLimit'
  /** "Keep my slot" got no answer (the connection, a server error): it may be pressed again. */
  | 'extensionFailed'
  /** "Keep my slot" worked: the slot is held longer (said until the shopper dismisses it). */
  | 'slotKept';

export interface PrebookContext {
  strategy: TimeslotStrategy;
  target: SlotTarget | null;
  days: DeliveryDay[];
  /** `date` of the day shown. */
  day: string | null;
  /** `startsAt` of the slot marked in the sheet. */
  slot: string | null;
  reservation: KeptReservation | null;
  /** The current time (ms), refreshed on every tick and when the tab wakes. */
  now: number;
  notice: PrebookNotice | null;
  /** The shopper is on the checkout page: a reservation running out there opens the modal at once. */
  atCheckout: boolean;
  /** How long before its expiry the reservation warns (ms). */
  warnBeforeMs: number;
  /** The sheet was asked for while "Keep my slot" was with the platform: it opens on the answer. */
  openAfter: SlotTarget | null;
  /** The expiry (`expiresAt`) the warning has come for: a tick or a wake keeps warning. */
  warnedFor: string | null;
  /** Waiting for the kept reservation (`kept.restore`). */
  keptLater: boolean;
}

export type PrebookEvent =
  /** What this browser keeps (the reservation), read once the page is hydrated. */
  | { type: 'kept.restore'; input: PrebookInput }
  | { type: 'prebook.open'; target: SlotTarget }
  | { type: 'prebook.close' }
  | { type: 'prebook.retry' }
  | { type: 'day.select'; date: string }
  | { type: 'slot.select'; startsAt: string }
  | { type: 'reservation.save' }
  | { type: 'notice.dismiss' }
  | { type: 'visibility.wake' }
  /** "Keep my slot": extend the reservation that is about to run out. */
  | { type: 'reservation.extend' }
  /** The checkout page opened (a reservation that ran out shows the expiry modal). */
  | { type: 'checkout.enter' }
  /** The checkout page was left. */
  | { type: 'checkout.leave' }
  /** An order was placed with the reservation: it is used, so the shop forgets it. */
  | { type: 'order.placed' }
  /** The customer logged out in this tab: the shop forgets the slot held for their selection. */
  | { type: 'session.loggedOut' }
  /**
   * Another tab of the browser changed the kept reservation: the one it now holds (a slot it
   * reserved), or null (its order used the slot, or it set out to choose a new one).
   */
  | { type: 'reservation.synced'; reservation: PrebookContext['reservation'] };

/** A refusal of "Keep my slot" (the sheet's reason), or null for any other notice. */
export const extensionRefusal = (notice: PrebookNotice | null) =>
  notice === 'extensionRefused' || notice === 'extensionLimit' ? notice : null;

export const isDayEnabled = (day: DeliveryDay) => day.timeslots.some((slot) => slot.isAvailable);
