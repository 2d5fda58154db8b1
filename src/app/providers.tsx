import type { ReactNode } from 'react';
import { ConsentProvider } from './actors/consent';
import { PrebookProvider } from './actors/prebook';
import { SelectionProvider } from './actors/selection';
import { AriaRouter } from './aria-router';
import { appInspector } from './inspect';

/** The app-wide actors and the router bridge for react-aria; lives inside the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AriaRouter>
      <ConsentProvider inspect={appInspector()}>
        <SelectionProvider inspect={appInspector()}>
          <PrebookProvider inspect={appInspector()}>{children}</PrebookProvider>
        </SelectionProvider>
      </ConsentProvider>
    </AriaRouter>
  );
}
