import { createFileRoute } from '@tanstack/react-router';
import { ensureOwnContentRoute } from '@/app/content-route-guard';
import { prefetchContentPage } from '@/app/queries/content-pages';
import { ContentNotFound, LandingScreen } from '@/features/content/PageScreens';
import { activeLocale } from '@/i18n/i18n';

/** landing-page/$slug: an editor landing page (greek-wines). */
export const Route = createFileRoute('/landing-page/$slug')({
  // Only landing pages: any other page goes to its own address.
  beforeLoad: ({ params }) => ensureOwnContentRoute(params.slug, `/landing-page/${params.slug}`),
  loader: async ({ context: { queryClient }, params }) => {
    await prefetchContentPage(queryClient, activeLocale(), params.slug);
  },
  component: LandingRoute,
  notFoundComponent: ContentNotFound,
});

function LandingRoute() {
  const { slug } = Route.useParams();
  return <LandingScreen slug={slug} />;
}
