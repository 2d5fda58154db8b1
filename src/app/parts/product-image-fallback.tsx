import type { ReactNode } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { CatalogProductList, type CatalogProductListProps } from '@/ui/CatalogProductList';
import { ProductImage, ProductImageFallback, type ProductImageProps } from '@/ui/ProductImage';

// Its code (and the content contract) loads only when a product on the page has no image.
const DefaultProductImage = lazyPart(() => import('./DefaultProductImage'));

/** Product images below show the editor's default product image where a product has none. */
export function WithDefaultProductImage({ children }: { children: ReactNode }) {
  return (
    <ProductImageFallback.Provider value={DefaultProductImage}>
      {children}
    </ProductImageFallback.Provider>
  );
}

/** The catalogue's product grid, with the editor's default image for a product without one. */
export const CatalogProducts = (props: CatalogProductListProps) => (
  <WithDefaultProductImage>
    <CatalogProductList {...props} />
  </WithDefaultProductImage>
);

/** One product's image, with the editor's default image when it has none. */
export const ContentProductImage = (props: ProductImageProps) => (
  <WithDefaultProductImage>
    <ProductImage {...props} />
  </WithDefaultProductImage>
);
