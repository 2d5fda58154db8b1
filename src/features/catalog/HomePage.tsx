import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@/api/contract/catalog';
import { addToCart } from '@/app/cart-lines';
import { useLocale } from '@/i18n/use-locale';
import { Link } from '@/ui/Link';
import { HomeBanner } from './HomeBanner';
import styles from './HomePage.module.css';
import { homeQueries } from './home-queries';
import { ProductCard } from './ProductCard';
import gridStyles from './ProductGrid.module.css';

/** Home: the current banner and two product rails (offers, popular). */
export function HomePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const queries = homeQueries(locale);
  const offers = useSuspenseQuery(queries.offers).data;
  const popular = useSuspenseQuery(queries.popular).data;
  const [added, setAdded] = useState<string>();
  const onAdd = (product: Product) => {
    addToCart(product.sku);
    setAdded(t`${product.displayName} added to your cart.`);
  };
  return (
    <div className="page">
      <h1 className="visually-hidden">
        <Trans>Agora Market: groceries delivered or ready for pickup</Trans>
      </h1>
      <HomeBanner />
      <p className={styles.toast} role="status">
        {added}
      </p>
      <section aria-labelledby="home-offers" className={styles.section}>
        <div className={styles.heading}>
          <h2 id="home-offers">
            <Trans>Offers of the week</Trans>
          </h2>
          <Link href="/offers">
            <Trans>All offers</Trans>
          </Link>
        </div>
        <ul className={gridStyles.grid}>
          {offers.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} onAdd={onAdd} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-popular" className={styles.section}>
        <div className={styles.heading}>
          <h2 id="home-popular">
            <Trans>Popular in Athens</Trans>
          </h2>
          <Link href="/categories">
            <Trans>All products</Trans>
          </Link>
        </div>
        <ul className={gridStyles.grid}>
          {popular.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} onAdd={onAdd} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
