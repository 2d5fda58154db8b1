import { Trans } from '@lingui/react/macro';
import { selectedShop } from '@machines/service-selection/service-selection.selectors';
import { currentUser, hasSession } from '@machines/session/session.selectors';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@/api/contract/catalog';
import { buyAgainQuery } from '@/app/queries/orders';
import { useJourney } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { HomeRail } from './HomeRail';

/**
 * "Buy again" on home, for a signed-in customer: the products of their last orders, most often
 * ordered first (the platform's list), with the selected shop's prices. Nothing without a session
 * or before the customer has ordered.
 */
export function BuyAgain({ onAdd }: { onAdd: (product: Product) => void }) {
  const locale = useLocale();
  const signedIn = useJourney('session', hasSession);
  const userId = useJourney('session', (s) => currentUser(s)?._id ?? null);
  const shop = useJourney('selection', (s) => selectedShop(s)?._id);
  const products = useQuery({
    ...buyAgainQuery(locale, shop, userId),
    enabled: signedIn && userId !== null,
  });
  // Nothing until the list is there (no empty heading, no shift), or when it is empty.
  if (!signedIn || (!products.data && !products.isError) || products.data?.items.length === 0)
    return null;
  return (
    <HomeRail
      id="home-buy-again"
      title={<Trans>Buy again</Trans>}
      link={{ href: '/user/history', label: <Trans>My orders</Trans> }}
      products={products}
      onAdd={onAdd}
    />
  );
}
