import { createFileRoute, notFound } from '@tanstack/react-router';
import { prefetchContentPage } from '@/app/queries/content-pages';
import { BlogScreen, ContentNotFound } from '@/features/content/PageScreens';
import { activeLocale } from '@/i18n/i18n';

const blogs = ['media-releases', 'sintages', 'job-openings-v2'];

/** /corporate/blogs/$blog: media-releases, sintages (recipes) or job-openings-v2. */
export const Route = createFileRoute('/corporate/blogs/$blog')({
  loader: async ({ context: { queryClient }, params }) => {
    if (!blogs.includes(params.blog)) throw notFound();
    await prefetchContentPage(queryClient, activeLocale(), params.blog);
  },
  component: BlogRoute,
  notFoundComponent: ContentNotFound,
});

function BlogRoute() {
  const { blog } = Route.useParams();
  return <BlogScreen blog={blog} />;
}
