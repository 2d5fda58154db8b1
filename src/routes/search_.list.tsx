import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { ListSearchPage } from '@/features/search/ListSearchPage';
import { MAX_LIST_TEXT } from '@/lib/shopping-list';

const listText = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, MAX_LIST_TEXT) : '';

/**
 * /search/list?items=: a whole shopping list searched at once (/en/search/list in English). A
 * list too long for the address is in the history entry's state instead.
 */
export const Route = createFileRoute('/search_/list')({
  validateSearch: (search: Record<string, unknown>): { items?: string } => {
    const items = listText(search.items);
    return items.trim() ? { items } : {};
  },
  component: ListSearchRoute,
});

function ListSearchRoute() {
  const items = Route.useSearch().items;
  const kept = useRouterState({ select: (state) => state.location.state.shoppingList });
  return <ListSearchPage text={items ?? listText(kept)} />;
}
