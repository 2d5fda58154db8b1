import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { HomeContent } from '@/app/parts/HomeContent';
import { useLocale } from '@/i18n/use-locale';
import { AddedStatus } from '@/ui/AddedStatus';
import { PageMeta } from '@/ui/PageMeta';
import { BuyAgain } from './BuyAgain';
import { HomeBanner } from './HomeBanner';
import styles from './HomePage.module.css';
import { HomeRail } from './HomeRail';
import { homeQueries } from './home-queries';

/** Home: the live banners, the offers rail, the editor's blocks, then popular products. */
export function HomePage() {
  const locale = useLocale();
  const queries = homeQueries(locale);
  const { added, onAdd, dismissAdded } = useAddProduct();
  // A rail whose call failed in the loader says so at once (no second try on mount).
  const offers = useQuery({ ...queries.offers, retryOnMount: false });
  const popular = useQuery({ ...queries.popular, retryOnMount: false });
  const { t } = useLingui();
  return (
    <div className="page">
      <PageMeta
        title={t`Groceries delivered in Athens or ready for pickup`}
        description={t`Fresh groceries from Agora Market: home delivery in a 2-hour or express 1-hour slot, or take-away and curbside pickup at a shop near you.`}
        path="/"
      />
      <h1 className="visually-hidden">
        <Trans>Agora Market: groceries delivered or ready for pickup</Trans>
      </h1>
      <HomeBanner />
      <AddedStatus added={added} onDismiss={dismissAdded} />
      <HomeRail
        id="home-offers"
        title={<Trans>Offers of the week</Trans>}
        link={{ href: '/offers', label: <Trans>All offers</Trans> }}
        products={offers}
        onAdd={onAdd}
        eager={2}
      />
      <BuyAgain onAdd={onAdd} />
      <HomeContent className={styles.content} />
      <HomeRail
        id="home-popular"
        title={<Trans>Popular in Athens</Trans>}
        link={{ href: '/categories', label: <Trans>All products</Trans> }}
        products={popular}
        onAdd={onAdd}
        className={styles.below}
      />
    </div>
  );
}
