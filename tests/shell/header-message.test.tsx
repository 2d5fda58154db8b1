// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeaderMessageSlot } from '@/app/parts/HeaderMessageSlot';
import { loadHeaderMessage } from '@/app/parts/header-message-load';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { activateLocale, activeLocale } from '@/i18n/i18n';
import { splitLocale } from '@/i18n/locales';
import { createDemoServer } from '@/mocks/node-server';

/**
 * The editor's header message bar as the shell renders it: the root loader's wait for the header
 * content (`loadHeaderMessage`), then the slot above the page, with the shop's react-aria router
 * bridge (links keep the locale prefix). The demo platform answers the header content over
 * msw/node; a test changes its `message` as the browser specs did with a route. The first render,
 * the layout shift, the keyboard and a reload are the browser's (e2e/header-message.spec.ts).
 */
const server = createDemoServer();
const HEADER = '*/api/v3/content/header';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The router resets the scroll after each navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** The platform's header content with its `message` replaced, as the browser spec's route did. */
const withMessage = (message: object | null) =>
  server.withJsonReply<Record<string, unknown>>(HEADER, (json) => ({ ...json, message }));

/**
 * The shell around the page at a browser address (its locale from the address, as the shop's
 * router reads it): the root loader waits for the header content, the bar above `main`.
 */
async function renderShell(address: string) {
  const { locale, path } = splitLocale(address);
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    loader: ({ context }) => loadHeaderMessage(context.queryClient, activeLocale()),
    component: () => (
      <AppProviders>
        <HeaderMessageSlot />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </AppProviders>
    ),
  });
  const page = (path: string, title: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>{title}</h1> });
  const router = createRouter({
    routeTree: root.addChildren([page('/', 'Home'), page('/login', 'Login')]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const bar = (name = 'Announcement') => screen.queryByRole('complementary', { name });

describe('the header message bar', () => {
  it('is in Greek by default, with its Greek link and close button', async () => {
    await renderShell('/');
    const message = bar('Ανακοίνωση');
    expect(message).not.toBeNull();
    const inBar = within(message as HTMLElement);
    expect(message?.textContent).toContain('Παραδίδουμε πλέον και Κυριακή');
    expect(inBar.getByRole('link', { name: 'Δείτε πώς' }).getAttribute('href')).toBe(
      '/corporate/corporatecontent/delivery-services',
    );
    fireEvent.click(inBar.getByRole('button', { name: 'Κλείσιμο μηνύματος' }));
    expect(bar('Ανακοίνωση')).toBeNull();
    expect(localStorage.getItem('headerMessage')).toBe(JSON.stringify('delivery-hours-2026-11'));
  });

  it('shows hostile text as text and drops an unsafe link', async () => {
    const text = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>Hi';
    withMessage({
      id: 'hostile-1',
      text,
      link_title: 'Click',
      redirect_link: 'javascript:window.pwned=3',
    });
    await renderShell('/en/');
    const message = bar();
    expect(message).not.toBeNull();
    expect(message?.textContent).toContain(text);
    expect(message?.querySelectorAll('img, script')).toHaveLength(0);
    expect(within(message as HTMLElement).queryAllByRole('link')).toHaveLength(0);
    expect(message?.querySelector('[href]')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows no bar and no error when the header content call fails, on this page or the next', async () => {
    let calls = 0;
    server.use(
      http.get(HEADER, () => {
        calls += 1;
        return HttpResponse.json({ code: 'SERVER_ERROR', userMessage: 'Down' }, { status: 500 });
      }),
    );
    const router = await renderShell('/en/login');
    // The client asks three times (two retries, 300 and 600 ms apart) before it gives up.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(bar()).toBeNull();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    // The next page, where a message that came late would show, shows none either.
    await act(() => router.navigate({ to: '/' }));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(bar()).toBeNull();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows no bar for a message out of its window', async () => {
    withMessage({
      id: 'past',
      text: 'Old news',
      start_date: '2020-01-01T00:00:00Z',
      end_date: '2021-01-01T00:00:00Z',
    });
    await renderShell('/en/login');
    expect(bar()).toBeNull();
    expect(screen.queryByText('Old news')).toBeNull();
  });
});
