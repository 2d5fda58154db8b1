import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app-root';
import { HydratedApp } from '@/app/hydrated-app';
import { initInspector } from '@/app/inspect';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { createVisitSystem, restoreKept } from '@/app/visit-system';
import { activateLocale, activeLocale, pageWordsReady } from '@/i18n/i18n';
import { splitLocale } from '@/i18n/locales';
import { nextTask } from '@/lib/next-task';
import { setRenderedAt } from '@/lib/render-clock';
import { markTakeOver } from '@/lib/take-over-marks';
import { noteTypedText } from '@/lib/typed-before-hydration';
import '@/styles/tokens.css';
import '@/styles/base.css';

/**
 * How long the first render waits for the page's route (code and data). Within it the shop paints
 * once, complete, in one time-sliced render; past it the shell renders with the page skeleton and
 * the page follows. index.html's boot shell is on screen meanwhile.
 */
const FIRST_DATA_WAIT_MS = 1200;

/**
 * The route's loaders and the page catalog, bounded: a slow or failing platform never keeps the
 * shop from rendering.
 */
const firstData = (router: ReturnType<typeof createAppRouter>) =>
  Promise.race([
    Promise.all([router.load(), pageWordsReady()]).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);

/** Query parameters that name no other page (campaign and click ids): the page's HTML stands. */
const tracking = /^(utm_[a-z]+|fbclid|gclid|msclkid)$/;

/** The address the page's HTML is for: `/x/` is `/x`, campaign parameters are left out. */
function pageAddress(location: Location): string {
  const query = new URLSearchParams(location.search);
  for (const key of [...query.keys()]) if (tracking.test(key)) query.delete(key);
  const search = query.toString();
  return location.pathname.replace(/(.)\/$/, '$1') + (search ? `?${search}` : '');
}

/**
 * The shop renders this page in the browser instead of hydrating it: the mark goes (presses are
 * no longer held, src/boot/early-presses.ts), and with `clear` the HTML too (another page's).
 */
function dropPrerendered(root: HTMLElement, { clear }: { clear: boolean }) {
  root.removeAttribute('data-prerendered');
  if (clear) root.replaceChildren();
}

/**
 * The page's prerendered data (vite-plugins/site-files.ts): the query cache the HTML was rendered
 * from, a JSON block (data, never run). Null on client-rendered pages.
 */
function prerenderedState(root: HTMLElement): DehydratedState | null {
  if (!root.hasAttribute('data-prerendered')) return null;
  const block = document.getElementById('prerender-state');
  try {
    const {
      url,
      renderedAt,
      queries: state,
    } = JSON.parse(block?.textContent ?? '') as {
      url: string;
      renderedAt?: number;
      queries: DehydratedState;
    };
    // A host that answers an unknown path with some other page's HTML: render, don't hydrate.
    // (/categories?category=x is not prerendered: the host serves /categories' HTML for it.)
    if (url !== pageAddress(window.location)) {
      dropPrerendered(root, { clear: true });
      return null;
    }
    // Fresh for the hydration (the router's loaders must not fetch and render other data than
    // the HTML's); refetched once the page is hydrated (HydratedApp).
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    // Hydrated at the time the HTML shows; the clock's users render again at now (render-clock).
    setRenderedAt(typeof renderedAt === 'number' ? renderedAt : null);
    return state;
  } catch {
    // No readable data block (a host that rewrote the page): rendered in the browser.
    dropPrerendered(root, { clear: false });
    return null;
  }
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const prerendered = prerenderedState(root);
  if (prerendered) {
    markTakeOver('entry-evaluated');
    try {
      return await hydratePage(root, prerendered);
    } catch (error) {
      // The route's code or words did not load: the page is rendered in the browser instead.
      console.error('[hydration] the page is rendered anew', error);
      dropPrerendered(root, { clear: false });
    }
  }
  // The catalog and the page's route load side by side: activateLocale sets the locale the
  // loaders' calls ask for before its catalog arrives.
  // The page catalog starts loading too; the first render needs the shell's words only.
  const locale = activateLocale(splitLocale(window.location.pathname).locale, { shellOnly: true });
  // Every page's loaders call the API: fetch its client (zod and the contracts) now, beside the
  // router, rather than after the route's loader chunk has arrived and named it.
  // A failure here is not the shopper's concern: the loaders import it again and report their own.
  import('@/app/api').catch(() => undefined);
  // Evaluating the entry's modules, creating the router and loading the route are three tasks,
  // not one (src/lib/next-task.ts).
  await nextTask();
  const queryClient = createQueryClient();
  await initInspector();
  // The visit's journeys start before the router: its guards wait for the session journey, and
  // the journeys navigate with the router (created next, called only later).
  const visit = createVisitSystem({
    queryClient,
    navigate: (options) => void router.navigate(options),
  });
  // No HTML to match: what the browser keeps is in the journeys from the first render.
  restoreKept(visit);
  const router = createAppRouter(queryClient, visit);
  // Only needed once the connection drops: not part of the first paint.
  void import('@/app/retry-on-reconnect').then(({ retryFailedOnReconnect }) =>
    retryFailedOnReconnect(queryClient, router),
  );
  // Creating the router and loading the route were one task of 50-80 ms (observed).
  await nextTask();
  await Promise.all([locale, firstData(router)]);
  // Back and forward across languages: the URL decides the catalog. (The language switch
  // activates the new locale itself before it navigates.)
  router.subscribe('onResolved', () => {
    const { locale } = splitLocale(window.location.pathname);
    if (locale !== activeLocale()) void activateLocale(locale);
  });
  // A transition: React renders the first tree in slices and yields between them, so the
  // shop's first render is not one long task that blocks input (Lighthouse TBT).
  startTransition(() =>
    createRoot(root).render(<AppRoot queryClient={queryClient} visit={visit} router={router} />),
  );
}

/**
 * A prerendered page: the first render must be the HTML's, so it runs from the same data (the
 * JSON block), the same words (both catalogs) and the visit's journeys waiting for what the
 * browser keeps; that goes into the same journeys once hydrated (HydratedApp).
 */
async function hydratePage(root: HTMLElement, state: DehydratedState) {
  const locale = activateLocale(splitLocale(window.location.pathname).locale);
  void import('@/app/api').catch(() => undefined);
  // Evaluating the entry's modules, reading the page's data and creating the journeys and the
  // router are separate tasks, not one (as in start()).
  await nextTask();
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  await initInspector();
  await nextTask();
  const visit = createVisitSystem({
    queryClient,
    navigate: (options) => void router.navigate(options),
  });
  const router = createAppRouter(queryClient, visit);
  // The tree the server rendered: TanStack Router wraps its matches in one more Suspense in the
  // browser unless `router.ssr` is set (Matches.tsx). Without this, hydration met a <link> where
  // it expected that boundary and rendered a second copy of the shop after the server's, silently.
  router.ssr = { manifest: undefined };
  await nextTask();
  void import('@/app/retry-on-reconnect').then(({ retryFailedOnReconnect }) =>
    retryFailedOnReconnect(queryClient, router),
  );
  // No time bound: the data is in the page; only the route's code and the words load.
  await Promise.all([locale, router.load(), pageWordsReady()]);
  markTakeOver('hydration-started');
  router.subscribe('onResolved', () => {
    const { locale } = splitLocale(window.location.pathname);
    if (locale !== activeLocale()) void activateLocale(locale);
  });
  // A transition, as the client render above: React hydrates in slices and yields between them
  // (without it, hydrating home was one task of 220-300 ms on an unthrottled phone profile).
  const typed = noteTypedText(root);
  // The queries the HTML was rendered from, to fetch again once the page is on screen.
  const fromHtml = new Set(state.queries.map((query) => query.queryHash));
  startTransition(() => {
    hydrateRoot(
      root,
      <HydratedApp
        queryClient={queryClient}
        visit={visit}
        router={router}
        typed={typed}
        fromHtml={fromHtml}
      />,
      {
        onRecoverableError: (error, info) => {
          console.error('[hydration] recoverable error', error, info.componentStack);
        },
      },
    );
  });
}

void start();
