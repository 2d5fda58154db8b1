import type { CorporatePage } from '@/api/contract/content-blocks';
import { PageMeta } from '@/ui/PageMeta';

const metadataValue = (page: CorporatePage, type: string): string | undefined =>
  page.content.metadata.find((entry) => entry.type === type)?.value;

/**
 * A content page's head: the editor's `title` and `description` metadata when given (content-side
 * §metadata), else the page's own title and subtitle.
 */
export function ContentPageMeta({ page, path }: { page: CorporatePage; path: string }) {
  const title = metadataValue(page, 'title') ?? page.content.title;
  const description =
    metadataValue(page, 'description') ?? page.content.subtitle ?? page.content.title;
  return <PageMeta title={title} description={description} path={path} />;
}
