import type { ListSearchResult, Product } from '@/api/contract/catalog';
import type { ListNameError } from '@/lib/list-rules';
import { type ListLine, MAX_QUANTITY, parseShoppingList } from '@/lib/shopping-list';

/** One item of the list with what the shop found for it. */
export interface ListRow {
  /** Its place in the list searched, from 1: a row searched again keeps it. */
  id: number;
  /** The item's words (cut to the longest item the search takes). */
  text: string;
  quantity: number;
  /** The typed line was longer than the search takes, and was cut. */
  cut: boolean;
  /** Best match first, then the alternatives; empty when nothing was found. */
  products: Product[];
  /** Found only by tolerating a misspelling. */
  approximate: boolean;
  /** The product to add (one of `products`), or null: nothing found, or left out. */
  chosen: string | null;
}

/** What "Add all" did: the products added and the items that were not. */
export interface AddOutcome {
  added: Array<{ name: string; quantity: number }>;
  notAdded: Array<{ text: string; reason: 'nothingFound' | 'leftOut' }>;
}

/**
 * Why the list cannot be searched or saved, said beside it; `stale`: the rows could not be
 * searched again for the shop or service chosen since, and are those of the one before.
 */
export type ListProblem = 'empty' | 'failed' | 'stale';
/** A name refused here or by the platform (ListNameError), or a dropped call. */
export type SaveProblem = ListNameError | 'failed';
export type RowProblem = 'empty' | 'failed';

export interface SavedList {
  id: string;
  label: string;
}

export interface ListSearchInput {
  /** The list as typed (the page's address keeps it: a reload searches it again). */
  text: string;
}

export interface ListSearchContext {
  /** The text area. */
  text: string;
  /** The text whose rows are shown (or being searched). */
  searched: string;
  rows: ListRow[];
  /** Items past the first 50, left out. */
  dropped: number;
  /** Those items as typed, kept for editing the list again. */
  rest: string[];
  problem: ListProblem | null;
  /** The row being edited, with its draft. */
  editing: { row: number; text: string; problem: RowProblem | null } | null;
  outcome: AddOutcome | null;
  /** The "save as list" form's label and what was said about it. */
  save: { label: string; problem: SaveProblem | null };
  saved: SavedList | null;
  /** The shop or service changed since the rows were found: they are searched again. */
  scopeChanged: boolean;
}

export type ListSearchEvent =
  | { type: 'list.type'; text: string }
  | { type: 'list.search' }
  /** The page's address changed (back, forward, a link): show that list. */
  | { type: 'list.open'; text: string }
  | { type: 'list.edit' }
  | { type: 'list.new' }
  | { type: 'row.choose'; row: number; productId: string | null }
  | { type: 'row.quantity'; row: number; quantity: number }
  | { type: 'row.edit'; row: number }
  | { type: 'row.type'; text: string }
  | { type: 'row.search' }
  | { type: 'row.cancel' }
  | { type: 'list.addAll' }
  | { type: 'list.save'; label: string }
  | { type: 'save.type'; label: string }
  | { type: 'save.submit' }
  | { type: 'save.cancel' }
  /** Another shop or service was chosen (in the header). */
  | { type: 'scope.changed' };

export const clampQuantity = (quantity: number): number =>
  Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number.isFinite(quantity) ? quantity : 1)));

/** The list's items as the search takes them. */
export const itemsOf = (text: string): { lines: ListLine[]; dropped: number; rest: string[] } =>
  parseShoppingList(text);

/** Lines written back as a list, one item a line ("2 φέτα"). */
const linesText = (lines: ReadonlyArray<{ text: string; quantity: number }>): string =>
  lines.map((line) => (line.quantity > 1 ? `${line.quantity} ${line.text}` : line.text)).join('\n');

/**
 * The list as the search takes it, one item a line (at most 50, each at most 80 characters): what
 * the page's address keeps, and how two lists are compared.
 */
export const searchedText = (text: string): string => linesText(itemsOf(text).lines);

/** The rows of a searched list: each line with its result, the best match chosen. */
export function rowsOf(
  lines: readonly ListLine[],
  results: readonly ListSearchResult[],
): ListRow[] {
  return lines.map((line, index) => {
    const products = results[index]?.products ?? [];
    return {
      id: index + 1,
      text: line.text,
      quantity: line.quantity,
      cut: line.cut,
      products,
      approximate: results[index]?.approximate ?? false,
      chosen: products[0]?.id ?? null,
    };
  });
}

/**
 * Rows searched again (another shop or service) in place of the rows before, row for row: a row
 * left out stays left out, and an alternative chosen stays chosen where the new answer has it.
 */
export function rowsAgain(before: readonly ListRow[], found: readonly ListRow[]): ListRow[] {
  return found.map((row, index) => {
    const old = before[index];
    if (!old) return row;
    const leftOut = old.products.length > 0 && old.chosen === null;
    const kept = row.products.some((product) => product.id === old.chosen);
    return leftOut ? { ...row, chosen: null } : kept ? { ...row, chosen: old.chosen } : row;
  });
}

/**
 * The rows written back as a list ("2 φέτα" a line, with the words and quantities changed on the
 * rows), then the items past the first 50 as they were typed: editing again loses nothing.
 */
export const textOf = (rows: readonly ListRow[], rest: readonly string[] = []): string =>
  [linesText(rows), ...rest].filter(Boolean).join('\n');

export const chosenProduct = (row: ListRow): Product | null =>
  row.products.find((product) => product.id === row.chosen) ?? null;

/**
 * What "Add all" puts in the cart: a product chosen on two rows ("feta", "2 φέτα") is one line
 * with their quantities together.
 */
export function chosenLines(
  rows: readonly ListRow[],
): Array<{ product: Product; quantity: number }> {
  const lines = new Map<string, { product: Product; quantity: number }>();
  for (const row of rows) {
    const product = chosenProduct(row);
    if (!product) continue;
    const quantity = (lines.get(product.id)?.quantity ?? 0) + row.quantity;
    lines.set(product.id, { product, quantity: clampQuantity(quantity) });
  }
  return [...lines.values()];
}

/** What "Add all" puts in the cart and what it says it left. */
export function outcomeOf(rows: readonly ListRow[]): AddOutcome {
  const outcome: AddOutcome = {
    added: chosenLines(rows).map(({ product, quantity }) => ({
      name: product.displayName || product.name,
      quantity,
    })),
    notAdded: [],
  };
  for (const row of rows) {
    if (!chosenProduct(row)) {
      outcome.notAdded.push({
        text: row.text,
        reason: row.products.length ? 'leftOut' : 'nothingFound',
      });
    }
  }
  return outcome;
}
