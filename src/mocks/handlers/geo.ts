import type { HttpHandler } from 'msw';
import { getStreetSuggestionsEndpoint } from '@/api/contract/geo';
import { type DemoContext, route } from '../http/route';
import { ATHENS_STREETS } from '../seed/athens-streets';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The offline gazetteer: streets whose Greek or Latin name contains the query. */
export const geoHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getStreetSuggestionsEndpoint, ({ query }) => {
    const q = fold(query.q.trim());
    if (!q) return [];
    return ATHENS_STREETS.filter((s) => fold(s.street).includes(q) || fold(s.latin).includes(q))
      .slice(0, 10)
      .map(({ latin: _latin, ...s }) => ({ ...s, country: 'gr' as const }));
  }),
];
