import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAddProduct } from '@/app/hooks/use-add-product';
import { HOME_CONTENT_ID } from '@/app/parts/home-content-page';
import { useLocale } from '@/i18n/use-locale';
import { hydratedWhenNear } from '@/lib/hydrate-when-near';
import { lazyPart } from '@/lib/lazy-part';
import { AddedStatus } from '@/ui/AddedStatus';
import { PageMeta } from '@/ui/PageMeta';
import { BuyAgain } from './BuyAgain';
import { HomeBanner } from './HomeBanner';
import styles from './HomePage.module.css';
import { HomeRail } from './HomeRail';
import { homeQueries } from './home-queries';

/** The editor's blocks: their views load when the blocks come near the screen. */
const HomeContent = lazyPart(
  () => import('@/app/parts/HomeContent'),
  (module) => module.HomeContent,
);

/** The id of the popular rail's element, which hydrates once it comes near the screen. */
const POPULAR_ID = 'home-popular-rail';

/**
 * Home: the live banners, the offers rail, the editor's blocks, then popular products. On a
 * prerendered home the blocks and the popular rail are below the fold: they stay the HTML's until
 * they come near the screen (hydratedWhenNear), so a phone does not hydrate them at boot.
 */
export function HomePage() {
  const locale = useLocale();
  const queries = homeQueries(locale);
  const { added, onAdd, dismissAdded } = useAddProduct();
  // A rail whose call failed in the loader says so at once (no second try on mount).
  const offers = useQuery({ ...queries.offers, retryOnMount: false });
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
      <LateHomeContent />
      <LatePopularRail />
    </div>
  );
}

/** The editor's blocks, in home's grid. */
function HomeBlocks() {
  return <HomeContent className={styles.content} />;
}

const LateHomeContent = hydratedWhenNear(HOME_CONTENT_ID, HomeBlocks);

const LatePopularRail = hydratedWhenNear(POPULAR_ID, PopularRail);

/** The popular products, with their own "added to your cart" notice. */
function PopularRail() {
  const locale = useLocale();
  const popular = useQuery({ ...homeQueries(locale).popular, retryOnMount: false });
  const { added, onAdd, dismissAdded } = useAddProduct();
  return (
    <>
      <HomeRail
        id="home-popular"
        lateId={POPULAR_ID}
        title={<Trans>Popular in Athens</Trans>}
        link={{ href: '/categories', label: <Trans>All products</Trans> }}
        products={popular}
        onAdd={onAdd}
        className={styles.below}
      />
      <AddedStatus added={added} onDismiss={dismissAdded} />
    </>
  );
}
