import type { QueryClient } from '@tanstack/react-query';
import type { NavigateOptions } from '@tanstack/react-router';

/** What the visit's effects need from the app: the query cache and the router's navigation. */
export interface VisitDeps {
  queryClient: QueryClient;
  /** A router navigation (locale-free paths; the router adds the shopper's language). */
  navigate: (options: NavigateOptions | { href: string; replace?: boolean }) => void;
}
