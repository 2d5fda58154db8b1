import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /corporate/blogs/$blog: owned by the content issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/corporate/blogs/$blog')({
  component: BlogPage,
});

function BlogPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Blog`} />;
}
