import type { HttpHandler } from 'msw';
import { getDeliveryServicesEndpoint } from '@/api/contract/services';
import { getShopsEndpoint, getStoresEndpoint } from '@/api/contract/shops';
import { serviceDto, shopDto, storeDto } from '../dto/shops';
import { type DemoContext, route } from '../http/route';
import { SEED_SERVICES, serviceById } from '../seed/services';
import { shopsFor } from '../seed/shops';

export const shopHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getDeliveryServicesEndpoint, ({ locale, base }) =>
    SEED_SERVICES.map((service) => serviceDto(service, locale, base)),
  ),

  /** Delivery services filter by postal code; take-away lists every shop offering it. */
  route(demo, getShopsEndpoint, ({ query, locale }) => {
    const delivers = serviceById(query.service).deliversToAddress;
    return shopsFor(query.service, delivers ? query.postalCode : undefined).map((shop) =>
      shopDto(shop, locale),
    );
  }),

  route(demo, getStoresEndpoint, ({ store, locale }) =>
    store.seed.shops.map((shop) => storeDto(shop, locale)),
  ),
];
