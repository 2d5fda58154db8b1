import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { CredentialsPage } from '@/features/account/CredentialsPage';

/** /user/credentials: the customer's details (logged in only). */
export const Route = createFileRoute('/user/credentials')({
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('credentials', { queryClient, visit, href: location.href });
  },
  component: CredentialsPage,
});
