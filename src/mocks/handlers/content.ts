import type { HttpHandler } from 'msw';
import { getConfigurationEndpoint } from '@/api/contract/config';
import {
  getBannersEndpoint,
  getCorporatePageEndpoint,
  getEmptyStatesEndpoint,
  getFooterContentEndpoint,
  getHeaderContentEndpoint,
  getMenusEndpoint,
  getSmartBannerEndpoint,
} from '@/api/contract/content';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { configurationFor } from '../logic/configuration';
import { contentFor, pageFor } from '../seed/content/content-for';

/** Editor content from src/mocks/seed/content in the shopper's language, and the configuration. */
export const contentHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getConfigurationEndpoint, ({ store, scenarios }) =>
    configurationFor(store.seed.configuration, scenarios),
  ),

  route(demo, getHeaderContentEndpoint, ({ locale }) => contentFor(locale).header),
  route(demo, getMenusEndpoint, ({ locale }) => contentFor(locale).menus),
  route(demo, getFooterContentEndpoint, ({ locale }) => contentFor(locale).footer),

  route(demo, getSmartBannerEndpoint, ({ locale, scenarios }) => {
    if (scenarios.has('no-smart-banner')) return null;
    const content = contentFor(locale);
    return scenarios.has('smart-banner-short') ? content.smartBannerShort : content.smartBanner;
  }),

  route(demo, getBannersEndpoint, ({ locale }) => contentFor(locale).banners),
  route(demo, getEmptyStatesEndpoint, ({ locale }) => contentFor(locale).emptyStates),

  route(demo, getCorporatePageEndpoint, ({ params, locale }) => {
    const page = pageFor(params.slug, locale);
    if (!page) throw new DemoError(404, 'PAGE_NOT_FOUND');
    return page;
  }),
];
