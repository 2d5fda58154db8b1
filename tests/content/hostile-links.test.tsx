// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/app/api';
import { AriaRouter } from '@/app/aria-router';
import { HomeContent } from '@/app/parts/HomeContent';
import { type VisitActor, VisitProvider } from '@/app/visit';
import { CategoriesPage } from '@/features/catalog/CategoriesPage';
import { HomeBanner } from '@/features/catalog/HomeBanner';
import Footer from '@/features/shell/Footer';
import SmartBanner from '@/features/smart-banner/SmartBanner';
import { activateLocale } from '@/i18n/i18n';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';
import { hostileLinks } from '../../e2e/support/hostile-links';
import { renderInShop } from '../app/visit-view';
import { newQueryClient } from './render';

/**
 * Editor URLs outside rich text get the rich text's link check: the footer's social icons and
 * the smart banner's app link show only web pages and the shop's own paths, the banner's icon
 * only an http(s) or same-origin image; banners, slider cards and category icons likewise. The
 * demo platform's replies are changed on the way in (as e2e/support/json-reply.ts does in the
 * browser), the shop's own query functions and views take them from there.
 */

// The demo platform (msw/node) answers the shop's client; a test changes one reply's JSON.
const server = createDemoServer();
const demo = createDemoApi({ locale: 'en' });

/** Serves the demo platform's reply to `path` with its JSON changed by `change`. */
const withJsonReply = <T,>(path: string, change: (body: T) => unknown) =>
  server.withJsonReply<T>(`http://localhost/api${path}`, change);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.spyOn(api, 'call').mockImplementation(demo.client.call);
  await activateLocale('en');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

// Views that send to a journey only when pressed (cookie settings, add to cart): none is pressed.
const noShop = { system: { get: () => undefined } } as unknown as VisitActor;

/** The view under /en with the shop's providers: its links' hrefs as the router writes them. */
function renderShop(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/en'] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={newQueryClient()}>
        <VisitProvider visit={noShop}>
          <RouterContextProvider router={router}>
            <AriaRouter>
              <Suspense fallback={null}>{ui}</Suspense>
            </AriaRouter>
          </RouterContextProvider>
        </VisitProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** Every href that is neither http(s) (not evil.example) nor a path of the shop. */
const unsafeHrefs = (root: ParentNode) =>
  [...root.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => {
      if (href.startsWith('#') || href.startsWith('tel:')) return false;
      if (/^https?:\/\/[^/\\]/i.test(href)) return new URL(href).hostname.endsWith('evil.example');
      return !(href.startsWith('/') && !href.startsWith('//') && !href.includes('\\'));
    });

/** Every image source (src, or a source's srcset) that is neither http(s) nor a shop path. */
const unsafeSources = (root: ParentNode) =>
  [...root.querySelectorAll('img, source')]
    .map((element) => element.getAttribute('src') ?? element.getAttribute('srcset') ?? '')
    .filter((src) => !/^https?:\/\/[^/\\]/i.test(src) && !/^\/(?![/\\])/.test(src));

const safeSocial = 'https://www.facebook.com/agora-market-demo';
const hostileImage = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

describe('the footer', () => {
  it('shows no social icon whose link is hostile, and the safe one', async () => {
    withJsonReply<Record<string, unknown>>('/v3/content/footer', (body) => ({
      ...body,
      social_icons: [
        ...hostileLinks.map((url, i) => ({ title: `hostile ${i + 1}`, enabled: true, url })),
        { title: 'facebook', enabled: true, url: safeSocial },
      ],
    }));
    const { container } = renderShop(<Footer />);
    const social = await screen.findByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getByRole('link', { name: /^Facebook/ })
        .getAttribute('href'),
    ).toBe(safeSocial);
    expect(within(social).getAllByRole('link')).toHaveLength(1);
    expect(social.textContent).not.toContain('hostile');
    expect(unsafeHrefs(container)).toEqual([]);
  });
});

describe('the smart banner on an Android phone', () => {
  // Playwright's Pixel 7 (the browser test's phone).
  const pixel7 =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36';

  it.each(hostileLinks)('offers no app link for %j and no foreign icon', async (url) => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(pixel7);
    try {
      withJsonReply<Record<string, unknown>>('/v3/content/smart-banner', (body) => {
        const hostile = { ...body };
        for (const key of ['app_url', 'ios_app_url', 'android_app_url'])
          if (key in hostile) hostile[key] = url;
        for (const key of ['image', 'ios_image', 'android_image'])
          if (key in hostile) hostile[key] = hostileImage;
        return hostile;
      });
      // The banner's journey runs in the visit's system (loaded with the view).
      const { container } = renderInShop(<SmartBanner />, { path: '/en' });
      const banner = await screen.findByRole('complementary', { name: 'Get the app' });
      expect(banner.textContent).toContain('Agora Market for Android');
      expect(within(banner).queryAllByRole('link')).toHaveLength(0);
      expect(banner.querySelectorAll('img')).toHaveLength(0);
      expect(within(banner).getByRole('button', { name: 'Close the app banner' })).toBeTruthy();
      expect(unsafeHrefs(container)).toEqual([]);
    } finally {
      agent.mockRestore();
    }
  });
});

describe('banners, slider cards and category icons', () => {
  // Outside rich text, no other scheme either: no mailto: or tel: in a banner or a card.
  const links = ['javascript:alert(1)', 'mailto:someone@evil.example', 'tel:+302100000000'];
  const image = (asset: unknown, url: string) =>
    asset && { ...(asset as object), url, image: 'javascript:alert(1)' };
  const hostileBanner = (banner: Record<string, unknown>, index: number) => ({
    ...banner,
    redirection_page: links[index % links.length],
    web_image: image(banner.web_image, hostileImage),
    mobile_image: image(banner.mobile_image, '//evil.example/banner.svg'),
    image: image(banner.image, 'https:\\\\evil.example/banner.svg'),
  });
  const noTelOrMail = (root: ParentNode) =>
    root.querySelectorAll('a[href^="tel:" i], a[href^="mailto:" i]');

  it('home: banners and slider cards offer only web pages and the shop', async () => {
    withJsonReply<Record<string, unknown>[]>('/v3/content/banners', (body) =>
      body.map(hostileBanner),
    );
    withJsonReply<{ blocks: Record<string, { schema: string; content: object }> }>(
      '/v3/content/pages/home',
      (body) => {
        let index = 0;
        for (const block of Object.values(body.blocks))
          if (block.schema === 'slidercontent')
            block.content = { ...block.content, url: links[index++ % links.length] };
        return body;
      },
    );
    const { container } = renderShop(
      <main>
        <HomeBanner />
        <HomeContent />
      </main>,
    );
    const main = screen.getByRole('main');
    const promotions = await screen.findByRole('list', { name: 'Promotions' });
    await screen.findByTestId('home-content');
    const sliders = container.querySelectorAll<HTMLElement>('[data-block="content_slider"]');
    expect(sliders).toHaveLength(1);
    const slider = sliders[0] as HTMLElement;
    const cards = within(slider).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // The cards' text is shown, as text.
    for (const card of cards) expect(card.querySelector('h3')?.textContent).not.toBe('');
    expect(within(slider).queryAllByRole('link')).toHaveLength(0);
    expect(within(promotions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(promotions).queryAllByRole('link')).toHaveLength(0);
    expect(within(main).getByRole('link', { name: 'Take a look' }).getAttribute('href')).toBe(
      '/en/offers',
    );
    expect(noTelOrMail(main)).toHaveLength(0);
    expect(unsafeHrefs(container)).toEqual([]);
    expect(unsafeSources(main)).toEqual([]);
  });

  it('categories: no editor icon or top banner that is hostile', async () => {
    let first: { slug: string; name: string } | undefined;
    withJsonReply<Record<string, unknown>[]>('/v3/categories', (body) => {
      first = body[0] as { slug: string; name: string };
      return body.map((category) => ({
        ...category,
        icon: hostileImage,
        selectedIcon: 'javascript:alert(1)',
        top_banners: (category.top_banners as Record<string, unknown>[]).map(hostileBanner),
      }));
    });

    // /en/categories: every category with its icon.
    const list = renderShop(
      <main>
        <CategoriesPage pageNumber={0} />
      </main>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0);
    expect(nav.querySelectorAll('img')).toHaveLength(0);
    expect(unsafeHrefs(list.container)).toEqual([]);
    expect(unsafeSources(screen.getByRole('main'))).toEqual([]);
    list.unmount();

    // The first category's page: its selected icon and its top banners.
    if (!first) throw new Error('no categories');
    const { container } = renderShop(
      <main>
        <CategoriesPage category={first.slug} pageNumber={0} />
      </main>,
    );
    await screen.findByRole('heading', { level: 1, name: first.name });
    const topBanners = await screen.findByTestId('category-top-banners');
    expect(within(topBanners).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(topBanners).queryAllByRole('link')).toHaveLength(0);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('navigation').querySelectorAll('img')).toHaveLength(0);
    expect(noTelOrMail(main)).toHaveLength(0);
    expect(unsafeHrefs(container)).toEqual([]);
    expect(unsafeSources(main)).toEqual([]);
  });
});
