import { foldText } from './store-search';

/** Longest list name the platform accepts (contract `listLabelSchema`). */
export const LIST_NAME_MAX = 60;
/** Local product search inside a list starts at this many characters (spec §5, §9). */
export const LIST_SEARCH_MIN = 3;

/** `alreadyExists` comes from the platform (409 LIST_ALREADY_EXISTS), the others from here. */
export type ListNameError = 'required' | 'tooLong' | 'alreadyExists';

/**
 * A new or changed list name before it is sent: required and at most 60 characters (trimmed).
 * Whether the name is already used is the platform's answer (spec §5, §8), so another device's
 * list of the same name is caught too.
 */
export function validateListName(name: string): ListNameError | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > LIST_NAME_MAX) return 'tooLong';
  return null;
}

export interface SearchableListProduct {
  name: string;
  displayName: string;
  searchTerms: { reduced: string };
}

/** The search applies from 3 characters (trimmed); shorter text shows the whole list. */
export const isListSearchActive = (query: string): boolean =>
  query.trim().length >= LIST_SEARCH_MIN;

/** Local product search inside a list: name, display name or reduced terms contain the text. */
export function searchListProducts<T extends SearchableListProduct>(
  products: readonly T[],
  query: string,
): T[] {
  if (!isListSearchActive(query)) return [...products];
  const term = foldText(query);
  return products.filter((product) =>
    [product.name, product.displayName, product.searchTerms.reduced]
      .map(foldText)
      .some((text) => text.includes(term)),
  );
}
