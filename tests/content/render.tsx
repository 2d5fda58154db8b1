import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { type Product, productSchema } from '@/api/contract/catalog';
import type { BlockKind, BlockOf, CorporatePage } from '@/api/contract/content-blocks';
import { productDto } from '@/mocks/dto/catalog';
import { pageFor } from '@/mocks/seed/content/content-for';
import { getSeed } from '@/mocks/seed/seed';

// English source texts: an activated empty catalog.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(cleanup);

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

export function renderView(ui: ReactNode, queryClient = newQueryClient()) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
}

/** A seeded page (the demo platform's content) in English. */
export const seededPage = (slug: string): CorporatePage => {
  const page = pageFor(slug, 'en');
  if (!page) throw new Error(`no seeded page ${slug}`);
  return page;
};

/** The first enabled block of a kind on a seeded page, found by its title when given. */
export function seededBlock<K extends BlockKind>(
  slug: string,
  kind: K,
  title?: string,
): BlockOf<K> {
  const page = seededPage(slug);
  const found = page.content.content_component
    .map((component) => page.blocks[component.conten_sub_schema.id])
    .find(
      (block): block is BlockOf<K> =>
        block?.schema === kind &&
        (title === undefined || (block.content as { title?: string | null }).title === title),
    );
  if (!found) throw new Error(`no ${kind} block ${title ?? ''} on ${slug}`);
  return found;
}

/** Seeded catalogue products by code, as the API would answer them. */
export const seededProducts = (codes: readonly string[]): Product[] => {
  const seed = getSeed();
  return codes.flatMap((code) => {
    const product = seed.products.find((candidate) => candidate.code === code);
    return product ? [productSchema.parse(productDto(product, 'en', '/api'))] : [];
  });
};
