import { createFileRoute, notFound } from '@tanstack/react-router';
import { QuestionnairePage } from '@/features/questionnaire/QuestionnairePage';
import { NotFoundPage } from '@/features/shell/NotFoundPage';

/** The one questionnaire of the shop (the spec names only the route): product preferences. */
const questionnaires = ['preferences', ''];

/** /questionnaire/preferences (and /questionnaire/): the product-preference questionnaire. */
export const Route = createFileRoute('/questionnaire/$')({
  loader: ({ params }) => {
    if (!questionnaires.includes((params._splat ?? '').replace(/\/+$/, ''))) throw notFound();
  },
  component: QuestionnairePage,
  notFoundComponent: NotFoundPage,
});
