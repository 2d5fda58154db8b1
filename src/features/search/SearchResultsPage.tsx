import { Select, Trans, useLingui } from '@lingui/react/macro';
import { selectedShop } from '@machines/service-selection/service-selection.selectors';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { EmptyState } from '@/app/parts/EmptyState';
import { CatalogProducts } from '@/app/parts/product-image-fallback';
import { productSearchQuery } from '@/app/queries/catalog';
import { categoriesQuery } from '@/app/queries/catalog-pages';
import { useJourney } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { formatInteger, pluralCategory } from '@/lib/numbers';
import { AddedStatus } from '@/ui/AddedStatus';
import { CatalogPager } from '@/ui/CatalogPager';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import { SearchFilters } from './SearchFilters';
import styles from './SearchResults.module.css';
import { searchHref } from './search-href';
import { resultsQuery, type SearchParams } from './search-query';

/** /search: what matches the term (and filters), a page of 24 at a time. */
export function SearchResultsPage({ params }: { params: SearchParams }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const shop = useJourney('selection', selectedShop);
  const page = useSuspenseQuery(productSearchQuery(locale, resultsQuery(params, shop?._id))).data;
  const categories = useSuspenseQuery(categoriesQuery(locale)).data;
  const { added, onAdd, dismissAdded } = useAddProduct();
  const category = categories.find(
    (c) =>
      c.slug === params.category || c.id === params.category || c.friendlyId === params.category,
  );
  const term = params.product;
  const title = term ? t`Results for “${term}”` : (category?.name ?? t`All products`);
  const categoryName = category?.name;

  const applyFilters = (changes: Partial<SearchParams>) => {
    void navigate({
      to: '/search',
      search: { ...params, ...changes, pageNumber: undefined },
    });
  };

  // Select on the plural category, not Plural: see pluralCategory in lib/numbers.ts.
  const total = formatInteger(page.totalItems, locale);
  const form = pluralCategory(page.totalItems, locale);

  return (
    <div className="page">
      <PageMeta title={title} path="/search" noIndex />
      <h1>{title}</h1>
      <p className={styles.count} aria-live="polite">
        {term && categoryName ? (
          <Select
            value={form}
            _one={`${total} product in ${categoryName}`}
            other={`${total} products in ${categoryName}`}
          />
        ) : (
          <Select value={form} _one={`${total} product`} other={`${total} products`} />
        )}
      </p>
      <SearchFilters params={params} categories={categories} onChange={applyFilters} />
      {page.items.length === 0 ? (
        <EmptyState
          kind="default_warning"
          title={term ? t`Nothing found for “${term}”` : t`Nothing found`}
        >
          <p>
            <Trans>Check the spelling, try a shorter word or remove a filter.</Trans>
          </p>
          <Link href="/categories">
            <Trans>Browse the products</Trans>
          </Link>
        </EmptyState>
      ) : (
        <>
          <h2 className="visually-hidden">
            <Trans>Search results</Trans>
          </h2>
          <CatalogProducts
            products={page.items}
            onAdd={onAdd}
            eagerCount={2}
            label={t`Search results`}
          />
        </>
      )}
      <CatalogPager
        pageNumber={page.pageNumber}
        totalPages={page.totalPages}
        hrefOf={(pageNumber) => searchHref({ ...params, pageNumber })}
      />
      <AddedStatus added={added} onDismiss={dismissAdded} />
    </div>
  );
}
