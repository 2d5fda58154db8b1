import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/CartPage';

/** /cart: the full cart view the checkout press leads to; Proceed to checkout goes on. */
export const Route = createFileRoute('/cart')({
  component: CartPage,
});
