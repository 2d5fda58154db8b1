import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/catalog/HomePage';
import { homeQueries } from '@/features/catalog/home-queries';
import { activeLocale } from '@/i18n/i18n';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    const queries = homeQueries(activeLocale());
    await Promise.all([
      queryClient.ensureQueryData(queries.offers),
      queryClient.ensureQueryData(queries.popular),
    ]);
  },
  component: HomePage,
});
