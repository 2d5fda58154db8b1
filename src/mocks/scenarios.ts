/**
 * Named server behaviours, switched per browser session with the `demo_scenario` cookie
 * (a comma list, e.g. `demo_scenario=slow,pricing-error`). Unknown names are ignored.
 * Generic ones act in the request wrapper (latency, failing or corrupting a group of routes);
 * the others are read by the handler logic that owns the rule. See src/mocks/README.md.
 */
export type RouteGroup = 'content' | 'config' | 'catalog' | 'pricing' | 'reservation' | 'other';

export interface ScenarioDef {
  description: string;
  /** Extra latency before every API answer (not media). */
  delayMs?: number;
  /** These groups answer 500 with a userMessage. */
  failGroups?: readonly RouteGroup[];
  /** These groups answer 200 with a body that violates the response schema. */
  corruptGroups?: readonly RouteGroup[];
}

export const SCENARIOS = {
  slow: { description: 'Every API call answers 1.5 s later.', delayMs: 1500 },
  'server-error': {
    description: 'Content and configuration calls answer 500 with a userMessage.',
    failGroups: ['content', 'config'],
  },
  malformed: {
    description: 'Content calls (not the configuration) answer a body that violates the schema.',
    corruptGroups: ['content'],
  },
  'catalog-error': {
    description: 'Catalogue calls (search, products, categories, offers, brands) answer 500.',
    failGroups: ['catalog'],
  },
  'catalog-malformed': {
    description: 'Catalogue calls answer a body that violates the schema.',
    corruptGroups: ['catalog'],
  },
  'pricing-error': {
    description: 'Cart pricing answers 500 with a userMessage.',
    failGroups: ['pricing'],
  },
  'price-changed': {
    description: 'Prices are 10% higher when the cart is priced or ordered than in the catalogue.',
  },
  'unavailable-items': {
    description: 'The first cart line is reported unavailable when the cart is priced.',
  },
  'reservation-fails': {
    description: 'Every time-slot reservation answers 409 SLOT_UNAVAILABLE.',
  },
  'extension-refused': {
    description:
      'Extending a reservation answers 409 SLOT_UNAVAILABLE (the slot filled meanwhile).',
  },
  'out-of-stock': {
    description:
      "The first line of a placed order is out of stock at picking: the order applies the line's substitution choice.",
  },
  'no-slots': { description: 'Every time slot is unavailable (all days disabled).' },
  'slots-by-cart': {
    description:
      'The configuration sets timeslots.calculation.strategy USING_CART_INFO (no slot prediction).',
  },
  'number-first': {
    description: 'The configuration sets format.addressStreetPattern NUMBER_FIRST ("12 Ermou").',
  },
  'guest-disabled': { description: 'The configuration turns guest ordering off.' },
  'address-formats': {
    description:
      'The configuration sets fields.address.streetNo.format NUMERIC and city ALPHANUMERIC.',
  },
  'address-limit': {
    description:
      'The configuration sets addresses.limit 3: the demo customer (2 addresses) may save one more.',
  },
  'edit-window-closed': {
    description:
      "Every placed order's cut-off is the moment it was placed: it can no longer be cancelled.",
  },
  'empty-server-cart': {
    description: 'Logging in empties the saved server cart (no merge modal).',
  },
  'no-smart-banner': { description: 'The smart-banner content call answers null.' },
  'smart-banner-short': { description: 'The smart banner comes in its short form.' },
  'newsletter-error': { description: 'The newsletter form post answers 500.' },
  chatbot: {
    description: 'The configuration sets services.chatbot.enabled true (the chat widget shows).',
  },
  'chatbot-error': { description: 'A message to the chatbot answers 500.' },
  'long-names': {
    description: 'Shops answer with long titles and street names (the take-away list wraps them).',
  },
  'express-no-prebook': {
    description: 'Express delivery has timeslots.prebook.enabled false (no time-slot choice).',
  },
  'long-history': {
    description: "The customer's history holds nine more, older orders (a second page of orders).",
  },
} satisfies Record<string, ScenarioDef>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_COOKIE = 'demo_scenario';

const isScenarioName = (value: string): value is ScenarioName => Object.hasOwn(SCENARIOS, value);

export const parseScenarios = (cookie: string | undefined): ReadonlySet<ScenarioName> =>
  new Set(
    (cookie ?? '')
      .split(/[,\s]+/)
      .map((name) => name.trim())
      .filter(isScenarioName),
  );

const definition = (name: ScenarioName): ScenarioDef => SCENARIOS[name];

export const scenarioDelay = (active: ReadonlySet<ScenarioName>): number =>
  Math.max(0, ...[...active].map((name) => definition(name).delayMs ?? 0));

export const scenarioFails = (active: ReadonlySet<ScenarioName>, group: RouteGroup): boolean =>
  [...active].some((name) => definition(name).failGroups?.includes(group));

export const scenarioCorrupts = (active: ReadonlySet<ScenarioName>, group: RouteGroup): boolean =>
  [...active].some((name) => definition(name).corruptGroups?.includes(group));

/** The group of an endpoint path, for the generic scenarios. */
export const routeGroup = (path: string): RouteGroup => {
  if (path === '/v3/content/configuration') return 'config';
  if (path.startsWith('/v3/content/')) return 'content';
  if (/^\/v3(\.1)?\/(products|categories|offers|brands)(\/|$)/.test(path)) return 'catalog';
  if (path === '/v3/carts/price') return 'pricing';
  if (path === '/v3/timeslots/reservations') return 'reservation';
  return 'other';
};

/** A body no response schema accepts: arrays become objects, object fields become numbers. */
export const corruptBody = (body: unknown): unknown => {
  if (Array.isArray(body)) return { malformed: true };
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(Object.keys(body).map((key) => [key, 42]));
  }
  return 'malformed';
};
