import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { GiftsPage } from '@/features/account/GiftsPage';
import { optionalPage } from '@/lib/search-params';

/** /user/gifts: only when giftOrder.enabled. */
export const Route = createFileRoute('/user/gifts')({
  validateSearch: (search: Record<string, unknown>): { pageNumber?: number | undefined } => ({
    pageNumber: optionalPage(search.pageNumber),
  }),
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('gifts', { queryClient, visit, href: location.href });
  },
  component: function GiftsPageRoute() {
    return <GiftsPage pageNumber={Route.useSearch().pageNumber ?? 0} />;
  },
});
