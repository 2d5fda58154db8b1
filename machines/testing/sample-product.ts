import type { Product } from '@/api/contract/catalog';

/** One product as the contract describes it (valid for the API client's reply check). */
export const sampleProduct = (id: string, name: string): Product => ({
  id,
  sku: id,
  code: `PR${id}`,
  name,
  displayName: name,
  description: `${name}, sample.`,
  slug: `${name.toLowerCase().replaceAll(' ', '-')}-${id}`,
  image: `/api/media/tile/F/e8d5b7/${id}.svg`,
  price: 450,
  originalPrice: null,
  offerType: null,
  offerLabel: null,
  bundleOfferId: null,
  brand: { id: 'b1', name: 'Dodoni', slug: 'dodoni' },
  categoryId: 'c-dairy',
  collectionTypes: ['DELIVERY', 'TAKEAWAY'],
  options: [],
  packagingProductId: null,
  packagingUnitPrice: null,
  packagingProductName: null,
  searchTerms: { reduced: name.toLowerCase() },
  isAvailable: true,
});
