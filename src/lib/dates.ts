/** The date windows of editor content: start inclusive, end exclusive. */
export function isWithinWindow(
  now: Date,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  const t = now.getTime();
  if (start && t < Date.parse(start)) return false;
  if (end && t >= Date.parse(end)) return false;
  return true;
}
