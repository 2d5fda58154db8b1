/**
 * A shopping list as the shopper types or pastes it (issue 45): one item a line, or comma
 * separated; an optional leading quantity ("2 φέτα", "2x φέτα", "3 × milk"); empty lines skipped.
 * What goes to the search is the item's words; the quantity stays with the row.
 */
export const MAX_LIST_LINES = 50;
export const MAX_LINE_LENGTH = 80;
export const MAX_QUANTITY = 99;

export interface ListLine {
  /** The item's words as typed (trimmed, cut to the maximum length). */
  text: string;
  quantity: number;
  /** The line was longer than the maximum and was cut. */
  cut: boolean;
}

export interface ParsedList {
  lines: ListLine[];
  /** Items past the first 50, left out (the shopper is told how many). */
  dropped: number;
}

/**
 * "2 φέτα", "2x φέτα", "2 x φέτα", "2× φέτα", "2χ φέτα": quantity and words. The number must be
 * followed by a space or a times sign ("7up" is an item), and not by a unit ("500 g φέτα" is a
 * weight, one item).
 */
const LEADING_QUANTITY = /^(\d{1,3})(?:\s*[xX×χΧ]\s+|\s+)(.+)$/u;
const UNIT = /^(?:g|gr|kg|ml|l|lt|γρ|κ|κιλ[οόάα]?|λτ|λίτρ[οα]|λιτρ[οα])\.?(?:\s|$)/iu;

function lineOf(raw: string): ListLine | null {
  // Control characters out, runs of white space one space: hostile text stays plain text.
  const clean = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return null;
  const match = LEADING_QUANTITY.exec(clean);
  const counted = match?.[2]?.trim() && !UNIT.test(match[2].trim()) ? match : null;
  const quantity = counted ? Math.min(MAX_QUANTITY, Math.max(1, Number(counted[1]))) : 1;
  const words = counted ? counted[2]!.trim() : clean;
  const cut = words.length > MAX_LINE_LENGTH;
  return { text: cut ? words.slice(0, MAX_LINE_LENGTH).trim() : words, quantity, cut };
}

/** The list's items, in order: a line or a comma-separated part each, at most 50. */
export function parseShoppingList(input: string): ParsedList {
  const items = input
    .split(/[\n\r,;]+/)
    .map(lineOf)
    .filter((line): line is ListLine => line !== null);
  return {
    lines: items.slice(0, MAX_LIST_LINES),
    dropped: Math.max(0, items.length - MAX_LIST_LINES),
  };
}
