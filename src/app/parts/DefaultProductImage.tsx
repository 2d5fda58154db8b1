import { useQuery } from '@tanstack/react-query';
import { emptyStatesQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { safeImageSource } from '@/lib/content-links';
import { type ProductImageFallbackProps, ShopProductPlaceholder } from '@/ui/ProductImage';

/**
 * The editor's default product image (content `empty-states`), for a product without one; the
 * product's name stays its alt text. The shop's placeholder until it is there, or without it.
 */
export default function DefaultProductImage({
  alt,
  width,
  height,
  className,
}: ProductImageFallbackProps) {
  const locale = useLocale();
  const { data } = useQuery(emptyStatesQuery(locale));
  const image = data?.default_product_image;
  const src = safeImageSource(image?.image ?? image?.url);
  if (!src)
    return <ShopProductPlaceholder alt={alt} width={width} height={height} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
      data-product-image="default"
    />
  );
}
