import { CATEGORY_DEFS } from './catalogue/catalogue-data';
import type { Localized } from './catalogue/types';
import type { GlyphName } from './glyphs';
import { bundleOfferIdFor, type SeedProduct } from './products';

/** "Buy 3, pay for 2" across the BUNDLE products of one category. */
export interface SeedBundle {
  id: string;
  categoryId: string;
  title: Localized;
  description: Localized;
  productIds: string[];
  requiredQuantity: number;
  validUntil: string;
  glyph: GlyphName;
  colour: string;
}

export const BUNDLE_REQUIRED_QUANTITY = 3;

export const buildBundles = (products: readonly SeedProduct[]): SeedBundle[] =>
  CATEGORY_DEFS.flatMap((category) => {
    const productIds = products
      .filter((product) => product.bundleOfferId === bundleOfferIdFor(category.id))
      .map((product) => product.id);
    if (productIds.length === 0) return [];
    return [
      {
        id: bundleOfferIdFor(category.id),
        categoryId: category.id,
        title: {
          el: `3 με 2: ${category.name.el}`,
          en: `3 for 2: ${category.name.en}`,
        },
        description: {
          el: 'Βάλτε στο καλάθι 3 προϊόντα της προσφοράς και το φθηνότερο είναι δώρο.',
          en: 'Put 3 products of the offer in your basket and the cheapest one is free.',
        },
        productIds,
        requiredQuantity: BUNDLE_REQUIRED_QUANTITY,
        validUntil: '2033-12-31T21:59:59.000Z',
        glyph: category.glyph,
        colour: category.colour,
      },
    ];
  });
