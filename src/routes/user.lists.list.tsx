import { useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { createFileRoute } from '@tanstack/react-router';
import { ListDetailProvider } from '@/app/actors/page/lists';
import { useJourney } from '@/app/visit';
import { ListPage } from '@/features/lists/ListPage';
import { VisitorLists } from '@/features/lists/VisitorLists';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { optionalText } from '@/lib/search-params';

/** /user/lists/list?id=…: one list's products (shopping-app.md §2, §5 "Local product search"). */
export const Route = createFileRoute('/user/lists/list')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => {
    const id = optionalText(search.id);
    return id ? { id } : {};
  },
  component: ListRoute,
});

function ListRoute() {
  const { t } = useLingui();
  const signedIn = useJourney('session', hasSession);
  const { id } = Route.useSearch();
  if (!signedIn) return <VisitorLists title={t`My lists`} />;
  if (!id) return <NotFoundPage />;
  return (
    <ListDetailProvider key={id} listId={id}>
      <ListPage />
    </ListDetailProvider>
  );
}
