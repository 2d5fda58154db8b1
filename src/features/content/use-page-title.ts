import { useEffect } from 'react';
import type { CorporatePage } from '@/api/contract/content-blocks';

/** Sets the document title from the page's `title` metadata (or its title). */
export function usePageTitle(page: CorporatePage) {
  const title =
    page.content.metadata.find((entry) => entry.type === 'title')?.value ?? page.content.title;
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | Agora Market`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
