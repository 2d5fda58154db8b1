import { Trans } from '@lingui/react/macro';
import { selectedShop } from '@machines/service-selection/service-selection.selectors';
import { hasSession } from '@machines/session/session.selectors';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@/api/contract/catalog';
import { buyAgainQuery } from '@/app/queries/orders';
import { useJourney } from '@/app/shop';
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
  const shop = useJourney('selection', (s) => selectedShop(s)?._id);
  const products = useQuery({ ...buyAgainQuery(locale, shop), enabled: signedIn });
  if (!signedIn || (products.data && products.data.items.length === 0)) return null;
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
