/**
 * Search-param parsers for routes. Route files (with their `validateSearch`) are part of the
 * entry chunk, so these are small functions rather than zod schemas; a bad value is dropped,
 * never thrown.
 */
export const optionalText = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text ? text.slice(0, 200) : undefined;
};

export const optionalPage = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 10_000 ? n : undefined;
};
