import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_COMMENT_MAX_LENGTH } from '@machines/cart/cart.types';
import { defaultOptions, lineFromProduct, packagingApplies } from '@machines/cart/cart-line';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import type { OfferType, Product } from '@/api/contract/catalog';
import { addProduct } from '@/app/cart-commands';
import { useAddedNotice } from '@/app/hooks/use-add-product';
import { AddToListButton } from '@/app/parts/lazy-lists';
import { ContentProductImage } from '@/app/parts/product-image-fallback';
import { productQuery } from '@/app/queries/catalog-pages';
import { configurationQuery } from '@/app/queries/content';
import { useJourneyRef } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { AddedStatus } from '@/ui/AddedStatus';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import { ProductBundles } from './ProductBundles';
import { ProductMeta } from './ProductMeta';
import { ProductOptions } from './ProductOptions';
import styles from './ProductPage.module.css';

function useOfferTypeLabel(type: OfferType | null): string | null {
  const { t } = useLingui();
  if (type === 'PRICE_CUT') return t`Price cut`;
  if (type === 'BUNDLE') return t`Bundle offer`;
  if (type === 'GIFT') return t`With a free gift`;
  return null;
}

/** /products/{slug}: the product with its options, comment, packaging and add to cart. */
export function ProductPage({ slug }: { slug: string }) {
  const locale = useLocale();
  const product = useSuspenseQuery(productQuery(locale, slug)).data;
  const offerType = useOfferTypeLabel(product.offerType);
  const onOffer = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <div className="page">
      <ProductMeta product={product} />
      <article className={styles.product} aria-labelledby="product-name">
        <ContentProductImage
          className={styles.image}
          src={product.image}
          alt={product.displayName}
          width={480}
          height={480}
          fetchPriority="high"
        />
        <div className={styles.details}>
          {product.brand && (
            <Link href={`/brand/${product.brand.slug}`} className={styles.brand}>
              {product.brand.name}
            </Link>
          )}
          <h1 id="product-name">{product.name}</h1>
          {offerType && (
            <p className={styles.offer} data-testid="offer-type">
              {offerType}
              {product.offerLabel ? ` · ${product.offerLabel}` : ''}
            </p>
          )}
          <p className={styles.price}>
            <span>{formatCents(product.price, locale)}</span>
            {onOffer && product.originalPrice !== null && (
              <del className={styles.was}>
                <span className="visually-hidden">
                  <Trans>Was</Trans>{' '}
                </span>
                {formatCents(product.originalPrice, locale)}
              </del>
            )}
          </p>
          <p>{product.description}</p>
          <AddToCartForm key={product.id} product={product} />
          <ProductBundles productId={product.id} />
        </div>
      </article>
    </div>
  );
}

function AddToCartForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const locale = useLocale();
  const config = useQuery(configurationQuery()).data;
  const maxLength = config?.fields.orderItems.comments.maxLength ?? DEFAULT_COMMENT_MAX_LENGTH;
  const packagingFee = config?.catalog.product.packagingFee.enabled === true;
  // The line's own rule: the page says the fee exactly when the line will carry it.
  const packaging = packagingApplies(product, packagingFee);
  const [options, setOptions] = useState(() => defaultOptions(product));
  const [comments, setComments] = useState('');
  const { added, announce, dismissAdded } = useAddedNotice();
  const cart = useJourneyRef('cart');
  const used = comments.length;
  const packagingName = product.packagingProductName ?? '';
  const packagingPrice = formatCents(product.packagingUnitPrice ?? 0, locale);
  const onAdd = () => {
    addProduct(
      cart,
      lineFromProduct(product, {
        options,
        comments,
        packagingFee,
        commentMaxLength: maxLength,
      }),
    );
    announce(t`${product.displayName} added to your cart.`);
  };
  return (
    <div className={styles.form}>
      <ProductOptions
        groups={product.options}
        selected={options}
        onChange={(index, id) => setOptions((now) => now.map((v, i) => (i === index ? id : v)))}
      />
      <TextField
        className={styles.field}
        value={comments}
        onChange={setComments}
        maxLength={maxLength}
      >
        <Label>
          <Trans>Comment for the picker (optional)</Trans>
        </Label>
        <TextArea />
        <Text slot="description" className={styles.hint}>
          <Trans>
            {used} of {maxLength} characters
          </Trans>
        </Text>
      </TextField>
      {packaging && (
        <p className={styles.hint} data-testid="packaging-fee">
          <Trans>
            Packaging: {packagingName}, {packagingPrice} per item
          </Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button onPress={onAdd}>
          <Trans>Add to cart</Trans>
        </Button>
        {/* Visitors get the login-required modal for lists from this button. */}
        <Suspense fallback={null}>
          <AddToListButton product={product} size="md" />
        </Suspense>
      </div>
      <AddedStatus added={added} onDismiss={dismissAdded} />
    </div>
  );
}
