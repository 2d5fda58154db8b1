import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageSkeleton } from '@/features/shell/PageSkeleton';
import { activeLocale } from '@/i18n/i18n';
import { splitLocale, withLocale } from '@/i18n/locales';
import { routeTree } from '@/routeTree.gen';
import type { VisitActor } from './visit';

export interface RouterContext {
  queryClient: QueryClient;
  /** The visit's actor system (route guards wait for the session journey). */
  visit: VisitActor;
}

/**
 * Routes are locale-free (`/cookies`); the `/en` prefix is rewritten away on the way in and
 * added back on the way out for the active locale, so every link keeps the shopper's language.
 */
export function createAppRouter(
  queryClient: QueryClient,
  visit: VisitActor,
  /** The prerender (build time, Node): a memory history for its URL. */
  prerender?: { history: RouterHistory },
) {
  return createRouter({
    routeTree,
    ...(prerender ? { history: prerender.history } : {}),
    context: { queryClient, visit },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // The shell paints at once; a page waiting for its data shows a skeleton, not a blank.
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    // Rendered in Node, the router writes an inline scroll-restoring <script> (ScriptOnce), which
    // the CSP blocks and hydration would meet; the browser's router restores scroll itself.
    scrollRestoration: !prerender,
    rewrite: {
      input: ({ url }) => {
        const { path } = splitLocale(url.pathname);
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = withLocale(url.pathname, activeLocale());
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** A shopping list too long for /search/list's address (src/lib/shopping-list.ts). */
    shoppingList?: string;
  }
}
