import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { CardsPage } from '@/features/account/CardsPage';

/** /user/cards: saved cards (logged in only). */
export const Route = createFileRoute('/user/cards')({
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('cards', { queryClient, visit, href: location.href });
  },
  component: CardsPage,
});
