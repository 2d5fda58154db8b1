import { lazyPart } from '@/lib/lazy-part';

/**
 * The lists features other areas mount (product pages and cards, the side cart). Both are lazy
 * chunks: the button carries the list-addition sheet and the login-required modal, the preview
 * the lists query; neither is needed for the first paint. Wrap them in `<Suspense>`.
 *
 * - `<AddToListButton product={product} />`: "Save to list"; a visitor gets the login-required
 *   modal for lists, a customer the list-addition sheet.
 * - `<ListsPreview />`: the customer's lists with 4 products each (renders nothing for a visitor).
 */
export const AddToListButton = lazyPart(() => import('./AddToListButton'));
export const ListsPreview = lazyPart(() => import('./ListsPreview'));
