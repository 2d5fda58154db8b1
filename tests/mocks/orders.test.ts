import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginEndpoint } from '@/api/contract/auth';
import { getServerCartEndpoint } from '@/api/contract/cart';
import { getSubstitutesEndpoint } from '@/api/contract/catalog';
import {
  cancelOrderEndpoint,
  getBuyAgainEndpoint,
  getOrderEndpoint,
  getOrdersEndpoint,
  placeOrderEndpoint,
  reorderEndpoint,
  updateOrderEndpoint,
} from '@/api/contract/orders';
import { getDeliveryDaysEndpoint, reserveTimeSlotEndpoint } from '@/api/contract/timeslots';
import { createDemoApi } from '@/mocks/demo-api';
import { reservedCount } from '@/mocks/logic/slots';
import { createDemoServer } from '@/mocks/node-server';
import { getSeed } from '@/mocks/seed/seed';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetSessions());
afterAll(() => server.close());

const product = getSeed().products.find((p) => !p.offer && !p.packaging && p.price > 1000)!;
const items = [
  { id: product.id, sku: product.sku, quantity: 3, name: 'x', unitPrice: product.price },
];

const loggedIn = async (scenarios: string[] = []) => {
  const api = createDemoApi({ scenarios });
  api.token = (
    await api.client.call(loginEndpoint, { body: { email: 'demo@agora.gr', password: 'demo1234' } })
  ).token;
  return api;
};

const order = (key: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: key,
  shop: 'shop-kolonaki',
  deliveryService: 'easy' as const,
  items,
  paymentMethod: 'CARD' as const,
  ...extra,
});

/** An easy-delivery order at Kolonaki in `slot`, reserved first (the reservation's key is its own). */
const placeWithSlot = async (
  api: Awaited<ReturnType<typeof loggedIn>>,
  slot: { startsAt: string; endsAt: string },
  key: string,
) => {
  const reservation = await api.client.call(reserveTimeSlotEndpoint, {
    body: {
      shop: 'shop-kolonaki',
      deliveryService: 'easy',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      idempotencyKey: `slot-${key}`,
    },
  });
  return api.client.call(placeOrderEndpoint, {
    body: order(key, { reservationRequestId: reservation.requestId }),
  });
};

describe('demo platform: orders', () => {
  it('never places a double order for a repeated idempotency key', async () => {
    const api = await loggedIn();
    const before = await api.client.call(getOrdersEndpoint, { query: {} });
    const first = await api.client.call(placeOrderEndpoint, { body: order('order-key-0001') });
    const again = await api.client.call(placeOrderEndpoint, { body: order('order-key-0001') });
    expect(again.orderId).toBe(first.orderId);
    const after = await api.client.call(getOrdersEndpoint, { query: {} });
    expect(after.totalItems).toBe(before.totalItems + 1);
    const details = await api.client.call(getOrderEndpoint, { params: { orderId: first.orderId } });
    expect(details.lines[0]).toMatchObject({ productId: product.id, quantity: 3 });
    expect(details.address?.postalCode).toBe('10673');
    expect((await api.client.call(getServerCartEndpoint)).items).toEqual([]);
  });

  it('has three past orders with lines for the demo customer', async () => {
    const api = await loggedIn();
    const page = await api.client.call(getOrdersEndpoint, { query: {} });
    expect(page.items).toHaveLength(3);
    const details = await api.client.call(getOrderEndpoint, {
      params: { orderId: page.items[0]!._id },
    });
    expect(details.lines.length).toBeGreaterThan(0);
    expect(details.total).toBe(page.items[0]?.total);
  });

  it('lets a guest order when guests are enabled, and answers 401 when they are not', async () => {
    const guest = {
      firstName: 'Μαρία',
      lastName: 'Κ.',
      email: 'maria@example.gr',
      address: {
        type: 0,
        street: 'Ερμού',
        streetNo: '5',
        postalCode: '10563',
        city: 'Αθήνα',
        contactPhone: '6900000000',
      },
    };
    const api = createDemoApi();
    const placed = await api.client.call(placeOrderEndpoint, {
      body: order('guest-key-0001', { guest }),
    });
    expect(placed.summary.status).toBe('PLACED');
    const disabled = createDemoApi({ scenarios: ['guest-disabled'] });
    await expect(
      disabled.client.call(placeOrderEndpoint, { body: order('guest-key-0002', { guest }) }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a stale price and an unknown reservation', async () => {
    const api = await loggedIn();
    const stale = [{ ...items[0]!, unitPrice: product.price - 50 }];
    await expect(
      api.client.call(placeOrderEndpoint, { body: order('stale-key-0001', { items: stale }) }),
    ).rejects.toMatchObject({ status: 409, code: 'PRICE_CHANGED' });
    await expect(
      api.client.call(placeOrderEndpoint, {
        body: order('rsv-key-0001', { reservationRequestId: 'rsv-unknown' }),
      }),
    ).rejects.toMatchObject({ status: 409, code: 'RESERVATION_EXPIRED' });
  });

  it('keeps the reserved slot on the order', async () => {
    const api = await loggedIn();
    const days = await api.client.call(getDeliveryDaysEndpoint, {
      params: { shopId: 'shop-kolonaki' },
      query: { service: 'easy' },
    });
    const slot = days.flatMap((d) => d.timeslots).find((s) => s.isAvailable)!;
    const placed = await placeWithSlot(api, slot, 'slot-order-0001');
    expect(placed.summary.timeslot).toEqual({ startsAt: slot.startsAt, endsAt: slot.endsAt });
  });
});

describe('demo platform: substitutions', () => {
  const substitutes = (api: Awaited<ReturnType<typeof loggedIn>>, sku = product.sku) =>
    api.client.call(getSubstitutesEndpoint, { params: { sku }, query: {} });
  const placed = async (api: Awaited<ReturnType<typeof loggedIn>>, extra = {}) => {
    const { orderId } = await api.client.call(placeOrderEndpoint, {
      body: order(`order-key-${Math.random()}`, extra),
    });
    return api.client.call(getOrderEndpoint, { params: { orderId } });
  };

  it('suggests up to 5 products of the same category, closest in price, never the product itself', async () => {
    const api = await loggedIn();
    const suggested = await substitutes(api);
    expect(suggested).toHaveLength(5);
    expect(suggested.map((p) => p.sku)).not.toContain(product.sku);
    expect(new Set(suggested.map((p) => p.categoryId))).toEqual(new Set([product.categoryId]));
    const gaps = suggested.map((p) => Math.abs(p.price - product.price));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    await expect(substitutes(api, 'no-such-sku')).rejects.toMatchObject({ status: 404 });
  });

  it("keeps each line's choice with the order; without one, the order's default", async () => {
    const api = await loggedIn();
    const none = await placed(api, { substitutionDefault: 'none' });
    expect(none.lines[0]).toMatchObject({ substitution: { mode: 'none' }, outOfStock: null });
    const [chosen] = await substitutes(api);
    const own = await placed(api, {
      substitutionDefault: 'none',
      substitutions: [
        { sku: product.sku, options: [], choice: { mode: 'product', sku: chosen!.sku, name: 'x' } },
      ],
    });
    // Named as the catalogue names it, not as the client sent it.
    expect(own.lines[0]?.substitution).toEqual({
      mode: 'product',
      sku: chosen!.sku,
      name: chosen!.name,
    });
  });

  it('out of stock at picking, the line gets what the shopper chose', async () => {
    const api = await loggedIn(['out-of-stock']);
    const [closest, other] = await substitutes(api);
    const similar = await placed(api);
    expect(similar.lines[0]?.outOfStock?.substitute).toMatchObject({
      sku: closest!.sku,
      quantity: 3,
      unitPrice: product.price,
    });
    const chosen = await placed(api, {
      substitutions: [
        { sku: product.sku, options: [], choice: { mode: 'product', sku: other!.sku, name: 'x' } },
      ],
    });
    expect(chosen.lines[0]?.outOfStock?.substitute?.sku).toBe(other!.sku);
    const none = await placed(api, { substitutionDefault: 'none' });
    expect(none.lines[0]?.outOfStock).toEqual({ substitute: null });
    // Not substituted, the line is not charged.
    expect(none.orderItemsPriceWithoutDiscounts).toBe(
      similar.orderItemsPriceWithoutDiscounts - 3 * product.price,
    );
  });
});

describe('demo platform: reorder and buy again', () => {
  const seed = getSeed();
  const lineOf = (sku: string, quantity: number, options: string[] = [], comments = '') => {
    const p = seed.products.find((candidate) => candidate.sku === sku)!;
    return { id: p.id, sku, quantity, name: 'x', unitPrice: p.price, options, comments };
  };
  const place = async (
    api: Awaited<ReturnType<typeof loggedIn>>,
    lines: Array<ReturnType<typeof lineOf>>,
  ) =>
    api.client.call(placeOrderEndpoint, {
      body: { ...order(`order-key-${Math.random()}`), deliveryService: 'takeAway', items: lines },
    });
  const reorder = (
    api: Awaited<ReturnType<typeof loggedIn>>,
    orderId: string,
    service: 'easy' | 'express' | 'takeAway',
  ) =>
    api.client.call(reorderEndpoint, {
      params: { orderId },
      body: { shop: 'shop-kolonaki', deliveryService: service },
    });

  it("gives a past order's lines in the cart's shape, options and comments kept, today's prices", async () => {
    const api = await loggedIn();
    const { orderId } = await place(api, [
      lineOf('1005', 2, ['thin'], 'Not too salty'),
      lineOf('1001', 1),
    ]);
    const reply = await reorder(api, orderId, 'takeAway');
    expect(reply.skipped).toEqual([]);
    expect(
      reply.items.map(({ sku, quantity, options, comments }) => ({
        sku,
        quantity,
        options,
        comments,
      })),
    ).toEqual([
      { sku: '1005', quantity: 2, options: ['thin'], comments: 'Not too salty' },
      { sku: '1001', quantity: 1, options: [], comments: '' },
    ]);
    expect(reply.items[1]?.unitPrice).toBe(lineOf('1001', 1).unitPrice);
  });

  it('names what the service does not offer, and does not add it', async () => {
    const api = await loggedIn();
    const notExpress = seed.products.find(
      (p) => !p.collectionTypes.includes('express') && !p.packaging && !p.offer,
    )!;
    const { orderId } = await place(api, [lineOf('1001', 1), lineOf(notExpress.sku, 1)]);
    const reply = await reorder(api, orderId, 'express');
    expect(reply.items.map((i) => i.sku)).toEqual(['1001']);
    expect(reply.skipped).toEqual([{ sku: notExpress.sku, name: expect.any(String) }]);
    await expect(reorder(api, 'order-nope', 'easy')).rejects.toMatchObject({ status: 404 });
  });

  it('buy again lists the products of the last orders, the most often ordered first', async () => {
    const api = await loggedIn();
    // 1012 is in an older order and both new ones (3 orders); 1001 in an older one and one new.
    await place(api, [lineOf('1001', 1), lineOf('1012', 3)]);
    await place(api, [lineOf('1012', 1), lineOf('1002', 2)]);
    const products = await api.client.call(getBuyAgainEndpoint, { query: {} });
    expect(products[0]?.sku).toBe('1012');
    expect(products.map((p) => p.sku)).toContain('1001');
    expect(products.length).toBeLessThanOrEqual(12);
    // Only what the shop's services deliver.
    const services = seed.shops.find((shop) => shop._id === 'shop-marousi')!.services;
    const marousi = await api.client.call(getBuyAgainEndpoint, { query: { shop: 'shop-marousi' } });
    expect(marousi.length).toBeGreaterThan(0);
    for (const product of marousi) {
      const types = seed.products.find((p) => p.sku === product.sku)!.collectionTypes;
      expect(types.some((type) => services.includes(type))).toBe(true);
    }
  });

  it('cancels a placed order before its cut-off and gives its slot back', async () => {
    const api = await loggedIn();
    const days = await api.client.call(getDeliveryDaysEndpoint, {
      params: { shopId: 'shop-kolonaki' },
      query: { service: 'easy' },
    });
    // A slot more than 3 hours away: the shop has not started on the order yet.
    const later = Date.now() + 4 * 60 * 60 * 1000;
    const slot = days
      .flatMap((d) => d.timeslots)
      .find((s) => s.isAvailable && Date.parse(s.startsAt) > later)!;
    const placed = await placeWithSlot(api, slot, 'cancel-order-0001');
    expect(placed.summary).toMatchObject({ isEditable: true, status: 'PLACED' });
    expect(Date.parse(placed.summary.editableUntil!)).toBe(
      Date.parse(slot.startsAt) - 3 * 60 * 60 * 1000,
    );
    const load = () =>
      reservedCount(
        server.sharedStore(),
        'shop-kolonaki',
        'easy',
        Date.parse(slot.startsAt),
        Date.now(),
      );
    expect(load()).toBe(1);

    const cancelled = await api.client.call(cancelOrderEndpoint, {
      params: { orderId: placed.orderId },
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      isEditable: false,
      editableUntil: null,
    });
    expect(cancelled.history.map((h) => h.event)).toEqual(['PLACED', 'CANCELLED']);
    expect(load()).toBe(0);
    // Once cancelled, it cannot be cancelled again.
    await expect(
      api.client.call(cancelOrderEndpoint, { params: { orderId: placed.orderId } }),
    ).rejects.toMatchObject({ status: 409, code: 'ORDER_LOCKED' });
  });

  it('refuses to cancel once the cut-off has passed, and says when it was', async () => {
    const api = await loggedIn(['edit-window-closed']);
    const placed = await api.client.call(placeOrderEndpoint, { body: order('locked-order-0001') });
    expect(placed.summary.isEditable).toBe(false);
    expect(placed.summary.editableUntil).toBe(placed.summary.createdAt);
    await expect(
      api.client.call(cancelOrderEndpoint, { params: { orderId: placed.orderId } }),
    ).rejects.toMatchObject({ status: 409, code: 'ORDER_LOCKED' });
    const listed = await api.client.call(getOrdersEndpoint, { query: {} });
    // The seeded past orders are completed or cancelled: never a cut-off.
    const seeded = listed.items.filter((o) => o._id !== placed.orderId);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.map((o) => [o.editableUntil, o.isEditable])).toEqual(
      seeded.map(() => [null, false]),
    );
  });

  it('changes a placed order before its cut-off: new lines, new totals, an EDITED event', async () => {
    const api = await loggedIn();
    const placed = await api.client.call(placeOrderEndpoint, { body: order('edit-order-0001') });
    const other = getSeed().products.find(
      (p) => p.id !== product.id && !p.offer && !p.packaging && p.collectionTypes.includes('easy'),
    )!;
    const changed = await api.client.call(updateOrderEndpoint, {
      params: { orderId: placed.orderId },
      body: {
        items: [
          { ...items[0]!, quantity: 5 },
          { id: other.id, sku: other.sku, quantity: 1, name: 'x', unitPrice: other.price },
        ],
      },
    });
    expect(changed.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [product.id, 5],
      [other.id, 1],
    ]);
    expect(changed.orderItemsPriceWithoutDiscounts).toBe(product.price * 5 + other.price);
    expect(changed.history.map((h) => h.event)).toEqual(['PLACED', 'EDITED']);
    expect(changed.isEditable).toBe(true);
    // A price the customer did not see is refused: the lines are priced again first.
    await expect(
      api.client.call(updateOrderEndpoint, {
        params: { orderId: placed.orderId },
        body: { items: [{ ...items[0]!, unitPrice: product.price + 1 }] },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'PRICE_CHANGED' });
  });

  it('refuses to change an order past its cut-off', async () => {
    const api = await loggedIn(['edit-window-closed']);
    const placed = await api.client.call(placeOrderEndpoint, { body: order('edit-locked-0001') });
    await expect(
      api.client.call(updateOrderEndpoint, {
        params: { orderId: placed.orderId },
        body: { items: [{ ...items[0]!, quantity: 4 }] },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'ORDER_LOCKED' });
  });
});
