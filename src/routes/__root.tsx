import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppProviders } from '@/app/providers';
import type { RouterContext } from '@/app/router';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { ErrorPage } from '@/features/shell/ErrorPage';
import { Header } from '@/features/shell/Header';
import { NotFoundPage } from '@/features/shell/NotFoundPage';
import { SkipLink } from '@/features/shell/SkipLink';
import { activateLocale } from '@/i18n/i18n';
import { splitLocale } from '@/i18n/locales';

// The footer is below the fold and brings the content contract: it loads after the first paint.
const Footer = lazy(() => import('@/features/shell/Footer'));

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    const publicPath = new URL(location.publicHref, 'http://shop.invalid').pathname;
    await activateLocale(splitLocale(publicPath).locale);
  },
  component: RootLayout,
  errorComponent: ({ error, reset }) => (
    <AppProviders>
      <Header />
      <ErrorPage error={error} reset={reset} />
    </AppProviders>
  ),
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <AppProviders>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ConsentBanner />
    </AppProviders>
  );
}
