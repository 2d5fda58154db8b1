import { applyNames, foreignNameSkus, lineKey, toCartItem } from '@machines/cart/cart.types';
import { lineFromProduct, packagingApplies } from '@machines/cart/cart-line';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/contract/catalog';
import { pricedByLine } from '@/features/cart/cart-display';
import { lineTitle, productKeyFromSplat, productPath } from '@/lib/product-line';

const product: Product = {
  id: '1002',
  sku: '1002',
  code: 'PR1002',
  name: 'Chicken fillet 1 kg',
  displayName: 'Chicken fillet',
  description: 'Fresh chicken.',
  slug: 'chicken-fillet-1-kg-1002',
  image: '/api/media/tile/x.svg',
  price: 899,
  originalPrice: 999,
  offerType: 'PRICE_CUT',
  offerLabel: '-10%',
  bundleOfferId: null,
  brand: null,
  categoryId: 'meat-poultry',
  collectionTypes: ['DELIVERY'],
  options: [
    {
      label: 'Cut',
      options: [
        { id: 'whole', label: 'Whole' },
        { id: 'sliced', label: 'Sliced' },
      ],
    },
  ],
  packagingProductId: 'bag',
  packagingUnitPrice: 10,
  packagingProductName: 'Bag',
  searchTerms: { reduced: 'chicken' },
  isAvailable: true,
};

describe('product paths', () => {
  it('links a product to /products/{slug}', () => {
    expect(productPath(product)).toBe('/products/chicken-fillet-1-kg-1002');
  });

  it('reads the slug from /products/{slug} and the content side’s long form', () => {
    expect(productKeyFromSplat('chicken-fillet-1-kg-1002')).toBe('chicken-fillet-1-kg-1002');
    expect(productKeyFromSplat('meat/poultry/chicken-fillet-1-kg-1002/')).toBe(
      'chicken-fillet-1-kg-1002',
    );
    expect(productKeyFromSplat('a/b/%CE%B1-1002')).toBe('α-1002');
  });

  it('has no key for an empty or malformed path', () => {
    expect(productKeyFromSplat('')).toBeNull();
    expect(productKeyFromSplat('//')).toBeNull();
    expect(productKeyFromSplat(undefined)).toBeNull();
    expect(productKeyFromSplat('%E0%A4%A')).toBeNull();
  });
});

describe('the one cart line builder (machines/cart/cart-line.ts)', () => {
  it('takes the chosen options, the trimmed comment and the offer flag', () => {
    const item = lineFromProduct(product, { options: ['sliced'], comments: '  thin please ' });
    expect(item).toMatchObject({
      id: '1002',
      sku: '1002',
      quantity: 1,
      unitPrice: 899,
      options: ['sliced'],
      comments: 'thin please',
      isSpecialOffer: true,
      url: '/products/chicken-fillet-1-kg-1002',
    });
  });

  it('defaults to the first option of each group', () => {
    expect(lineFromProduct(product).options).toEqual(['whole']);
  });

  it("names the line's options, so two lines of one product are told apart", () => {
    const sliced = toCartItem(lineFromProduct(product, { options: ['sliced'] }));
    const whole = toCartItem(lineFromProduct(product));
    expect(sliced.optionNames).toEqual(['Sliced']);
    expect(lineTitle(sliced)).toBe('Chicken fillet, Sliced');
    expect(lineTitle(whole)).toBe('Chicken fillet, Whole');
    expect(lineKey(sliced)).not.toBe(lineKey(whole));
  });

  it('cuts the comment to the configured maximum (default 100)', () => {
    expect(lineFromProduct(product, { comments: 'x'.repeat(150) }).comments).toHaveLength(100);
    expect(
      lineFromProduct(product, { comments: 'x'.repeat(150), commentMaxLength: 20 }).comments,
    ).toHaveLength(20);
  });

  it("is named by the product's display name, or its name where it has none", () => {
    expect(lineFromProduct(product).name).toBe(product.displayName);
    expect(lineFromProduct({ ...product, displayName: '' }).name).toBe(product.name);
  });

  it('charges packaging only when packaging fees are enabled', () => {
    expect(lineFromProduct(product, { packagingFee: false }).packagingProductId).toBeNull();
    expect(lineFromProduct(product, { packagingFee: true })).toMatchObject({
      packagingProductId: 'bag',
      packagingUnitPrice: 10,
      packagingProductName: 'Bag',
    });
    // A packaging product without a price carries no fee (and the product page says none).
    const unpriced = { ...product, packagingUnitPrice: null };
    expect(lineFromProduct(unpriced, { packagingFee: true }).packagingProductId).toBeNull();
    expect(packagingApplies(unpriced, true)).toBe(false);
    expect(packagingApplies(product, true)).toBe(true);
    expect(packagingApplies(product, undefined)).toBe(false);
  });
});

describe("a line's option names", () => {
  const greekOptions = [
    { id: 'whole', label: 'Ολόκληρο' },
    { id: 'sliced', label: 'Σε φέτες' },
  ];

  it("are kept with the stored line, and named again in the shop's language", () => {
    const stored = JSON.parse(JSON.stringify(lineFromProduct(product, { options: ['sliced'] })));
    const line = toCartItem({ ...stored, nameLocale: 'en' });
    expect(line.optionNames).toEqual(['Sliced']);
    const [greek] = applyNames(
      [line],
      [
        {
          sku: '1002',
          name: 'Φιλέτο κοτόπουλο',
          packagingProductName: null,
          options: greekOptions,
        },
      ],
      'el',
    );
    expect(lineTitle(greek!)).toBe('Φιλέτο κοτόπουλο, Σε φέτες');
  });

  it("a line with options and no names (a reordered one) is named, even in the shop's language", () => {
    const named = toCartItem({ ...lineFromProduct(product), nameLocale: 'en' });
    const { optionNames: _, ...unnamed } = named;
    expect(foreignNameSkus([unnamed], 'en')).toEqual(['1002']);
    expect(foreignNameSkus([named], 'en')).toEqual([]);
    // An option the product no longer has is left unnamed, and not asked for again.
    const [gone] = applyNames(
      [{ ...unnamed, options: ['whole', 'gone'] }],
      [{ sku: '1002', name: 'Chicken fillet', packagingProductName: null, options: [] }],
      'en',
    );
    expect(gone!.optionNames).toEqual([]);
    expect(foreignNameSkus([gone!], 'en')).toEqual([]);
    // A product that could not be fetched: its options count as named (none), not asked again.
    const [missing] = applyNames([unnamed], [], 'en');
    expect(missing!.optionNames).toEqual([]);
    expect(foreignNameSkus([missing!], 'en')).toEqual([]);
  });
});

describe('the priced product of each cart line', () => {
  it('two lines of one product get their own, by their order in the pricing', () => {
    const sliced = toCartItem(lineFromProduct(product, { options: ['sliced'], quantity: 2 }));
    const whole = toCartItem(lineFromProduct(product));
    const pricedProduct = (quantity: number) => ({
      productId: '1002',
      sku: '1002',
      quantity,
      packagingProductId: null,
      unitPrice: 899,
      previousUnitPrice: null,
      totalPrice: 899 * quantity,
      labelType: null,
    });
    const priced = { order: { products: [pricedProduct(2), pricedProduct(1)] } } as never;
    const byLine = pricedByLine([sliced, whole], priced);
    expect(byLine.get(lineKey(sliced))?.totalPrice).toBe(1798);
    expect(byLine.get(lineKey(whole))?.totalPrice).toBe(899);
  });
});
