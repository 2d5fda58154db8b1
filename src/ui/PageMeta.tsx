import { useLocale } from '@/i18n/use-locale';
import { browserTitle, SHOP_NAME } from '@/lib/page-title';
import { absoluteAsset, absoluteUrl, alternates, jsonLdText, ogLocale } from '@/lib/seo';
import { SITE_ORIGIN as origin } from '@/lib/site-origin';

export interface PageMetaProps {
  /** The page's own title; the shop's name is added once. */
  title: string;
  /** What a search result shows under the title (a page that is not listed may go without). */
  description?: string | undefined;
  /** The locale-free path (`/products/feta-1005`), with its query when the query names the page. */
  path: string;
  /** The image for link previews (made absolute). */
  image?: string | undefined;
  /** `product` for a product page; `website` otherwise. */
  type?: 'website' | 'product';
  /** schema.org blocks (Product, BreadcrumbList). */
  jsonLd?: readonly Record<string, unknown>[];
  /** Pages a search engine should not list (cart, checkout, account, search results). */
  noIndex?: boolean;
}

/**
 * The page's title, description, canonical address, its address in the other language and its
 * link-preview tags. React 19 moves `<title>`, `<meta>` and `<link>` into the document's head
 * (and writes them there in prerendered HTML); the JSON-LD blocks stay where they are, which
 * search engines accept. They are data, not script, so the CSP's script-src does not apply.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd = [],
  noIndex = false,
}: PageMetaProps) {
  const locale = useLocale();
  const url = absoluteUrl(origin, path, locale);
  const fullTitle = browserTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {alternates(origin, path).map((alternate) => (
        <link
          key={alternate.hrefLang}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={alternate.href}
        />
      ))}
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {image && <meta property="og:image" content={absoluteAsset(origin, image)} />}
      {jsonLd.map((data) => (
        <script
          key={String(data['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonLdText)
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
