import type { ReactNode } from 'react';
import { AriaRouter } from './aria-router';

/**
 * The router bridge for react-aria; lives inside the router. The visit's journeys are one actor
 * system, provided above the router (src/main.tsx, src/app/shop.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AriaRouter>{children}</AriaRouter>;
}
