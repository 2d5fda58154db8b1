import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { OrderDetailsPage } from '@/features/account/OrderDetailsPage';
import { optionalText } from '@/lib/search-params';

/** /user/history/details?orderId=: one order and its lines (logged in only). */
export const Route = createFileRoute('/user/history/details')({
  validateSearch: (search: Record<string, unknown>): { orderId?: string } => {
    const orderId = optionalText(search.orderId);
    return orderId ? { orderId } : {};
  },
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('history', { queryClient, visit, href: location.href });
  },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderId } = Route.useSearch();
  return <OrderDetailsPage orderId={orderId} />;
}
