import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { EmptyState } from '@/app/parts/EmptyState';
import { CatalogProducts } from '@/app/parts/product-image-fallback';
import { brandProductsQuery } from '@/app/queries/catalog-pages';
import { configurationQuery } from '@/app/queries/content';
import { useLocale } from '@/i18n/use-locale';
import { safeImageSource } from '@/lib/content-links';
import { AddedStatus } from '@/ui/AddedStatus';
import { CatalogPager } from '@/ui/CatalogPager';
import { Link } from '@/ui/Link';
import { PageMeta } from '@/ui/PageMeta';
import styles from './CatalogPages.module.css';

/**
 * /brand/{brandName}: the brand's products, with the brand's special page (banner and text)
 * when catalog.brand.specialPageDisplay is enabled. The header hides the language switch here.
 */
export function BrandPage({ brandName, pageNumber }: { brandName: string; pageNumber: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { brand, products } = useSuspenseQuery(
    brandProductsQuery(locale, brandName, pageNumber),
  ).data;
  const config = useQuery(configurationQuery()).data;
  const special = config?.catalog.brand.specialPageDisplay.enabled ? brand.specialPage : null;
  // An editor image: only an http(s) or same-origin source.
  const bannerImage = safeImageSource(special?.bannerImage);
  const { added, onAdd, dismissAdded } = useAddProduct();
  return (
    <div className="page" data-brand={brand.slug}>
      <PageMeta
        title={brand.name}
        description={special?.description || t`Products of ${brand.name} at Agora Market.`}
        path={`/brand/${brand.slug}`}
        image={bannerImage ?? brand.logo ?? undefined}
      />
      <h1>{brand.name}</h1>
      {special ? (
        <section className={styles.brandSpecial} data-testid="brand-special-page">
          {bannerImage && <img src={bannerImage} alt="" width={1240} height={320} />}
          <p>{special.description}</p>
        </section>
      ) : (
        <p className={styles.lead}>
          <Trans>All products by {brand.name}</Trans>
        </p>
      )}
      {products.items.length === 0 ? (
        <EmptyState kind="default_warning" title={t`No products from this brand right now`}>
          <Link href="/categories">
            <Trans>Browse the products</Trans>
          </Link>
        </EmptyState>
      ) : (
        <CatalogProducts
          products={products.items}
          onAdd={onAdd}
          eagerCount={2}
          label={t`Products by ${brand.name}`}
        />
      )}
      <CatalogPager
        pageNumber={products.pageNumber}
        totalPages={products.totalPages}
        hrefOf={(n) => `/brand/${encodeURIComponent(brandName)}?pageNumber=${n}`}
      />
      <AddedStatus added={added} onDismiss={dismissAdded} />
    </div>
  );
}
