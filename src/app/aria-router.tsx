import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { activeLocale } from '@/i18n/i18n';
import { localizeHref } from '@/i18n/locales';

const isExternal = (href: string) => /^[a-z][a-z+.-]*:/i.test(href) || href.startsWith('//');

/** Lets every react-aria link navigate through TanStack Router (and keep the locale prefix). */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <AriaRouterProvider
      navigate={(href) => {
        void router.navigate({ href });
      }}
      // Not router.buildLocation: it matches routes for every link (a third of a link's render).
      useHref={(href) => (isExternal(href) ? href : localizeHref(href, activeLocale()))}
    >
      {children}
    </AriaRouterProvider>
  );
}
