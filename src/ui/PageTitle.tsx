import { browserTitle } from '@/lib/page-title';

/**
 * The browser title of a page search engines do not list (account, login, checkout, a list, an
 * unknown address): its heading, then the shop's name. React 19 hoists it into the head and
 * removes it when the page goes, so a page without one would leave the tab with no title at all
 * after a client-side navigation (WCAG 2.4.2). Listed pages use `PageMeta`.
 */
export function PageTitle({ title }: { title: string }) {
  return (
    <>
      <title>{browserTitle(title)}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
