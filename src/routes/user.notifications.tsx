import { createFileRoute } from '@tanstack/react-router';
import { guardAccountPage } from '@/app/account-guard';
import { NotificationsPage } from '@/features/account/NotificationsPage';

/** /user/notifications: only when services.newsletter.enabled. */
export const Route = createFileRoute('/user/notifications')({
  loader: async ({ context: { queryClient, visit }, location }) => {
    await guardAccountPage('notifications', { queryClient, visit, href: location.href });
  },
  component: NotificationsPage,
});
