/**
 * The prerender's server entry (vite-plugins/site-files.ts builds it with Vite's SSR build and
 * runs it in Node at build time): one public URL to HTML, every journey in its initial state,
 * and the query cache the page was rendered from (the browser hydrates from it, src/main.tsx).
 */
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { getSmartBannerEndpoint, smartBannerFor } from '@/api/contract/content';
import { api } from '@/app/api';
import { AppRoot } from '@/app/app-root';
import { footerQuery } from '@/app/queries/content';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { createVisitSystem } from '@/app/visit-system';
import { activateLocale } from '@/i18n/i18n';
import { type Locale, splitLocale } from '@/i18n/locales';
import { setRenderedAt } from '@/lib/render-clock';
import { type SmartBannerPreview, smartBannerPreviewKey } from '@/lib/smart-banner-preview';

/** Editor HTML is sanitized in a window the prerender script gives (jsdom). */
export { setSanitizerWindow } from '@/lib/sanitize';

export interface PrerenderedPage {
  html: string;
  state: DehydratedState;
  status: number;
  locale: Locale;
  /** The time the page was rendered at (src/lib/render-clock.ts). */
  renderedAt: number;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Until no query is fetching: a loader may start calls it does not wait for (home's editor
 * blocks, then their products). The HTML and the JSON block the browser hydrates from must hold
 * the same data, so the page renders once they have all answered (or failed). Bounded.
 */
async function settled(queryClient: QueryClient, boundMs = 10_000): Promise<void> {
  const until = Date.now() + boundMs;
  while (queryClient.isFetching() > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The app banner per locale, asked once a minute (a build asks twice, not once a page). */
const bannerPreviews = new Map<
  Locale,
  { at: number; preview: Promise<SmartBannerPreview | null> }
>();

/**
 * The app banner the page shows on an eligible phone from the first paint. Its failure is not
 * the page's: the page is written without it, and the banner comes once its journey has it.
 */
function smartBannerPreview(locale: Locale): Promise<SmartBannerPreview | null> {
  const cached = bannerPreviews.get(locale);
  if (cached && Date.now() - cached.at < 60_000) return cached.preview;
  const preview = api.call(getSmartBannerEndpoint).then(
    (banner) =>
      banner && { android: smartBannerFor(banner, 'android'), ios: smartBannerFor(banner, 'ios') },
    (error: unknown) => {
      console.warn(`[prerender] the app banner is left out (${locale}):`, error);
      return null;
    },
  );
  bannerPreviews.set(locale, { at: Date.now(), preview });
  return preview;
}

export async function renderPage(url: string): Promise<PrerenderedPage> {
  const { locale } = splitLocale(new URL(url, 'http://prerender.invalid').pathname);
  // Both catalogs: the whole page renders at once, nothing waits in the browser.
  await activateLocale(locale);
  const queryClient = createQueryClient();
  // Every journey waits for what a browser keeps: the HTML is the same for every shopper.
  const visit = createVisitSystem({ queryClient, navigate: () => undefined }, { server: true });
  const router = createAppRouter(queryClient, visit, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  // The footer asks for its content as it renders (a query, not the route's loader): asked here,
  // every page's HTML has it, its links to the corporate pages and its stylesheet included, and
  // the browser hydrates it instead of adding it under the page after the take-over.
  const [banner] = await Promise.all([
    smartBannerPreview(locale),
    router.load(),
    queryClient.prefetchQuery(footerQuery(locale)),
  ]);
  if (banner) queryClient.setQueryData(smartBannerPreviewKey, banner);
  await settled(queryClient);
  // The time the page shows (banner windows, dates): the browser hydrates at the same time.
  const renderedAt = Date.now();
  setRenderedAt(renderedAt);
  const matches = router.state.matches;
  // A call that failed at build time (a part's error state in the HTML) would not fail again in
  // the browser, whose render would then differ: such a page stays client-rendered.
  const failedQuery = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  let renderFailed = false;
  const status = matches.some((m) => m.status === 'notFound')
    ? 404
    : matches.some((m) => m.status === 'error') || failedQuery
      ? 500
      : 200;
  const { prelude } = await prerenderToNodeStream(
    <AppRoot queryClient={queryClient} visit={visit} router={router} />,
    {
      // A completed Suspense boundary above this size is written outlined (its fallback, the
      // content in a hidden div, and an inline script that swaps them: blocked by the CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        renderFailed = true;
        console.error(`[prerender] ${url}:`, error instanceof Error ? error.stack : error);
      },
    },
  );
  const html = await readStream(prelude);
  const state = dehydrate(queryClient);
  visit.stop();
  queryClient.clear();
  return { html, state, status: renderFailed ? 500 : status, locale, renderedAt };
}
