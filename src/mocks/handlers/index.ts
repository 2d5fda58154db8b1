import type { RequestHandler } from 'msw';
import type { DemoContext } from '../http/route';
import { DEFAULT_PRODUCT_COUNT } from '../seed/products';
import { getSeed } from '../seed/seed';
import { createSessionRegistry, type SessionRegistry } from '../store';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { bundleHandlers } from './bundles';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { chatbotHandlers } from './chatbot';
import { contentHandlers } from './content';
import { formHandlers } from './forms';
import { geoHandlers } from './geo';
import { listHandlers } from './lists';
import { mediaHandlers } from './media';
import { orderHandlers } from './orders';
import { shopHandlers } from './shops';
import { suggestionsHandlers } from './suggestions';
import { timeslotHandlers } from './timeslots';
import { userHandlers } from './user';

export interface DemoHandlerOptions {
  /** Path prefix the handlers answer under (any origin). Default `/api`. */
  basePath?: string;
  /** Catalogue size (default 360; 10,000 for benchmarks). */
  productCount?: number;
  /**
   * What a request without a `demo_session` cookie gets: a new session and a Set-Cookie (`new`,
   * the default: browsers and the dev server), or one shared session (`shared`: msw/node in
   * Vitest, where fetch keeps no cookies).
   */
  sessionFallback?: 'new' | 'shared';
  /** Live sessions kept (least recently used dropped first). Default 200. */
  maxSessions?: number;
  /** Check every reply against its response schema (500 when it fails). Default true. */
  validateResponses?: boolean;
}

export interface DemoPlatform {
  handlers: RequestHandler[];
  /** The live sessions of these handlers (tests may `clear()` them). */
  sessions: SessionRegistry;
}

/** The demo platform: msw handlers for the whole contract plus generated media, and its sessions. */
export const createDemoPlatform = (options: DemoHandlerOptions = {}): DemoPlatform => {
  const demo: DemoContext = {
    basePath: (options.basePath ?? '/api').replace(/\/+$/, ''),
    registry: createSessionRegistry({
      seed: getSeed(options.productCount ?? DEFAULT_PRODUCT_COUNT),
      maxSessions: options.maxSessions,
      fallback: options.sessionFallback,
    }),
    validateResponses: options.validateResponses ?? true,
  };
  const handlers = [
    ...suggestionsHandlers(demo),
    ...catalogHandlers(demo),
    ...bundleHandlers(demo),
    ...shopHandlers(demo),
    ...timeslotHandlers(demo),
    ...cartHandlers(demo),
    ...authHandlers(demo),
    ...userHandlers(demo),
    ...addressHandlers(demo),
    ...listHandlers(demo),
    ...orderHandlers(demo),
    ...contentHandlers(demo),
    ...formHandlers(demo),
    ...chatbotHandlers(demo),
    ...geoHandlers(demo),
    ...mediaHandlers(demo),
  ];
  return { handlers, sessions: demo.registry };
};

export const createDemoHandlers = (options: DemoHandlerOptions = {}): RequestHandler[] =>
  createDemoPlatform(options).handlers;
