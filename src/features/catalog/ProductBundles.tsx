import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { bundleSummaryQuery } from '@/app/queries/catalog-pages';
import { useLocale } from '@/i18n/use-locale';
import styles from './ProductPage.module.css';

/** The bundle offers that include this product (read-only, from the bundles summary). */
export function ProductBundles({ productId }: { productId: string }) {
  const locale = useLocale();
  const { data } = useQuery(bundleSummaryQuery(locale));
  const bundles = (data ?? []).filter((bundle) => bundle.productIds.includes(productId));
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="product-bundles">
      <h2 id="product-bundles">
        <Trans>Bundle offers with this product</Trans>
      </h2>
      <ul className={styles.bundles}>
        {bundles.map((bundle) => (
          <li key={bundle.id} className={styles.bundle}>
            <strong>{bundle.title}</strong>
            <p>{bundle.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
