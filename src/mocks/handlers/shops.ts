import type { HttpHandler } from 'msw';
import { getDeliveryServicesEndpoint } from '@/api/contract/services';
import { getShopsEndpoint, getStoresEndpoint } from '@/api/contract/shops';
import { serviceDto, shopDto, storeDto } from '../dto/shops';
import { type DemoContext, route } from '../http/route';
import { SEED_SERVICES, serviceById } from '../seed/services';
import { type SeedShop, shopsFor } from '../seed/shops';

const LONG_TITLE = {
  el: ' – Εμπορικό Κέντρο με Χώρο Στάθμευσης και Παραλαβή από το Αυτοκίνητο',
  en: ' – Shopping Centre with Parking and Curbside Pick-up from Your Car',
};
const LONG_STREET = {
  el: 'Αρχιεπισκόπου Χρυσοστόμου Σμύρνης και Παναγιώτη Κανελλοπούλου',
  en: 'Archiepiskopou Chrysostomou Smyrnis and Panagioti Kanellopoulou',
};

/** Scenario `long-names`: the shop's title and street as long as real ones get. */
const longNamed = (shop: SeedShop): SeedShop => ({
  ...shop,
  title: { el: shop.title.el + LONG_TITLE.el, en: shop.title.en + LONG_TITLE.en },
  street: LONG_STREET,
});

export const shopHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getDeliveryServicesEndpoint, ({ locale, base, scenarios }) =>
    SEED_SERVICES.map((service) =>
      scenarios.has('express-no-prebook') && service.id === 'express'
        ? serviceDto({ ...service, prebook: false }, locale, base)
        : serviceDto(service, locale, base),
    ),
  ),

  /** Delivery services filter by postal code; take-away lists every shop offering it. */
  route(demo, getShopsEndpoint, ({ query, locale, scenarios }) => {
    const delivers = serviceById(query.service).deliversToAddress;
    const shops = shopsFor(query.service, delivers ? query.postalCode : undefined);
    return (scenarios.has('long-names') ? shops.map(longNamed) : shops).map((shop) =>
      shopDto(shop, locale),
    );
  }),

  route(demo, getStoresEndpoint, ({ store, locale }) =>
    store.seed.shops.map((shop) => storeDto(shop, locale)),
  ),
];
