/**
 * The lines in the stored cart's value: `{ lines, changes }`, or the lines alone as earlier
 * versions stored them. Read by shape only, without the table of storage keys: the kept look's
 * inline script (src/boot/kept-look.ts) reads it too.
 */
export const storedCartLines = (value: unknown): unknown =>
  Array.isArray(value) ? value : (value as { lines?: unknown } | null | undefined)?.lines;
