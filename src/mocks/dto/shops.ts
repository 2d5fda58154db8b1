import type { z } from 'zod/mini';
import type { Locale } from '@/api/contract/common';
import type { deliveryServiceSchema } from '@/api/contract/services';
import type { shopSchema, storeSchema } from '@/api/contract/shops';
import { tileUrl } from '../seed/images';
import { COLLECTION_TYPE, type SeedService } from '../seed/services';
import type { SeedShop } from '../seed/shops';

export const serviceDto = (
  service: SeedService,
  locale: Locale,
  base: string,
): z.input<typeof deliveryServiceSchema> => ({
  id: service.id,
  title: service.title[locale],
  icon: tileUrl(base, {
    glyph: service.glyph,
    colour: service.colour,
    label: '',
    width: 48,
    height: 48,
    variant: 'icon',
  }),
  deliversToAddress: service.deliversToAddress,
  timeslots: { prebook: { enabled: service.prebook } },
  timeAllocationInMinutes: service.slotMinutes,
  collections: [{ collectionType: COLLECTION_TYPE[service.id] }],
});

export const shopDto = (shop: SeedShop, locale: Locale): z.input<typeof shopSchema> => {
  const types = shop.services.map((service) => COLLECTION_TYPE[service]);
  return {
    _id: shop._id,
    name: shop.name,
    title: shop.title[locale],
    address: {
      latitude: shop.latitude,
      longitude: shop.longitude,
      region: shop.region[locale],
      city: shop.city[locale],
      street: shop.street[locale],
      streetNo: shop.streetNo,
      postalCode: shop.postalCode,
    },
    collectionTypes: types,
    collections: types.map((collectionType) => ({ collectionType })),
    postalCode: shop.postalCode,
  };
};

export const storeDto = (shop: SeedShop, locale: Locale): z.input<typeof storeSchema> => ({
  _id: shop._id,
  name: shop.title[locale],
  address: {
    latitude: shop.latitude,
    longitude: shop.longitude,
    region: shop.region[locale],
    city: shop.city[locale],
    street: shop.street[locale],
    streetNo: shop.streetNo,
    postalCode: shop.postalCode,
  },
  workingHours: Object.entries(shop.hours).flatMap(([day, hours]) =>
    hours ? [{ day: Number(day), opensAt: hours[0], closesAt: hours[1] }] : [],
  ),
});
