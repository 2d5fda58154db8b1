import type { ScenarioName } from '../scenarios';
import { hashString } from '../seed/prng';
import type { ServiceId } from '../seed/products';
import type { SeedService } from '../seed/services';
import type { SeedShop } from '../seed/shops';
import type { SessionStore, StoredReservation } from '../store';
import { athensInstant, isoWeekday, localDate, nextLocalDates } from './athens-time';

export interface Slot {
  startsAt: number;
  endsAt: number;
  /** Orders this slot still took before the session started (seeded load). */
  baseLoad: number;
  capacity: number;
}

export interface Day {
  date: string;
  slots: Slot[];
}

const MINUTE_MS = 60 * 1000;
/** How long before its start a slot can still be booked. */
const LEAD_MINUTES: Record<ServiceId, number> = { easy: 60, express: 30, takeAway: 45 };

/** Seeded load: most slots are free, some are half full, about one in ten is full. */
const baseLoad = (shop: SeedShop, service: SeedService, startsAt: number): number => {
  const roll = hashString(`${shop._id}|${service.id}|${startsAt}`) % 20;
  if (roll < 12) return 0;
  if (roll < 15) return 1;
  if (roll < 18) return Math.max(0, service.capacity - 1);
  return service.capacity;
};

const hourly = (date: string, from: number, to: number, step: number) =>
  Array.from({ length: Math.max(0, Math.floor((to - from) / step)) }, (_, i) => {
    const start = from + i * step;
    return { startsAt: athensInstant(date, start), endsAt: athensInstant(date, start + step) };
  });

const hourOf = (clock: string): number => Number(clock.slice(0, 2));

/**
 * The slots of a shop and service relative to `now` (Athens time): regular delivery 08-20 in
 * 2-hour slots for 7 days; express 1-hour slots 08-20 today (tomorrow too once today has no slot
 * left); take-away hourly pick-ups within opening hours for 3 days (closed days left out).
 */
export const daysFor = (shop: SeedShop, service: SeedService, now: number): Day[] => {
  const build = (date: string, ranges: Array<{ startsAt: number; endsAt: number }>): Day => ({
    date,
    slots: ranges.map((range) => ({
      ...range,
      baseLoad: baseLoad(shop, service, range.startsAt),
      capacity: service.capacity,
    })),
  });
  if (service.id === 'easy') {
    return nextLocalDates(now, 7).map((date) => build(date, hourly(date, 8, 20, 2)));
  }
  if (service.id === 'express') {
    const [today, tomorrow] = nextLocalDates(now, 2) as [string, string];
    const lastStart = athensInstant(today, 19) - LEAD_MINUTES.express * MINUTE_MS;
    const dates = now < lastStart ? [today] : [today, tomorrow];
    return dates.map((date) => build(date, hourly(date, 8, 20, 1)));
  }
  return nextLocalDates(now, 3).flatMap((date) => {
    const hours = shop.hours[isoWeekday(date)];
    return hours ? [build(date, hourly(date, hourOf(hours[0]) + 1, hourOf(hours[1]), 1))] : [];
  });
};

/** The last moment a slot can be booked (or held) with this service: its start less the lead time. */
export const bookableUntil = (service: ServiceId, startsAt: number): number =>
  startsAt - LEAD_MINUTES[service] * MINUTE_MS;

export const isActive = (reservation: StoredReservation, now: number): boolean =>
  reservation.orderId !== null || reservation.expiresAt > now;

export const reservedCount = (
  store: SessionStore,
  shopId: string,
  service: ServiceId,
  startsAt: number,
  now: number,
): number => {
  let count = 0;
  for (const r of store.reservations.values()) {
    if (
      r.shopId === shopId &&
      r.service === service &&
      r.startsAt === startsAt &&
      isActive(r, now)
    ) {
      count += 1;
    }
  }
  return count;
};

export const isSlotAvailable = (
  store: SessionStore,
  shop: SeedShop,
  service: SeedService,
  slot: Slot,
  now: number,
  scenarios: ReadonlySet<ScenarioName>,
): boolean =>
  !scenarios.has('no-slots') &&
  now <= bookableUntil(service.id, slot.startsAt) &&
  slot.baseLoad + reservedCount(store, shop._id, service.id, slot.startsAt, now) < slot.capacity;

/** ISO instant and Athens date of a slot boundary. */
export const slotTimes = (instant: number) => ({
  iso: new Date(instant).toISOString(),
  date: localDate(instant),
});
