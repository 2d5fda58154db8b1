import { useEffect } from 'react';
import type { CorporatePage } from '@/api/contract/content-blocks';
import { browserTitle } from '@/lib/page-title';

/** Sets the document title from the page's `title` metadata (or its title), the shop's name once. */
export function usePageTitle(page: CorporatePage) {
  const title =
    page.content.metadata.find((entry) => entry.type === 'title')?.value ?? page.content.title;
  useEffect(() => {
    const previous = document.title;
    document.title = browserTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
