import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PrebookActor } from '@/app/actors/prebook';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';

/** /checkout: the checkout page; a reservation that ran out shows the expiry modal on arrival or at once. */
export const Route = createFileRoute('/checkout')({
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const prebook = PrebookActor.useActorRef();
  // The pre-book journey knows the shopper is here: a reservation that ran out (or runs out
  // while the page is open) shows the expiry modal at once.
  useEffect(() => {
    prebook.send({ type: 'checkout.enter' });
    return () => prebook.send({ type: 'checkout.leave' });
  }, [prebook]);
  return <CheckoutPage />;
}
