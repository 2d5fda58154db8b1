/** The shop's calendar is Athens time, whatever the device's zone. */
const SHOP_TIME_ZONE = 'Europe/Athens';

/** `YYYY-MM-DD` of an instant in Athens. */
export function athensDate(instant: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Day labels (spec §4): today, tomorrow, otherwise the short weekday name. */
export type DayKind = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'weekday'; name: string };

export function dayKind(date: string, now: number, localeTag: string): DayKind {
  const today = athensDate(now);
  if (date === today) return { kind: 'today' };
  if (date === addDays(today, 1)) return { kind: 'tomorrow' };
  const name = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return { kind: 'weekday', name };
}

/** Dates as day/month (spec §4): `2026-06-01` is `1/6`. */
export const dayMonth = (date: string): string => {
  const [, month, day] = date.split('-');
  return `${Number(day)}/${Number(month)}`;
};

/** `HH:MM` in Athens of an instant. */
export const athensTime = (iso: string, localeTag: string): string =>
  new Intl.DateTimeFormat(localeTag, {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
