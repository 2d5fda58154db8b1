import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { OrdersPage } from '@/features/account/OrdersPage';

/** /user/history/: the customer's orders (logged in only). */
export const Route = createFileRoute('/user/history/')({
  loader: async ({ context: { queryClient, shop }, location }) => {
    await guardAccountPage('history', { queryClient, shop, href: location.href });
  },
  component: OrdersPage,
});
