import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { bundleSummaryQuery, categoryRefsQuery, productQuery } from '@/app/queries/catalog-pages';
import { configurationQuery } from '@/app/queries/content';
import { ProductPage } from '@/features/catalog/ProductPage';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { activeLocale } from '@/i18n/i18n';
import { productKeyFromSplat } from '@/lib/product-line';

/**
 * /products/{slug} and the content side's /products/{category}/{subcategory}/{slug-with-id}/:
 * the last path segment names the product.
 */
export const Route = createFileRoute('/products/$')({
  loader: async ({ context: { queryClient }, params }) => {
    const key = productKeyFromSplat(params._splat);
    if (!key) throw notFound();
    const locale = activeLocale();
    void queryClient.prefetchQuery(bundleSummaryQuery(locale));
    try {
      await Promise.all([
        queryClient.ensureQueryData(productQuery(locale, key)),
        queryClient.prefetchQuery(configurationQuery()),
        // The page's breadcrumb trail names the product's category (ProductMeta).
        queryClient.prefetchQuery(categoryRefsQuery(locale)),
      ]);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ProductRoute,
  notFoundComponent: NotFoundPage,
});

function ProductRoute() {
  const { _splat } = Route.useParams();
  return <ProductPage slug={productKeyFromSplat(_splat) ?? ''} />;
}
