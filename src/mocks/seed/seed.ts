import { createListMatcher, type ListMatcher } from '../logic/list-search';
import { createSearchIndex, type SearchIndex } from '../logic/search';
import { buildBundles, type SeedBundle } from './bundles';
import { CATEGORY_DEFS } from './catalogue/catalogue-data';
import type { CategoryDef } from './catalogue/types';
import { DEMO_CONFIGURATION } from './config';
import { buildProducts, DEFAULT_PRODUCT_COUNT, type SeedProduct } from './products';
import { SEED_SHOPS, type SeedShop } from './shops';
import { slugify } from './text';
import { buildDemoUser, type StoredUser } from './users';

export interface SeedBrand {
  id: string;
  slug: string;
  name: string;
}

/** The shared, immutable demo data. Sessions copy the parts they may change (users). */
export interface Seed {
  productCount: number;
  products: readonly SeedProduct[];
  productsById: ReadonlyMap<string, SeedProduct>;
  productsBySlug: ReadonlyMap<string, SeedProduct>;
  productsByCode: ReadonlyMap<string, SeedProduct>;
  categories: readonly CategoryDef[];
  brands: readonly SeedBrand[];
  bundles: readonly SeedBundle[];
  shops: readonly SeedShop[];
  configuration: typeof DEMO_CONFIGURATION;
  users: readonly StoredUser[];
  search: SearchIndex;
  /** Shopping-list search (issue 45); its word list is built at the first list search. */
  listSearch: ListMatcher;
}

const buildBrands = (products: readonly SeedProduct[]): SeedBrand[] => {
  const bySlug = new Map<string, SeedBrand>();
  for (const product of products) {
    const slug = slugify(product.brand);
    if (!bySlug.has(slug)) bySlug.set(slug, { id: `brand-${slug}`, slug, name: product.brand });
  }
  return [...bySlug.values()];
};

export const buildSeed = (productCount = DEFAULT_PRODUCT_COUNT): Seed => {
  const products = buildProducts(productCount);
  return Object.freeze({
    productCount,
    products,
    productsById: new Map(products.map((product) => [product.id, product])),
    productsBySlug: new Map(products.map((product) => [product.slug, product])),
    productsByCode: new Map(products.map((product) => [product.code, product])),
    categories: CATEGORY_DEFS,
    brands: buildBrands(products),
    bundles: buildBundles(products),
    shops: SEED_SHOPS,
    configuration: DEMO_CONFIGURATION,
    users: [buildDemoUser()],
    search: createSearchIndex(products),
    listSearch: createListMatcher(products),
  });
};

const cache = new Map<number, Seed>();

/** The seed of a catalogue size, built once per process. */
export const getSeed = (productCount = DEFAULT_PRODUCT_COUNT): Seed => {
  let seed = cache.get(productCount);
  if (!seed) {
    seed = buildSeed(productCount);
    cache.set(productCount, seed);
  }
  return seed;
};
