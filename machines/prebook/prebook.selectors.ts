import type { SnapshotFrom } from 'xstate';
import type { prebookMachine } from './prebook.machine';
import { extensionRefusal, isDayEnabled } from './prebook.types';

type Snapshot = SnapshotFrom<typeof prebookMachine>;

/** Low availability: a day with this many free slots or fewer gets a hint. */
export const LOW_AVAILABILITY = 2;

export const isSheetOpen = (s: Snapshot) => s.hasTag('sheet');
export const isBusy = (s: Snapshot) => s.hasTag('busy');
export const hasDaysError = (s: Snapshot) => s.hasTag('error');
export const isReserved = (s: Snapshot) => s.hasTag('reserved');
export const isExpiryModalOpen = (s: Snapshot) => s.hasTag('expiryModal');
export const notice = (s: Snapshot) => s.context.notice;
export const days = (s: Snapshot) => s.context.days;
export const selectedDay = (s: Snapshot) => s.context.day;
export const selectedSlot = (s: Snapshot) => s.context.slot;
export const reservation = (s: Snapshot) => s.context.reservation;

/** Whole minutes left, rounded up (a reservation with 30 s left shows 1). */
export const minutesLeft = (s: Snapshot): number | null => {
  const r = s.context.reservation;
  if (!r || !s.hasTag('reserved')) return null;
  return Math.max(0, Math.ceil((Date.parse(r.expiresAt) - s.context.now) / 60_000));
};

/** Slots of the day shown, with the low-availability hint. */
export const slotsOfDay = (s: Snapshot) => {
  const day = s.context.days.find((d) => d.date === s.context.day);
  const free = day?.timeslots.filter((t) => t.isAvailable).length ?? 0;
  return { slots: day?.timeslots ?? [], lowAvailability: free > 0 && free <= LOW_AVAILABILITY };
};

export const dayIsEnabled = isDayEnabled;

/**
 * The reservation runs out within a few minutes: the warning with "Keep my slot" shows (not for
 * a tab woken past the expiry, in the moment before the expiry is taken).
 */
export const isExpiryWarning = (s: Snapshot) =>
  s.hasTag('expiryWarning') && (minutesLeft(s) ?? 0) > 0;
/** "Keep my slot" is with the platform. */
export const isExtending = (s: Snapshot) => s.matches({ reserved: 'extending' });
/** The platform refused to hold this reservation longer: the warning offers another time. */
export const extensionRefused = (s: Snapshot) => s.context.reservation?.extensionRefused === true;
/** "Keep my slot" worked: the warning's place says so until dismissed or the next warning. */
export const isSlotKept = (s: Snapshot) =>
  s.context.notice === 'slotKept' && s.matches({ reserved: 'counting' });
/** Why the sheet opened by itself: the extension was refused (full slot or limit). */
export const extensionNotice = (s: Snapshot) => extensionRefusal(s.context.notice);
/** "Keep my slot" got no answer: the warning says so and the button tries again. */
export const extensionFailed = (s: Snapshot) => s.context.notice === 'extensionFailed';
