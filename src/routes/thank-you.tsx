import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/checkout/ThankYouPage';
import { optionalText } from '@/lib/search-params';

/** /thank-you?order=&number=: the order number and summary of the order just placed. */
export const Route = createFileRoute('/thank-you')({
  validateSearch: (search: Record<string, unknown>): { order?: string; number?: string } => {
    const order = optionalText(search.order);
    const number = optionalText(search.number);
    return { ...(order ? { order } : {}), ...(number ? { number } : {}) };
  },
  component: ThankYouRoute,
});

function ThankYouRoute() {
  const { order, number } = Route.useSearch();
  return <ThankYouPage orderId={order ?? null} orderNumber={number ?? null} />;
}
