import type { EventObject } from 'xstate';
import type { Product } from '@/api/contract/catalog';
import type { JourneyModel } from '../testing/journey-paths';
import type { ListPage, listDetailMachine } from './list-detail.machine';

/** A catalogue product as the list page receives it (only what the journey reads matters). */
export const sampleProduct = (sku: string, name: string, isAvailable = true): Product => ({
  id: sku,
  sku,
  code: `PR${sku}`,
  name,
  displayName: name,
  description: '',
  slug: `product-${sku}`,
  image: '',
  price: 199,
  originalPrice: null,
  offerType: null,
  offerLabel: null,
  bundleOfferId: null,
  brand: null,
  categoryId: 'cat-1',
  collectionTypes: [],
  options: [],
  packagingProductId: null,
  packagingUnitPrice: null,
  packagingProductName: null,
  searchTerms: { reduced: name.toLowerCase() },
  isAvailable,
});

const weekendProducts = [
  sampleProduct('1002', 'Γάλα φρέσκο'),
  sampleProduct('1012', 'Φέτα ΠΟΠ'),
  sampleProduct('1009', 'Ντομάτες', false),
];

export const sampleListPage: ListPage = {
  list: {
    _id: 'list-demo-weekend',
    label: 'Για το Σαββατοκύριακο',
    type: 'custom',
    products: weekendProducts.map(({ sku }) => ({ sku, probability: null })),
  },
  products: weekendProducts,
};

const emptyPage: ListPage = { list: { ...sampleListPage.list, products: [] }, products: [] };

const labels: Record<string, string> = {
  'list.retry': 'retry loading',
  'list.addToCart': 'add the list to the cart',
  'notice.dismiss': 'dismiss the message',
  'xstate.error.actor.loadList': 'the list fails to load',
  'xstate.error.actor.removeProduct': 'the remove fails',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the list page journey. */
export const listDetailModel: JourneyModel<typeof listDetailMachine> = {
  inputs: [{ name: 'list page opened', input: { listId: 'list-demo-weekend' } }],
  eventVariants: ev({
    'xstate.done.actor.loadList': [
      { type: 'xstate.done.actor.loadList', output: sampleListPage },
      { type: 'xstate.done.actor.loadList', output: emptyPage },
    ],
    'xstate.error.actor.loadList': [
      { type: 'xstate.error.actor.loadList', error: new Error('offline') },
    ],
    'search.change': [
      { type: 'search.change', value: 'φε' },
      { type: 'search.change', value: 'φετ' },
    ],
    'product.remove': [{ type: 'product.remove', sku: '1012' }],
    'xstate.done.actor.removeProduct': [
      {
        type: 'xstate.done.actor.removeProduct',
        output: {
          ...sampleListPage.list,
          products: sampleListPage.list.products.filter((p) => p.sku !== '1012'),
        },
      },
    ],
    'xstate.error.actor.removeProduct': [
      { type: 'xstate.error.actor.removeProduct', error: new Error('offline') },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { sku?: string; value?: string; output?: ListPage };
    if (e.type === 'search.change') return `search "${e.value}"`;
    if (e.type === 'product.remove') return `remove ${e.sku}`;
    if (e.type === 'xstate.done.actor.loadList')
      return e.output?.products.length ? 'the list loads' : 'an empty list loads';
    if (e.type === 'xstate.done.actor.removeProduct') return 'the product is removed';
    return labels[e.type] ?? e.type;
  },
};
