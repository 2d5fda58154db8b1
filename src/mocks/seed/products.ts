import { CATEGORY_DEFS, DESCRIPTION_TIPS, SERIES } from './catalogue/catalogue-data';
import type { CategoryDef, Localized, OptionGroupDef, PackagingDef } from './catalogue/types';
import type { GlyphName } from './glyphs';
import { createPrng, hashString } from './prng';
import { reduceText, slugify } from './text';

/** The services of the shop; a product lists the ones that may deliver it. */
export type ServiceId = 'easy' | 'express' | 'takeAway';

/** Kind of offer, as the contract names them. */
export type OfferKind = 'PRICE_CUT' | 'BUNDLE' | 'GIFT';

export interface SeedProduct {
  /** Numeric string, also the sku. */
  id: string;
  sku: string;
  /** `PR` + digits, used by editor content (promoted products). */
  code: string;
  slug: string;
  name: Localized;
  /** Name without the pack size. */
  displayName: Localized;
  description: Localized;
  size: Localized;
  brand: string;
  categoryId: string;
  /** Selling price in cents. */
  price: number;
  /** Price before the offer, when there is one. */
  originalPrice?: number;
  offer?: OfferKind;
  /** Bundle offer of the product's category when `offer` is BUNDLE. */
  bundleOfferId?: string;
  collectionTypes: ServiceId[];
  optionGroups: OptionGroupDef[];
  packaging?: PackagingDef;
  glyph: GlyphName;
  colour: string;
  /** Reduced (lowercase, accent-stripped) text for search, per locale. */
  reduced: Localized;
  /** Reduced text of both languages and the brand: what search and suggestions scan. */
  haystack: string;
}

export const DEFAULT_PRODUCT_COUNT = 360;
const SIZE_ORDER = [1, 0, 2];
const FIRST_ID = 1001;

export const bundleOfferIdFor = (categoryId: string): string => `bundle-${categoryId}`;

/** A price on the shelf: cents rounded to a price ending in 9 (at least 0.19 EUR). */
export const shelfPrice = (raw: number): number => Math.max(19, Math.round(raw / 10) * 10 - 1);

const comboFor = (category: CategoryDef, k: number) => {
  const kinds = category.kinds.length;
  const brands = category.brands.length;
  const pass = Math.floor(k / kinds);
  const kindIndex = k % kinds;
  const sizeSlot = Math.floor(pass / brands);
  return {
    kind: category.kinds[kindIndex]!,
    brand: category.brands[(kindIndex + pass) % brands]!,
    sizeIndex: SIZE_ORDER[sizeSlot % SIZE_ORDER.length]!,
    series: SERIES[Math.floor(sizeSlot / SIZE_ORDER.length) % SERIES.length] ?? null,
    round: Math.floor(sizeSlot / (SIZE_ORDER.length * SERIES.length)),
  };
};

const buildProduct = (index: number): SeedProduct => {
  const category = CATEGORY_DEFS[index % CATEGORY_DEFS.length]!;
  const combo = comboFor(category, Math.floor(index / CATEGORY_DEFS.length));
  const id = String(FIRST_ID + index);
  const rng = createPrng(hashString(id));
  const size = category.sizes[combo.sizeIndex] ?? category.sizes[0]!;
  const extra = (lang: keyof Localized) =>
    `${combo.series ? ` ${combo.series[lang]}` : ''}${combo.round ? ` ${combo.round + 1}` : ''}`;
  const displayName: Localized = {
    el: `${combo.kind.el} ${combo.brand}${extra('el')}`,
    en: `${combo.brand} ${combo.kind.en}${extra('en')}`,
  };
  const name: Localized = {
    el: `${displayName.el} ${size.el}`,
    en: `${displayName.en} ${size.en}`,
  };
  const tip = rng.pick(DESCRIPTION_TIPS);
  const description: Localized = {
    el: `${combo.kind.el} από την ${combo.brand}, ${size.el}. ${category.blurb.el} ${tip.el}`,
    en: `${combo.kind.en} by ${combo.brand}, ${size.en}. ${category.blurb.en} ${tip.en}`,
  };
  const price = shelfPrice(combo.kind.price * size.factor * (0.85 + rng.next() * 0.35));
  const offerRoll = rng.next();
  const rolled: OfferKind | undefined =
    offerRoll < 0.15
      ? 'PRICE_CUT'
      : offerRoll < 0.2
        ? 'BUNDLE'
        : offerRoll < 0.22
          ? 'GIFT'
          : undefined;
  const discounted = rolled === 'PRICE_CUT' ? shelfPrice(price * (0.7 + rng.next() * 0.2)) : price;
  const offer = rolled === 'PRICE_CUT' && discounted >= price ? undefined : rolled;
  const bulky = category.packaging !== undefined && combo.sizeIndex === 2;
  const express = !category.notExpress && !bulky && !rng.chance(0.06);
  const reduced: Localized = {
    el: reduceText(`${name.el} ${category.name.el}`),
    en: reduceText(`${name.en} ${category.name.en}`),
  };
  return {
    id,
    sku: id,
    code: `PR${id}`,
    slug: `${slugify(name.en)}-${id}`,
    name,
    displayName,
    description,
    size: { el: size.el, en: size.en },
    brand: combo.brand,
    categoryId: category.id,
    price: discounted,
    ...(discounted < price ? { originalPrice: price } : {}),
    ...(offer ? { offer } : {}),
    ...(offer === 'BUNDLE' ? { bundleOfferId: bundleOfferIdFor(category.id) } : {}),
    collectionTypes: express ? ['easy', 'express', 'takeAway'] : ['easy', 'takeAway'],
    optionGroups: category.optionGroup ? [category.optionGroup] : [],
    ...(category.packaging ? { packaging: category.packaging } : {}),
    glyph: category.glyph,
    colour: category.colour,
    reduced,
    haystack: `${reduced.el} ${reduced.en}`,
  };
};

/** Builds `count` products, round-robin over the categories; the first N are the same for any count. */
export const buildProducts = (count = DEFAULT_PRODUCT_COUNT): SeedProduct[] =>
  Array.from({ length: count }, (_, index) => buildProduct(index));
