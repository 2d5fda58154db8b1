import { createFileRoute } from '@tanstack/react-router';
import { prefetchContentPage } from '@/app/queries/content-pages';
import { FaqScreen } from '@/features/content/PageScreens';
import { activeLocale } from '@/i18n/i18n';

/** /corporate/faqs: frequently asked questions (the `faqs` content page). */
export const Route = createFileRoute('/corporate/faqs')({
  loader: async ({ context: { queryClient } }) => {
    await prefetchContentPage(queryClient, activeLocale(), 'faqs');
  },
  component: FaqScreen,
});
