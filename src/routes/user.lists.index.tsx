import { useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { createFileRoute } from '@tanstack/react-router';
import { ListsProvider } from '@/app/actors/page/lists';
import { useJourney } from '@/app/visit';
import { ListsPage } from '@/features/lists/ListsPage';
import { VisitorLists } from '@/features/lists/VisitorLists';

/** /user/lists: favourites, suggested and custom lists (shopping-app.md §2, §3 "List"). */
export const Route = createFileRoute('/user/lists/')({
  component: ListsRoute,
});

function ListsRoute() {
  const { t } = useLingui();
  const signedIn = useJourney('session', hasSession);
  if (!signedIn) return <VisitorLists title={t`My lists`} />;
  return (
    <ListsProvider>
      <ListsPage title={t`My lists`} />
    </ListsProvider>
  );
}
