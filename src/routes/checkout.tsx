import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PrebookActor } from '@/app/actors/prebook';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';

/** /checkout: the checkout page; a reservation that ran out shows the expiry modal on arrival. */
export const Route = createFileRoute('/checkout')({
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const prebook = PrebookActor.useActorRef();
  useEffect(() => prebook.send({ type: 'checkout.verify' }), [prebook]);
  return <CheckoutPage />;
}
