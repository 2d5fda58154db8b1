import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { getProductsByCodeEndpoint } from '@/api/contract/catalog';
import { type ContactForm, sendContactFormEndpoint } from '@/api/contract/contact';
import {
  getCorporatePageEndpoint,
  getEmptyStatesEndpoint,
  getHeaderContentEndpoint,
} from '@/api/contract/content';
import type { CorporatePage } from '@/api/contract/content-blocks';
import type { Locale } from '@/i18n/locales';
import { api } from '../api';

/** A corporate, blog, FAQ or landing page by slug (editor content, per locale). */
export const contentPageQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', locale, slug],
    queryFn: ({ signal }) => api.call(getCorporatePageEndpoint, { params: { slug }, signal }),
    staleTime: 10 * 60_000,
    // An unknown slug is a 404: no point asking again.
    retry: false,
  });

export const emptyStatesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'empty-states', locale],
    queryFn: ({ signal }) => api.call(getEmptyStatesEndpoint, { signal }),
    staleTime: 30 * 60_000,
  });

export const headerContentQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'header', locale],
    queryFn: ({ signal }) => api.call(getHeaderContentEndpoint, { signal }),
    staleTime: 10 * 60_000,
  });

/** Products of a promoted-products block, in the block's order (unknown codes left out). */
export const productsByCodeQuery = (locale: Locale, codes: readonly string[]) =>
  queryOptions({
    queryKey: ['catalog', 'by-code', locale, codes],
    queryFn: async ({ signal }) => {
      const products = await api.call(getProductsByCodeEndpoint, {
        query: { codes: [...codes] },
        signal,
      });
      const byCode = new Map(products.map((product) => [product.code, product]));
      return codes.flatMap((code) => byCode.get(code) ?? []);
    },
    staleTime: 5 * 60_000,
  });

/** Product codes of every enabled promoted-products block of a page. */
export const promotedCodesOf = (page: CorporatePage): string[][] =>
  page.content.content_component.flatMap((component) => {
    if (!component.enabled) return [];
    const block = page.blocks[component.conten_sub_schema.id];
    return block?.schema === 'promoted_products' ? [block.content.products_andor_offers] : [];
  });

/**
 * The loader of a content page: the page, then the products its promoted blocks show (so they
 * render without a shift). A 404 becomes the router's not-found page; other errors propagate.
 */
export async function prefetchContentPage(
  queryClient: QueryClient,
  locale: Locale,
  slug: string,
): Promise<CorporatePage> {
  try {
    const page = await queryClient.ensureQueryData(contentPageQuery(locale, slug));
    await Promise.all([
      queryClient.prefetchQuery(emptyStatesQuery(locale)),
      ...promotedCodesOf(page).map((codes) =>
        queryClient.prefetchQuery(productsByCodeQuery(locale, codes)),
      ),
    ]);
    return page;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/** Sends the contact form; the demo platform stores it. Rejects with an ApiError. */
export const sendContactForm = (form: ContactForm) =>
  api.call(sendContactFormEndpoint, { body: form });
