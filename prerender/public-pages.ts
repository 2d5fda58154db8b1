import type { ApiClient } from '@/api/client';
import { getCategoriesEndpoint, searchProductsEndpoint } from '@/api/contract/catalog';
import {
  getCorporatePageEndpoint,
  getFooterContentEndpoint,
  getHeaderContentEndpoint,
  getMenusEndpoint,
} from '@/api/contract/content';
import { categoryPath } from '@/lib/catalog-paths';
import { productPath } from '@/lib/product-line';

/**
 * The shop's public pages as locale-free paths, from the platform the build points at: what
 * sitemap.xml lists (and what a search engine may index). Pages behind a login, the cart, the
 * checkout and search results are not public pages.
 */

/** Pages every shop has, whatever the catalogue and the content say. */
export const FIXED_PAGES = [
  '/',
  '/categories',
  '/offers',
  '/cookies',
  '/corporate/stores',
] as const;

/** Content pages the editor links to from the menus, the header or the footer. */
const contentLink =
  /^(?:\/en)?(\/corporate\/(?:corporatecontent|blogs)\/[a-z0-9-]+|\/corporate\/faqs|\/landing-page\/[a-z0-9-]+)\/?$/;

/**
 * Every string in a content document that is a relative link to one of the shop's content pages
 * (an absolute link may be another site's page of the same shape).
 */
export function contentLinks(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const path = value.replace(/[?#].*$/, '');
      const match = contentLink.exec(path);
      if (match?.[1]) found.add(match[1]);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(document);
  return [...found];
}

const PAGE_SIZE = 100;

/** Every product and brand of the catalogue, page after page. */
async function catalogue(client: ApiClient): Promise<{ products: string[]; brands: string[] }> {
  const products: string[] = [];
  const brands = new Set<string>();
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await client.call(searchProductsEndpoint, {
      query: { pageNumber, pageSize: PAGE_SIZE },
    });
    for (const product of page.items) {
      products.push(productPath(product));
      if (product.brand) brands.add(`/brand/${product.brand.slug}`);
    }
    if (pageNumber + 1 >= page.totalPages || page.items.length === 0) break;
  }
  return { products, brands: [...brands].sort() };
}

/** The editor's content pages that exist (a link to a missing page is left out). */
async function contentPages(client: ApiClient): Promise<string[]> {
  const documents = await Promise.all([
    client.call(getMenusEndpoint),
    client.call(getHeaderContentEndpoint),
    client.call(getFooterContentEndpoint),
  ]);
  const links = contentLinks(documents).sort();
  const exists = await Promise.all(
    links.map((path) =>
      client
        .call(getCorporatePageEndpoint, { params: { slug: path.split('/').at(-1) ?? '' } })
        .then(
          () => true,
          () => false,
        ),
    ),
  );
  return links.filter((_, index) => exists[index]);
}

export async function listPublicPages(client: ApiClient): Promise<string[]> {
  const [categories, { products, brands }, content] = await Promise.all([
    client.call(getCategoriesEndpoint),
    catalogue(client),
    contentPages(client),
  ]);
  return [
    ...FIXED_PAGES,
    ...categories.map((c) => categoryPath(c.slug)),
    ...brands,
    ...content,
    ...products,
  ];
}
