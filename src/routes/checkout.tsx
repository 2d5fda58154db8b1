import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { guardCheckoutPage } from '@/app/account-guard';
import { servicesQuery } from '@/app/queries/shops';
import { useJourneyRef } from '@/app/shop';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { activeLocale } from '@/i18n/i18n';

/**
 * /checkout: the checkout page; a reservation that ran out shows the expiry modal on arrival or at
 * once. A visitor who may not order as a guest logs in first and comes back here.
 */
export const Route = createFileRoute('/checkout')({
  // A loader, as the account pages use, so the guard (and the API client it needs) is split
  // with the route rather than loaded before the first paint of every page.
  loader: ({ context: { queryClient, shop }, location }) => {
    // Whether the service asks for a time slot (the slot section and "Place order" read it).
    void queryClient.prefetchQuery(servicesQuery(activeLocale()));
    return guardCheckoutPage({ queryClient, shop, href: location.href });
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const prebook = useJourneyRef('prebook');
  // The pre-book journey knows the shopper is here: a reservation that ran out (or runs out
  // while the page is open) shows the expiry modal at once.
  useEffect(() => {
    prebook.send({ type: 'checkout.enter' });
    return () => prebook.send({ type: 'checkout.leave' });
  }, [prebook]);
  return <CheckoutPage />;
}
