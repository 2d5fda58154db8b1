import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /questionnaire/$: owned by the catalogue issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/questionnaire/$')({
  component: QuestionnairePage,
});

function QuestionnairePage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Questionnaire`} />;
}
