import { lazyPart } from '@/lib/lazy-part';

/**
 * The lists views other features mount (the product page, the side cart). Both are lazy
 * chunks: the button carries the list-addition sheet and the login-required modal, the preview
 * the lists query; neither is needed for the first paint. Wrap them in `<Suspense>`.
 *
 * - `<AddToListButton product={product} />`: "Save to list"; a visitor gets the login-required
 *   modal for lists, a customer the list-addition sheet.
 * - `<ListsPreview />`: the customer's lists with 4 products each (renders nothing for a visitor).
 */
export const AddToListButton = lazyPart(() => import('@/features/lists/AddToListButton'));
export const ListsPreview = lazyPart(() => import('@/features/lists/ListsPreview'));
