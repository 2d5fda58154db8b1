import type { SnapshotFrom } from 'xstate';
import type { PricedCart } from '@/api/contract/cart';
import type { priceChangesMachine } from './price-changes.machine';

type Snapshot = SnapshotFrom<typeof priceChangesMachine>;

export const isModalOpen = (s: Snapshot) => s.hasTag('modal');
export const isApplying = (s: Snapshot) => s.hasTag('busy');
export const hasFailed = (s: Snapshot) => s.hasTag('error');
export const pricing = (s: Snapshot) => s.context.priced;
/** No press: what the first pricing back online found (Continue takes it, nobody moves). */
export const isReviewOnly = (s: Snapshot) => s.context.reviewOnly === true;

/** Skus of the lines the platform no longer sells. */
export const unavailableSkus = (priced: PricedCart): string[] =>
  priced.order.products.filter((p) => p.labelType === 'unavailable').map((p) => p.sku);

/** Lines sold at a renewed price: old and new unit price (cents). */
export const renewedPrices = (priced: PricedCart) =>
  priced.order.products
    .filter((p) => p.labelType === 'priceChanged' && p.previousUnitPrice !== null)
    .map((p) => ({ sku: p.sku, oldPrice: p.previousUnitPrice!, newPrice: p.unitPrice }));
