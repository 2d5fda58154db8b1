import type { HttpHandler } from 'msw';
import type { Locale } from '@/api/contract/common';
import {
  createListEndpoint,
  deleteListEndpoint,
  getListProductsEndpoint,
  getListsEndpoint,
  renameListEndpoint,
  updateListProductsEndpoint,
} from '@/api/contract/lists';
import { productDto } from '../dto/catalog';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { SHOP_SOLD_OUT } from '../seed/shops';
import { reduceText } from '../seed/text';
import type { StoredList, StoredUser } from '../seed/users';
import type { SessionStore } from '../store';

const find = (user: StoredUser, id: string): StoredList => {
  const list = user.lists.find((candidate) => candidate._id === id);
  if (!list) throw new DemoError(404, 'LIST_NOT_FOUND');
  return list;
};

const assertNewLabel = (user: StoredUser, label: string, except?: StoredList) => {
  const wanted = reduceText(label);
  if (user.lists.some((list) => list !== except && reduceText(list.label) === wanted)) {
    throw new DemoError(409, 'LIST_ALREADY_EXISTS');
  }
};

/**
 * The catalogue products of a list, in list order (unknown skus left out); with a shop, as that
 * shop has them (a product it has run out of is not available).
 */
const productsOf = (
  store: SessionStore,
  list: StoredList,
  locale: Locale,
  base: string,
  shop: string | undefined,
) =>
  list.products.flatMap((ref) => {
    const product = store.seed.productsById.get(ref.sku);
    if (!product) return [];
    const dto = productDto(product, locale, base);
    const soldOut = shop !== undefined && SHOP_SOLD_OUT[shop]?.includes(ref.sku);
    return [soldOut ? { ...dto, isAvailable: false } : dto];
  });

/** Favourites and suggested lists are kept by the platform: only custom lists change name or go. */
const editable = (list: StoredList): StoredList => {
  if (list.type !== 'custom') throw new DemoError(409, 'LIST_NOT_EDITABLE');
  return list;
};

export const listHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, createListEndpoint, ({ body, store, user }) => {
    assertNewLabel(user!, body.label);
    const list: StoredList = {
      _id: store.nextId('list'),
      label: body.label,
      type: 'custom',
      products: [],
    };
    user!.lists.push(list);
    return list;
  }),

  route(demo, getListsEndpoint, ({ query, store, user, locale, base }) => {
    const previewCount = query.withProductPreviewCount ?? 4;
    return user!.lists.map((list) => ({
      ...list,
      productCount: list.products.length,
      previewProducts: productsOf(store, list, locale, base, query.shop).slice(0, previewCount),
    }));
  }),

  route(demo, updateListProductsEndpoint, ({ params, body, user }) => {
    const list = find(user!, params.listId);
    const skus = new Set(body.products.map((p) => p.sku));
    if (body.action === 'remove') {
      list.products = list.products.filter((ref) => !skus.has(ref.sku));
    } else {
      for (const sku of skus) {
        if (!list.products.some((ref) => ref.sku === sku))
          list.products.push({ sku, probability: null });
      }
    }
    return { payload: list };
  }),

  route(demo, deleteListEndpoint, ({ params, user }) => {
    const list = editable(find(user!, params.listId));
    user!.lists = user!.lists.filter((candidate) => candidate !== list);
    return undefined;
  }),

  route(demo, renameListEndpoint, ({ params, body, user }) => {
    const list = editable(find(user!, params.listId));
    assertNewLabel(user!, body.label, list);
    list.label = body.label;
    return list;
  }),

  route(demo, getListProductsEndpoint, ({ params, query, store, user, locale, base }) => {
    const list = find(user!, params.listId);
    return {
      list,
      products: productsOf(store, list, locale, base, query.shop),
    };
  }),
];
