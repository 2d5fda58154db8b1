import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import type { Product } from '@/api/contract/catalog';
import type { BlockOf } from '@/api/contract/content-blocks';
import { ContentProductImage } from '@/app/parts/product-image-fallback';
import { productsByCodeQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { ContentLink } from '@/ui/ContentLink';
import { Link } from '@/ui/Link';
import { LoadFailed } from '@/ui/LoadFailed';
import styles from './blocks.module.css';

function ProductTile({ product }: { product: Product }) {
  const locale = useLocale();
  const onOffer = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <li className={styles.productTile}>
      <ContentProductImage
        src={product.image}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <Link href={`/products/${product.slug}`} variant="plain" className={styles.productName}>
        {product.displayName}
      </Link>
      <p className={styles.productPrice}>
        {formatCents(product.price, locale)}
        {onOffer && product.originalPrice !== null && (
          <del>
            <span className="visually-hidden">
              <Trans>Was</Trans>{' '}
            </span>
            {formatCents(product.originalPrice, locale)}
          </del>
        )}
      </p>
    </li>
  );
}

/** Promoted products: the block's product codes resolved to products, in the editor's order. */
export function PromotedProductsBlock({ block }: { block: BlockOf<'promoted_products'> }) {
  const locale = useLocale();
  const { title, redirection_text, redirection_url, products_andor_offers } = block.content;
  const { data, isError, isFetching, refetch } = useQuery(
    productsByCodeQuery(locale, products_andor_offers),
  );
  // Products arriving after the first paint render in a deferred, time-sliced pass.
  const products = useDeferredValue(data);
  const headingId = useId();
  return (
    <section className={styles.block} data-block="promoted_products" aria-labelledby={headingId}>
      <div className={styles.blockHead}>
        <h2 id={headingId}>{title}</h2>
        {redirection_text && redirection_url && (
          <ContentLink href={redirection_url}>{redirection_text}</ContentLink>
        )}
      </div>
      {isError && !products && (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
          <Trans>These products could not be loaded right now.</Trans>
        </LoadFailed>
      )}
      {products && (
        <ul className={styles.products}>
          {products.map((product) => (
            <ProductTile key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}
