import { lazyPart } from '@/lib/lazy-part';

/** The side cart, its modals and snackbars: loaded the first time the cart opens. */
export const CartOverlays = lazyPart(() => import('@/features/cart/CartOverlays'));
