import { createFileRoute } from '@tanstack/react-router';
import { emptyStatesQuery } from '@/app/queries/content-pages';
import { CartPage } from '@/features/cart/CartPage';
import { activeLocale } from '@/i18n/i18n';

/** /cart: the full cart view the checkout press leads to; Proceed to checkout goes on. */
export const Route = createFileRoute('/cart')({
  // The editor's illustrations (an empty cart's, the minimum order's) come with the page's first
  // render instead of being asked for after it: the empty cart's picture is the page's largest
  // paint. A failed call is not the cart's failure: the text stands alone (EmptyState).
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchQuery(emptyStatesQuery(activeLocale())),
  component: CartPage,
});
