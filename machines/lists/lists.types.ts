import type { ListSummary, ProductList } from '@/api/contract/lists';
import type { ListNameError } from '@/lib/list-rules';

/** What the lists page tells the customer after an action (views translate the codes). */
export type ListsNotice =
  | { kind: 'created' | 'renamed' | 'deleted'; label: string }
  | { kind: 'addedToCart'; label: string; count: number }
  | { kind: 'emptyList'; label: string }
  | { kind: 'actionFailed' };

export interface SaveListInput {
  /** `null` creates a new list. */
  id: string | null;
  label: string;
}

export interface ListsContext {
  lists: ListSummary[];
  /** The list being renamed, deleted or added to the cart; `null` while creating. */
  targetId: string | null;
  /** The name field of the create/rename dialog. */
  name: string;
  nameError: ListNameError | null;
  notice: ListsNotice | null;
}

/** The platform answers 409 `LIST_ALREADY_EXISTS` when the name is taken (spec §8). */
export const isAlreadyExistsError = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'LIST_ALREADY_EXISTS';

/** Puts a created or renamed list into the summaries, keeping the preview of a renamed one. */
export function upsertList(lists: readonly ListSummary[], saved: ProductList): ListSummary[] {
  const existing = lists.find((list) => list._id === saved._id);
  if (existing) return lists.map((list) => (list === existing ? { ...list, ...saved } : list));
  return [...lists, { ...saved, productCount: saved.products.length, previewProducts: [] }];
}

/** Favourites and suggested lists are kept by the platform; only custom ones change or go. */
export const isCustom = (list: { type: string } | undefined): boolean => list?.type === 'custom';
