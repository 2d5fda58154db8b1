import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@/api/contract/catalog';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { productPath } from '@/lib/product-line';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import styles from './ProductCard.module.css';
import { ProductImage } from './ProductImage';

export interface ProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
  /** The first cards of a page load eagerly (they are the largest paint). */
  eager?: boolean;
}

/** A product tile: image, name, brand, price (with the offer), add button. */
export function ProductCard({ product, onAdd, eager = false }: ProductCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const onOffer = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <article className={styles.card} aria-labelledby={`product-${product.id}`}>
      <div className={styles.media}>
        <ProductImage
          src={product.image}
          alt=""
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {onOffer && <span className={styles.offer}>{product.offerLabel ?? t`Offer`}</span>}
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <h3 id={`product-${product.id}`} className={styles.name}>
          <Link href={productPath(product)} variant="plain">
            {product.displayName}
          </Link>
        </h3>
        <p className={styles.price}>
          <span className={onOffer ? styles.now : undefined}>
            {formatCents(product.price, locale)}
          </span>
          {onOffer && product.originalPrice !== null && (
            <del className={styles.was}>
              <span className="visually-hidden">
                <Trans>Was</Trans>{' '}
              </span>
              {formatCents(product.originalPrice, locale)}
            </del>
          )}
        </p>
      </div>
      <Button
        size="sm"
        className={styles.add}
        onPress={() => onAdd(product)}
        aria-label={t`Add ${product.displayName} to cart`}
      >
        <Trans>Add</Trans>
      </Button>
    </article>
  );
}
