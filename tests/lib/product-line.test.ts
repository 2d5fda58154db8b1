import { lineFromProduct, packagingApplies } from '@machines/cart/cart-line';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/contract/catalog';
import { productKeyFromSplat, productPath } from '@/lib/product-line';

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
