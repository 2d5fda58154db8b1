import type { HttpHandler } from 'msw';
import {
  getServerCartEndpoint,
  priceCartEndpoint,
  saveServerCartEndpoint,
} from '@/api/contract/cart';
import type { Locale } from '@/api/contract/common';
import { cartItemDto } from '../dto/cart';
import { DemoError } from '../http/demo-error';
import { type DemoContext, route } from '../http/route';
import { pricedCart, priceItems } from '../logic/pricing';
import { serviceById } from '../seed/services';
import type { StoredUser } from '../seed/users';
import type { SessionStore } from '../store';

const serverCart = (store: SessionStore, user: StoredUser, locale: Locale, base: string) => ({
  items: user.cart.flatMap((line) => {
    const product = store.seed.productsById.get(line.id);
    return product ? [cartItemDto(product, line, locale, base)] : [];
  }),
});

export const cartHandlers = (demo: DemoContext): HttpHandler[] => [
  route(demo, priceCartEndpoint, ({ body, store, locale, scenarios }) => {
    if (!store.seed.shops.some((shop) => shop._id === body.shop)) {
      throw new DemoError(404, 'SHOP_NOT_FOUND');
    }
    const input = {
      seed: store.seed,
      items: body.items,
      service: serviceById(body.deliveryService),
      scenarios,
      locale,
    };
    return pricedCart(priceItems(input), input);
  }),

  route(demo, getServerCartEndpoint, ({ store, user, locale, base }) =>
    serverCart(store, user!, locale, base),
  ),

  route(demo, saveServerCartEndpoint, ({ body, store, user, locale, base }) => {
    user!.cart = body.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      options: item.options,
      comments: item.comments,
    }));
    return serverCart(store, user!, locale, base);
  }),
];
