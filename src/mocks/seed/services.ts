import type { Localized } from './catalogue/types';
import type { GlyphName } from './glyphs';
import type { ServiceId } from './products';

/** Platform collection-type code of each service (products and shops list these). */
export const COLLECTION_TYPE: Record<ServiceId, string> = {
  easy: 'DELIVERY',
  express: 'EXPRESS',
  takeAway: 'TAKE_AWAY',
};

export interface SeedService {
  id: ServiceId;
  title: Localized;
  glyph: GlyphName;
  colour: string;
  deliversToAddress: boolean;
  prebook: boolean;
  /** Length of one slot. */
  slotMinutes: number;
  /** Orders per slot per shop. */
  capacity: number;
  /** Shipping fee in cents below the free-delivery threshold (0 for take-away). */
  shippingFee: number;
}

export const SEED_SERVICES: readonly SeedService[] = [
  {
    id: 'easy',
    title: { el: 'Παράδοση στο σπίτι', en: 'Home delivery' },
    glyph: 'basket',
    colour: '#2e7d32',
    deliversToAddress: true,
    prebook: true,
    slotMinutes: 120,
    capacity: 4,
    shippingFee: 300,
  },
  {
    id: 'express',
    title: { el: 'Express παράδοση', en: 'Express delivery' },
    glyph: 'star',
    colour: '#c62828',
    deliversToAddress: true,
    prebook: true,
    slotMinutes: 60,
    capacity: 2,
    shippingFee: 490,
  },
  {
    id: 'takeAway',
    title: { el: 'Παραλαβή από το κατάστημα', en: 'Pick-up at the shop' },
    glyph: 'box',
    colour: '#1565c0',
    deliversToAddress: false,
    prebook: true,
    slotMinutes: 60,
    capacity: 6,
    shippingFee: 0,
  },
];

export const serviceById = (id: ServiceId): SeedService =>
  SEED_SERVICES.find((service) => service.id === id) ?? SEED_SERVICES[0]!;

/** Basket value (cents, after product discounts) from which delivery is free. */
export const FREE_DELIVERY_THRESHOLD = 5000;
/** Minimum basket value (cents) for a delivery order; take-away has none. */
export const MINIMUM_ORDER_VALUE = 1500;
/** Reservations hold a slot for this long. */
export const RESERVATION_TTL_MS = 15 * 60 * 1000;
/** How many times a reservation may be extended ("Keep my slot"), each by RESERVATION_TTL_MS. */
export const RESERVATION_EXTENSIONS = 2;
