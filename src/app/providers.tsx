import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { localeTags } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { AriaRouter } from './aria-router';

/**
 * The router bridge for react-aria, and react-aria in the shop's language: its own words (a
 * breadcrumb's label, a search field's clear button), numbers and dates follow the page's locale
 * (el-GR, or en-GB under /en), not the browser's. Lives inside the router. The visit's journeys
 * are one actor system, provided above the router (src/main.tsx, src/app/visit.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AriaI18nProvider locale={localeTags[useLocale()]}>
      <AriaRouter>{children}</AriaRouter>
    </AriaI18nProvider>
  );
}
