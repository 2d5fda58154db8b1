import { createFileRoute } from '@tanstack/react-router';
import { ensureOwnContentRoute } from '@/app/content-route-guard';
import { prefetchContentPage } from '@/app/queries/content-pages';
import { ContentNotFound, CorporatePageScreen } from '@/features/content/PageScreens';
import { activeLocale } from '@/i18n/i18n';

/** /corporate/corporatecontent/$slug: a corporate page assembled from its blocks. */
export const Route = createFileRoute('/corporate/corporatecontent/$slug')({
  // Blogs, FAQs, home and landing pages live at their own address only.
  beforeLoad: ({ params }) =>
    ensureOwnContentRoute(params.slug, `/corporate/corporatecontent/${params.slug}`),
  loader: ({ context: { queryClient }, params }) =>
    prefetchContentPage(queryClient, activeLocale(), params.slug).then(() => undefined),
  component: CorporatePage,
  notFoundComponent: ContentNotFound,
});

function CorporatePage() {
  const { slug } = Route.useParams();
  return <CorporatePageScreen slug={slug} />;
}
