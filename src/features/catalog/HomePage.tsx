import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { HomeContent } from '@/app/parts/HomeContent';
import { useLocale } from '@/i18n/use-locale';
import { AddedStatus } from '@/ui/AddedStatus';
import { Link } from '@/ui/Link';
import { ProductCard } from '@/ui/ProductCard';
import gridStyles from '@/ui/ProductGrid.module.css';
import { HomeBanner } from './HomeBanner';
import styles from './HomePage.module.css';
import { homeQueries } from './home-queries';

/** Home: the live banners, the offers rail, the editor's blocks, then popular products. */
export function HomePage() {
  const locale = useLocale();
  const queries = homeQueries(locale);
  const offers = useSuspenseQuery(queries.offers).data;
  const popular = useSuspenseQuery(queries.popular).data;
  const { added, onAdd, dismissAdded } = useAddProduct();
  return (
    <div className="page">
      <h1 className="visually-hidden">
        <Trans>Agora Market: groceries delivered or ready for pickup</Trans>
      </h1>
      <HomeBanner />
      <AddedStatus added={added} onDismiss={dismissAdded} />
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
      <HomeContent className={styles.content} />
      <section aria-labelledby="home-popular" className={`${styles.section} ${styles.below}`}>
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
