import type { HttpHandler } from 'msw';
import { getSuggestionsEndpoint } from '@/api/contract/catalog';
import { brandRef, productDto } from '../dto/catalog';
import { type DemoContext, route } from '../http/route';
import { offeredFor } from '../logic/filters';
import type { SeedProduct } from '../seed/products';
import { reduceText } from '../seed/text';

/** Suggestions need 3 or more characters (spec); a shorter term answers empty lists. */
export const SUGGESTION_MIN_LENGTH = 3;
const PRODUCT_LIMIT = 6;
const SUGGESTED_LIMIT = 4;
const BRAND_LIMIT = 5;
const CATEGORY_LIMIT = 3;

const EMPTY = { catalogProducts: [], suggestedProducts: [], brands: [], categories: [] };

export const suggestionsHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getSuggestionsEndpoint, ({ query, store, locale, base }) => {
    const term = query.term.trim();
    if (term.length < SUGGESTION_MIN_LENGTH) return EMPTY;
    const { seed } = store;
    const matches = seed.search
      .match(term, locale)
      .filter((p) => offeredFor(p, query.collectionTypes));
    const top = matches.slice(0, PRODUCT_LIMIT);
    const categoryCounts = new Map<string, number>();
    for (const p of matches)
      categoryCounts.set(p.categoryId, (categoryCounts.get(p.categoryId) ?? 0) + 1);
    const topCategories = [...categoryCounts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, CATEGORY_LIMIT)
      .map(([id]) => seed.categories.find((c) => c.id === id)!);
    const shown = new Set(top.map((p) => p.id));
    const suggested: SeedProduct[] = [];
    for (const p of seed.products) {
      if (suggested.length >= SUGGESTED_LIMIT) break;
      if (
        p.offer &&
        p.categoryId === topCategories[0]?.id &&
        !shown.has(p.id) &&
        offeredFor(p, query.collectionTypes)
      ) {
        suggested.push(p);
      }
    }
    const brands = new Map<string, ReturnType<typeof brandRef>>();
    for (const p of matches) {
      if (brands.size >= BRAND_LIMIT) break;
      if (!brands.has(p.brand)) brands.set(p.brand, brandRef(p));
    }
    const previouslySearched = store.searches.includes(reduceText(term));
    return {
      catalogProducts: top.map((p) => productDto(p, locale, base)),
      suggestedProducts: suggested.map((p) => productDto(p, locale, base)),
      brands: [...brands.values()],
      categories: topCategories.map((c) => ({
        term,
        category: { id: c.id, name: c.name[locale], slug: c.id },
        previouslySearched,
      })),
    };
  }),
];
