import type { Product } from '@/api/contract/catalog';
import { ProductCard } from './ProductCard';
import gridStyles from './ProductGrid.module.css';

export interface CatalogProductListProps {
  products: readonly Product[];
  onAdd: (product: Product) => void;
  /** Cards above the fold load their images at once; the rest lazily. */
  eagerCount?: number;
  label?: string;
}

/** One page of products as a grid (pages are at most 24 products: big catalogues paginate). */
export function CatalogProductList({
  products,
  onAdd,
  eagerCount = 0,
  label,
}: CatalogProductListProps) {
  return (
    <ul className={gridStyles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={onAdd} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
