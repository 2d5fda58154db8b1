import { defaultLocale, type Locale, locales, localeTags, withLocale } from '@/i18n/locales';

/**
 * What a search engine or a link preview reads from a page (issue 24): its absolute address in
 * each language and the schema.org data of a product. Pure: the site's origin is an argument.
 */

/** Where the shop is published, as canonical and sitemap addresses need it (no trailing slash). */
export const siteOrigin = (configured: string | undefined): string =>
  (configured?.trim() || 'http://localhost:4173').replace(/\/+$/, '');

/** The absolute address of a locale-free path in a locale. */
export const absoluteUrl = (origin: string, path: string, locale: Locale): string =>
  `${origin}${withLocale(path, locale)}`;

export interface Alternate {
  /** `el-GR`, `en-GB` or `x-default` (the Greek page, the shop's default). */
  hrefLang: string;
  href: string;
}

/** The page in every language, and which one a search engine offers everyone else. */
export const alternates = (origin: string, path: string): Alternate[] => [
  ...locales.map((locale) => ({
    hrefLang: localeTags[locale],
    href: absoluteUrl(origin, path, locale),
  })),
  { hrefLang: 'x-default', href: absoluteUrl(origin, path, defaultLocale) },
];

/** An image or link as an absolute address (the catalogue may send `/api/images/…`). */
export const absoluteAsset = (origin: string, src: string): string =>
  new URL(src, `${origin}/`).href;

/** Open Graph's locale form (`el_GR`). */
export const ogLocale = (locale: Locale): string => localeTags[locale].replace('-', '_');

/** Cents as schema.org's price text: `3.45`. */
export const priceText = (cents: number): string => (cents / 100).toFixed(2);

export interface ProductFacts {
  name: string;
  description: string;
  image: string;
  sku: string;
  brand: string | null;
  /** Cents. */
  price: number;
  isAvailable: boolean;
}

export interface Crumb {
  name: string;
  /** Absolute address. */
  url: string;
}

type JsonLd = Record<string, unknown>;

/** schema.org `Product` with one EUR offer (Google Merchant listings read this). */
export function productJsonLd(product: ProductFacts, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [product.image],
    sku: product.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: priceText(product.price),
      availability: product.isAvailable
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
  };
}

/** schema.org `BreadcrumbList`: the crumbs in order, the page itself last. */
export const breadcrumbJsonLd = (crumbs: readonly Crumb[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is escaped, so text from the
 * catalogue (a name with `</script>`) cannot end the block and start markup.
 */
export const jsonLdText = (data: JsonLd): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
