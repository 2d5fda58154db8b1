import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/router';
import type { VisitActor } from '@/app/visit';
import { splitLocale } from '@/i18n/locales';

/**
 * Every route of the spec's table is registered, in both languages: the router finds a page of
 * its own for the path, never the not-found fallback. What each page then shows (its heading, in
 * its language) is seen in the browser by the specs that open it: the prerendered pages' hydration
 * (e2e/prerender.spec.ts), the account, checkout, catalogue, content and journey specs.
 */
const routes = [
  '/',
  '/search?product=feta',
  '/brand/agora-select',
  '/categories',
  '/offers',
  '/products/agora-select-tomatoes-1-kg-1001',
  '/products/fruit-vegetables/all/agora-select-tomatoes-1-kg-1001/',
  '/questionnaire/preferences',
  '/cart',
  '/checkout',
  '/thank-you',
  '/login',
  '/register',
  '/cookies',
  '/user/credentials',
  '/user/addresses',
  '/user/cards',
  '/user/loyalty',
  '/user/history',
  '/user/history/details',
  '/user/lists',
  '/user/lists/list',
  '/user/gifts',
  '/user/notifications',
  '/corporate/corporatecontent/about-us',
  '/corporate/blogs/sintages',
  '/corporate/stores',
  '/corporate/faqs',
  '/corporate/contactform/contact-us',
  '/landing-page/greek-wines',
];

// The shop's router; matching a path runs no loader, so the visit system is not needed.
const router = createAppRouter(new QueryClient(), {} as VisitActor, {
  history: createMemoryHistory(),
});

/** The route the shop's router finds for an address (the `/en` prefix comes off first, as in the shop). */
function pageFor(address: string): string | undefined {
  const { path } = splitLocale(new URL(address, 'https://shop.example').pathname);
  const [, params, found] = router.getMatchedRoutes(path);
  // A path no route takes is matched fuzzily, its rest in `**`: that is the not-found page.
  if (!found || found.id === '__root__' || (params as Record<string, string>)['**'] !== undefined)
    return undefined;
  return found.id;
}

describe('the route table', () => {
  it.each(routes.flatMap((route) => [[route], [`/en${route === '/' ? '' : route}`]]))(
    '%s has a page of its own',
    (address) => {
      expect(pageFor(address)).toBeDefined();
    },
  );

  it.each([['/this/does/not/exist'], ['/en/user/nothing-here'], ['/corporate']])(
    '%s has none (the not-found page)',
    (address) => {
      expect(pageFor(address)).toBeUndefined();
    },
  );
});
