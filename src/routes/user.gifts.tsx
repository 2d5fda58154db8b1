import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { GiftsPage } from '@/features/account/GiftsPage';

/** /user/gifts: only when giftOrder.enabled. */
export const Route = createFileRoute('/user/gifts')({
  loader: async ({ context: { queryClient, shop }, location }) => {
    await guardAccountPage('gifts', { queryClient, shop, href: location.href });
  },
  component: GiftsPage,
});
