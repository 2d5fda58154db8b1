import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { EmptyState } from '@/app/parts/EmptyState';
import { CatalogProducts } from '@/app/parts/product-image-fallback';
import { offersQuery } from '@/app/queries/catalog-pages';
import { useLocale } from '@/i18n/use-locale';
import { AddedStatus } from '@/ui/AddedStatus';
import { CatalogPager } from '@/ui/CatalogPager';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import styles from './CatalogPages.module.css';
import { OffersSnackbar } from './OffersSnackbar';

/** /offers: the products on offer, a page at a time, with the 4-second offers snackbar. */
export function OffersPage({ pageNumber }: { pageNumber: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const page = useSuspenseQuery(offersQuery(locale, pageNumber)).data;
  const { added, onAdd, dismissAdded } = useAddProduct();
  return (
    <div className="page">
      <PageMeta
        title={t`Offers`}
        description={t`Price cuts, bundles and free gifts, updated every week.`}
        path="/offers"
      />
      <h1>
        <Trans>Offers</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Price cuts, bundles and free gifts, updated every week.</Trans>
      </p>
      {page.items.length === 0 ? (
        <EmptyState kind="default_warning" title={t`No offers right now`}>
          <Link href="/categories">
            <Trans>Browse the products</Trans>
          </Link>
        </EmptyState>
      ) : (
        <CatalogProducts
          products={page.items}
          onAdd={onAdd}
          eagerCount={2}
          label={t`Products on offer`}
        />
      )}
      <CatalogPager
        pageNumber={page.pageNumber}
        totalPages={page.totalPages}
        hrefOf={(n) => `/offers?pageNumber=${n}`}
      />
      {page.totalItems > 0 && <OffersSnackbar pageNumber={pageNumber} total={page.totalItems} />}
      <AddedStatus added={added} onDismiss={dismissAdded} />
    </div>
  );
}
