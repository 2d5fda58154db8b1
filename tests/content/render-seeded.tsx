import type { Locale } from '@/api/contract/common';
import { productsByCodeQuery, promotedCodesOf } from '@/app/queries/content-pages';
import { ContentPage } from '@/features/content/ContentPage';
import { pageFor } from '@/mocks/seed/content/content-for';
import { newQueryClient, renderView, seededProducts } from './render';

/**
 * A seeded page as the demo platform serves it in a locale, as its route shows it: the products
 * its blocks promote already loaded.
 */
export function renderSeeded(slug: string, locale: Locale, variant: 'page' | 'blog') {
  const page = pageFor(slug, locale);
  if (!page) throw new Error(`no seeded page ${slug} in ${locale}`);
  const client = newQueryClient();
  for (const codes of promotedCodesOf(page))
    client.setQueryData(productsByCodeQuery(locale, codes).queryKey, seededProducts(codes));
  const { container } = renderView(<ContentPage page={page} variant={variant} />, client);
  return { page, container, blocks: container.querySelectorAll('[data-block]') };
}
