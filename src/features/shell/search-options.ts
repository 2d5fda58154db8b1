import type {
  SearchTarget,
  Suggestions,
} from '@machines/search-suggestions/search-suggestions.types';

/** The id of the suggestions listbox (the combobox's aria-controls). */
export const SUGGESTIONS_ID = 'search-suggestions';

/** One entry of the suggestions listbox, in keyboard order. */
export type SearchOption =
  | { id: string; group: 'recent'; term: string }
  | {
      id: string;
      group: 'products' | 'suggested' | 'brands' | 'categories';
      label: string;
      target: SearchTarget;
      /** Product image, for product rows. */
      image?: string;
      /** Category name, for "term in category" rows. */
      category?: string;
    };

/** The listbox entries: previous terms, or the answer's four lists in the spec's order. */
export function searchOptions(
  recent: readonly string[] | null,
  suggestions: Suggestions | null,
): SearchOption[] {
  if (recent) return recent.map((term, i) => ({ id: `search-opt-r${i}`, group: 'recent', term }));
  if (!suggestions) return [];
  const product =
    (group: 'products' | 'suggested') =>
    (p: Suggestions['catalogProducts'][number], i: number) => ({
      id: `search-opt-${group[0]}${i}`,
      group,
      label: p.displayName,
      image: p.image,
      target: { kind: 'product', slug: p.slug } as SearchTarget,
    });
  return [
    ...suggestions.catalogProducts.map(product('products')),
    ...suggestions.suggestedProducts.map(product('suggested')),
    ...suggestions.brands.map((b, i) => ({
      id: `search-opt-b${i}`,
      group: 'brands' as const,
      label: b.name,
      target: { kind: 'brand', slug: b.slug } as SearchTarget,
    })),
    ...suggestions.categories.map((c, i) => ({
      id: `search-opt-c${i}`,
      group: 'categories' as const,
      label: c.term,
      category: c.category.name,
      target: { kind: 'results', term: c.term, category: c.category.slug } as SearchTarget,
    })),
  ];
}
