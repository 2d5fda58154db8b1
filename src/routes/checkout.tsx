import { createFileRoute } from '@tanstack/react-router';
import { guardCheckoutPage } from '@/app/account-guard';
import { servicesQuery } from '@/app/queries/shops';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { activeLocale } from '@/i18n/i18n';

/**
 * /checkout: the checkout page; a reservation that ran out shows the expiry modal on arrival or at
 * once (the visit tells pre-book the shopper is here). A visitor who may not order as a guest logs
 * in first and comes back here.
 */
export const Route = createFileRoute('/checkout')({
  // A loader, as the account pages use, so the guard (and the API client it needs) is split
  // with the route rather than loaded before the first paint of every page.
  loader: ({ context: { queryClient, visit }, location }) => {
    // Whether the service asks for a time slot (the slot section and "Place order" read it).
    void queryClient.prefetchQuery(servicesQuery(activeLocale()));
    return guardCheckoutPage({ queryClient, visit, href: location.href });
  },
  onEnter: ({ context: { visit } }) => visit.send({ type: 'page.entered', page: 'checkout' }),
  onLeave: ({ context: { visit } }) => visit.send({ type: 'page.left', page: 'checkout' }),
  component: CheckoutPage,
});
