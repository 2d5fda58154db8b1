import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { productSchema } from './catalog';
import { idSchema, isoDateTimeSchema } from './common';
import { lazySchema } from './lazy-schema';

export const bundleOfferSummarySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
    /** Products taking part in the offer. */
    productIds: z.array(idSchema),
    /** How many qualifying items complete the bundle once. */
    requiredQuantity: z.int().check(z.positive()),
    validUntil: z.nullable(isoDateTimeSchema),
  }),
);
export type BundleOfferSummary = z.infer<typeof bundleOfferSummarySchema>;

/** Titles follow Accept-Language. */
export const getBundleOffersSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/v3/bundle-offers/summary',
  response: z.array(bundleOfferSummarySchema),
});

export const bundleCheckProductSchema = lazySchema(() =>
  z.object({
    productId: idSchema,
    quantity: z.int().check(z.positive()),
    changesAllowed: z.boolean(),
    comments: z._default(z.string(), ''),
    /** Selected option ids. */
    options: z._default(z.array(idSchema), []),
  }),
);
export type BundleCheckProduct = z.infer<typeof bundleCheckProductSchema>;

export const bundleCoverageSchema = lazySchema(() =>
  z.object({
    /** Products that make up the offer. */
    products: z.array(productSchema),
    coveredQuantity: z.int().check(z.gte(0)),
    remainingQuantity: z.int().check(z.gte(0)),
    /** Cart lines counted towards the offer. */
    orderProducts: z.array(
      z.object({ productId: idSchema, quantity: z.int().check(z.positive()) }),
    ),
    timesCovered: z.int().check(z.gte(0)),
    description: z.string(),
  }),
);
export type BundleCoverage = z.infer<typeof bundleCoverageSchema>;

export const bundleCheckSchema = lazySchema(() =>
  z.object({
    bundle: z.array(bundleCoverageSchema),
    freeProducts: z.array(
      z.object({ product: productSchema, quantity: z.int().check(z.positive()) }),
    ),
  }),
);
export type BundleCheck = z.infer<typeof bundleCheckSchema>;

/** 404 `BUNDLE_NOT_FOUND`. Read-only, but a POST: not retried. */
export const checkBundleOfferEndpoint = endpoint({
  method: 'POST',
  path: '/v3/bundle-offers/:id/check',
  params: z.object({ id: idSchema }),
  body: z.object({ products: z.array(bundleCheckProductSchema) }),
  response: bundleCheckSchema,
});
