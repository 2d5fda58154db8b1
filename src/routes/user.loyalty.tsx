import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { LoyaltyPage } from '@/features/account/LoyaltyPage';

/** /user/loyalty: only when loyalty.enabled and the customer has loyalty cards. */
export const Route = createFileRoute('/user/loyalty')({
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('loyalty', { queryClient, visit, href: location.href });
  },
  component: LoyaltyPage,
});
