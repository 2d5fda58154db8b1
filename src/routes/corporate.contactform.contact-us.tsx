import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /corporate/contactform/contact-us: owned by the content issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/corporate/contactform/contact-us')({
  component: ContactPage,
});

function ContactPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Contact us`} />;
}
