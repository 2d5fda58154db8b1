import type { HttpHandler } from 'msw';
import { checkBundleOfferEndpoint, getBundleOffersSummaryEndpoint } from '@/api/contract/bundles';
import { productDto } from '../dto/catalog';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { tileUrl } from '../seed/images';
import type { SeedProduct } from '../seed/products';

export const bundleHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, getBundleOffersSummaryEndpoint, ({ store, locale, base }) =>
    store.seed.bundles.map((bundle) => ({
      id: bundle.id,
      title: bundle.title[locale],
      description: bundle.description[locale],
      image: tileUrl(base, { glyph: bundle.glyph, colour: bundle.colour, label: '3/2' }),
      productIds: bundle.productIds,
      requiredQuantity: bundle.requiredQuantity,
      validUntil: bundle.validUntil,
    })),
  ),

  /** Every `requiredQuantity` qualifying items make the cheapest of them free. */
  route(demo, checkBundleOfferEndpoint, ({ params, body, store, locale, base }) => {
    const bundle = store.seed.bundles.find((candidate) => candidate.id === params.id);
    if (!bundle) throw new DemoError(404, 'BUNDLE_NOT_FOUND');
    const counted = body.products.filter((line) => bundle.productIds.includes(line.productId));
    const quantity = counted.reduce((sum, line) => sum + line.quantity, 0);
    const timesCovered = Math.floor(quantity / bundle.requiredQuantity);
    const rest = quantity % bundle.requiredQuantity;
    const products = bundle.productIds.flatMap((id) => {
      const product = store.seed.productsById.get(id);
      return product ? [product] : [];
    });
    const cheapest = counted
      .map((line) => store.seed.productsById.get(line.productId))
      .filter((product): product is SeedProduct => product !== undefined)
      .sort((a, b) => a.price - b.price)[0];
    return {
      bundle: [
        {
          products: products.map((product) => productDto(product, locale, base)),
          coveredQuantity: timesCovered * bundle.requiredQuantity,
          remainingQuantity: rest === 0 && timesCovered > 0 ? 0 : bundle.requiredQuantity - rest,
          orderProducts: counted.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
          })),
          timesCovered,
          description: bundle.description[locale],
        },
      ],
      freeProducts:
        cheapest && timesCovered > 0
          ? [{ product: productDto(cheapest, locale, base), quantity: timesCovered }]
          : [],
    };
  }),
];
