import { createFileRoute } from '@tanstack/react-router';
import { emptyStatesQuery } from '@/app/queries/content-pages';
import { ContactScreen } from '@/features/content/PageScreens';
import { activeLocale } from '@/i18n/i18n';

/** /corporate/contactform/contact-us: the contact form (the demo platform stores messages). */
export const Route = createFileRoute('/corporate/contactform/contact-us')({
  // The "message sent" illustration, so the thank-you state does not wait for it.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(emptyStatesQuery(activeLocale()));
  },
  component: ContactScreen,
});
