import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@/api/contract/catalog';
import { categoryRefsQuery } from '@/app/queries/catalog-pages';
import { useLocale } from '@/i18n/use-locale';
import { categoryPath } from '@/lib/catalog-paths';
import { productPath } from '@/lib/product-line';
import { absoluteAsset, absoluteUrl, breadcrumbJsonLd, type Crumb, productJsonLd } from '@/lib/seo';
import { SITE_ORIGIN } from '@/lib/site-origin';
import { PageMeta } from '@/ui/PageMeta';

/**
 * A product page's head and schema.org data: the Product with its EUR offer, and the trail
 * Home › category › product (the category when the categories have loaded; the route's loader
 * asks for them beside the product).
 */
export function ProductMeta({ product }: { product: Product }) {
  const { t } = useLingui();
  const locale = useLocale();
  const categories = useQuery(categoryRefsQuery(locale)).data;
  const category = categories?.find((c) => c.id === product.categoryId);
  const path = productPath(product);
  const url = absoluteUrl(SITE_ORIGIN, path, locale);
  const crumbs: Crumb[] = [
    { name: t`Home`, url: absoluteUrl(SITE_ORIGIN, '/', locale) },
    ...(category
      ? [
          {
            name: category.name,
            url: absoluteUrl(SITE_ORIGIN, categoryPath(category.slug), locale),
          },
        ]
      : []),
    { name: product.displayName, url },
  ];
  const image = absoluteAsset(SITE_ORIGIN, product.image);
  return (
    <PageMeta
      title={product.displayName}
      description={product.description || product.displayName}
      path={path}
      image={image}
      type="product"
      jsonLd={[
        productJsonLd(
          {
            name: product.displayName,
            description: product.description,
            image,
            sku: product.sku,
            brand: product.brand?.name ?? null,
            price: product.price,
            isAvailable: product.isAvailable,
          },
          url,
        ),
        breadcrumbJsonLd(crumbs),
      ]}
    />
  );
}
