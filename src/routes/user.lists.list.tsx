import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ListDetailProvider } from '@/app/actors/lists';
import { useSignedIn } from '@/app/auth-status';
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
  const signedIn = useSignedIn();
  const { id } = Route.useSearch();
  if (!signedIn) return <VisitorLists title={t`My lists`} />;
  if (!id) return <NotFoundPage />;
  return (
    <ListDetailProvider listId={id}>
      <ListPage />
    </ListDetailProvider>
  );
}
