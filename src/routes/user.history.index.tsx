import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { OrdersPage } from '@/features/account/OrdersPage';
import { optionalPage } from '@/lib/search-params';

/** /user/history/: the customer's orders (logged in only). */
export const Route = createFileRoute('/user/history/')({
  validateSearch: (search: Record<string, unknown>): { pageNumber?: number | undefined } => ({
    pageNumber: optionalPage(search.pageNumber),
  }),
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('history', { queryClient, visit, href: location.href });
  },
  component: function OrdersPageRoute() {
    return <OrdersPage pageNumber={Route.useSearch().pageNumber ?? 0} />;
  },
});
