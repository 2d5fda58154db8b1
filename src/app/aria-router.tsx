import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

const isExternal = (href: string) => /^[a-z][a-z+.-]*:/i.test(href) || href.startsWith('//');

/** Lets every react-aria link navigate through TanStack Router (and keep the locale prefix). */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <AriaRouterProvider
      navigate={(href) => {
        void router.navigate({ href });
      }}
      useHref={(href) => (isExternal(href) ? href : router.buildLocation({ to: href }).href)}
    >
      {children}
    </AriaRouterProvider>
  );
}
