/**
 * A shopping list as the shopper types or pastes it (issue 45): one item a line, or comma
 * separated; an optional leading quantity ("2 φέτα", "2x φέτα", "3 × milk"); empty lines skipped.
 * What goes to the search is the item's words; the quantity stays with the row.
 */
import { LIST_SEARCH_MAX_ITEMS, LIST_SEARCH_MAX_TERM } from '@/api/contract/catalog';

/** Most items a list search takes (the contract's limit). */
export const MAX_LIST_LINES = LIST_SEARCH_MAX_ITEMS;
/** Longest item a list search takes (the contract's limit). */
export const MAX_LINE_LENGTH = LIST_SEARCH_MAX_TERM;
/**
 * The longest list, URI-encoded, that the page's address keeps (`?items=`). A longer one is kept
 * in the history entry's state, which a reload and the back button find as well: servers and
 * CDNs refuse addresses past 8-16 KB, and 50 long Greek items encode to over 20 KB.
 */
export const MAX_ADDRESS_LIST = 2000;
export const fitsAddress = (text: string): boolean =>
  encodeURIComponent(text).length <= MAX_ADDRESS_LIST;

/** A row's quantity goes up to a cart line's (MAX_LINE_QUANTITY in machines/cart). */
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
  /** Those items as typed, kept for when the list is edited again. */
  rest: string[];
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
  // A comma between two digits is a decimal comma ("1,5 λίτρα"), not a separator.
  const parts = input.split(/[\n\r;]+|(?<!\d),|,(?!\d)/);
  const items: ListLine[] = [];
  const rest: string[] = [];
  for (const part of parts) {
    const line = lineOf(part);
    if (!line) continue;
    if (items.length < MAX_LIST_LINES) items.push(line);
    else rest.push(part.trim());
  }
  return { lines: items, dropped: rest.length, rest };
}
