/** Shop-local time (Europe/Athens) helpers for slots; every instant is UTC milliseconds. */
const TIME_ZONE = 'Europe/Athens';
const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** ISO weekday, 1 Monday .. 7 Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const localParts = (instant: number): LocalParts => {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Mon') + 1,
  };
};

/** `YYYY-MM-DD` of the instant in Athens. */
export const localDate = (instant: number): string => {
  const { year, month, day } = localParts(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The instant of an Athens wall-clock time (`date` is `YYYY-MM-DD`); correct across DST. */
export const athensInstant = (date: string, hour: number, minute = 0): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - 2 * HOUR_MS;
  for (let i = 0; i < 2; i += 1) {
    const seen = localParts(guess);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wall - seenWall;
  }
  return guess;
};

/** The Athens dates of today and the following days. */
export const nextLocalDates = (now: number, count: number): string[] => {
  const today = localDate(now);
  const noon = athensInstant(today, 12);
  return Array.from({ length: count }, (_, i) => localDate(noon + i * DAY_MS));
};

export const isoWeekday = (date: string): number => localParts(athensInstant(date, 12)).weekday;
