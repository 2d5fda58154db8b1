import { Trans } from '@lingui/react/macro';

import type { ReactNode } from 'react';
import type { Product } from '@/api/contract/catalog';
import { WithDefaultProductImage } from '@/app/parts/product-image-fallback';
import { hydratesNear } from '@/lib/hydrate-when-near';
import { Link } from '@/ui/Link';
import { LoadFailed } from '@/ui/LoadFailed';
import { ProductCard } from '@/ui/ProductCard';
import gridStyles from '@/ui/ProductGrid.module.css';
import styles from './HomePage.module.css';

/** What a rail shows of its products' query. */
export interface RailProducts {
  data?: { items: Product[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A rail of products on home: its heading and link, and its products. The route loader asked for
 * them before the first paint; if that call failed, the rail says so in its own place with
 * "Try again", and the rest of home (banners, the other rail, the editor's blocks) stays.
 */
export function HomeRail({
  id,
  title,
  link,
  products,
  onAdd,
  eager = 0,
  className,
  lateId,
}: {
  id: string;
  title: ReactNode;
  link: { href: string; label: ReactNode };
  /** Its products' query (`items`): a search, or the customer's "buy again". */
  products: RailProducts;
  onAdd: (product: Product) => void;
  /** How many of the first cards load their image at once (above the fold). */
  eager?: number;
  className?: string;
  /** The element's id when the rail hydrates once it comes near the screen (hydratedWhenNear). */
  lateId?: string;
}) {
  const { data, isError, isFetching, refetch } = products;
  return (
    <section
      aria-labelledby={id}
      className={[styles.section, className].filter(Boolean).join(' ')}
      {...(lateId ? hydratesNear(lateId) : {})}
    >
      <div className={styles.heading}>
        <h2 id={id}>{title}</h2>
        <Link href={link.href}>{link.label}</Link>
      </div>
      {data ? (
        <WithDefaultProductImage>
          <ul className={gridStyles.grid}>
            {data.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} onAdd={onAdd} eager={index < eager} />
              </li>
            ))}
          </ul>
        </WithDefaultProductImage>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
          <Trans>These products could not be loaded right now.</Trans>
        </LoadFailed>
      ) : null}
    </section>
  );
}
