import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { ListSearchPage } from '@/features/search/ListSearchPage';

/** The longest list the address keeps: 50 items of 80 characters, with their quantities. */
const MAX_ITEMS_TEXT = 5000;

/**
 * /search/list?items=: a whole shopping list searched at once (/en/search/list in English). A
 * list too long for the address is in the history entry's state instead (put there by the page's
 * own journey, src/app/actors/page/list-search.tsx).
 */
export const Route = createFileRoute('/search_/list')({
  validateSearch: (search: Record<string, unknown>): { items?: string } => {
    const items = typeof search.items === 'string' ? search.items.slice(0, MAX_ITEMS_TEXT) : '';
    return items.trim() ? { items } : {};
  },
  component: ListSearchRoute,
});

function ListSearchRoute() {
  const items = Route.useSearch().items;
  const kept = useRouterState({ select: (state) => state.location.state.shoppingList });
  return <ListSearchPage text={items ?? kept ?? ''} />;
}
