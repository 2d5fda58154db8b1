import { createFileRoute } from '@tanstack/react-router';
import { ensureOwnContentRoute } from '@/app/content-route-guard';
import { prefetchContentPage } from '@/app/queries/content-pages';
import { BlogScreen, ContentNotFound } from '@/features/content/PageScreens';
import { activeLocale } from '@/i18n/i18n';

/** /corporate/blogs/$blog: media-releases, sintages (recipes) or job-openings-v2. */
export const Route = createFileRoute('/corporate/blogs/$blog')({
  // Any other slug goes to its own address (an unknown one is not found there).
  beforeLoad: ({ params }) => ensureOwnContentRoute(params.blog, `/corporate/blogs/${params.blog}`),
  loader: async ({ context: { queryClient }, params }) => {
    await prefetchContentPage(queryClient, activeLocale(), params.blog);
  },
  component: BlogRoute,
  notFoundComponent: ContentNotFound,
});

function BlogRoute() {
  const { blog } = Route.useParams();
  return <BlogScreen blog={blog} />;
}
