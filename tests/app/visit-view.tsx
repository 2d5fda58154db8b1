import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { type VisitActor, VisitProvider } from '@/app/visit';
import { createVisitSystem, restoreKept } from '@/app/visit-system';
import { newQueryClient, renderView } from '../content/render';

/**
 * A view inside the visit's real actor system, as src/main.tsx starts it (every journey with its
 * effects; what storage keeps read at once), without the browser's event sources (other tabs, the
 * page's own events), on one page of a memory router (the shop's navigations go to it): await
 * the view's first element (`findBy…`), the router renders it after its first load. The journeys' calls go to whatever msw/node
 * server the test file runs (`createDemoServer`).
 */
const started: VisitActor[] = [];
afterEach(() => {
  cleanup();
  for (const visit of started.splice(0)) visit.stop();
});

// jsdom has no CSS.escape, which react-aria's modals call (for a meta name such as `csp-nonce`).
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') } as typeof CSS;

export function renderInShop(ui: ReactNode, { path = '/', queryClient = newQueryClient() } = {}) {
  // The router resets the scroll after each navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const visit = createVisitSystem(
    { queryClient, navigate: (to) => void router.navigate(to) },
    { server: true },
  );
  restoreKept(visit);
  started.push(visit);
  const view = renderView(
    <VisitProvider visit={visit}>
      <RouterProvider router={router} />
    </VisitProvider>,
    queryClient,
  );
  return { ...view, visit, router };
}
