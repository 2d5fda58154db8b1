import type { ReactNode } from 'react';
import { ConsentProvider } from './actors/consent';
import { AriaRouter } from './aria-router';
import { appInspector } from './inspect';

/** The app-wide actors and the router bridge for react-aria; lives inside the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AriaRouter>
      <ConsentProvider inspect={appInspector()}>{children}</ConsentProvider>
    </AriaRouter>
  );
}
