import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartItemInput, priceCartEndpoint } from '@/api/contract/cart';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';
import type { SeedProduct } from '@/mocks/seed/products';
import { getSeed } from '@/mocks/seed/seed';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const { products } = getSeed();
const plain = products.filter(
  (p) => !p.offer && !p.packaging && p.collectionTypes.includes('express'),
);
const cheap = plain.find((p) => p.price < 500)!;
const priceCut = products.find((p) => p.offer === 'PRICE_CUT' && !p.packaging)!;
const frozen = products.find((p) => p.categoryId === 'frozen' && !p.offer)!;

const item = (
  product: SeedProduct,
  quantity: number,
  unitPrice = product.price,
): CartItemInput => ({
  id: product.id,
  sku: product.sku,
  quantity,
  name: product.name.el,
  unitPrice,
});

const price = (items: CartItemInput[], deliveryService: 'easy' | 'express' | 'takeAway' = 'easy') =>
  createDemoApi().client.call(priceCartEndpoint, {
    body: { shop: 'shop-kolonaki', deliveryService, items },
  });

describe('demo platform: cart pricing', () => {
  it('charges shipping below 50 EUR, reports the progress and blocks under the minimum', async () => {
    const priced = await price([item(cheap, 1)]);
    expect(priced.order.orderItemsPriceWithoutDiscounts).toBe(cheap.price);
    expect(priced.order.fees).toEqual([
      { type: 'SHIPPING_COST', title: 'Κόστος αποστολής', amount: 300 },
    ]);
    expect(priced.order.total).toBe(cheap.price + 300);
    expect(priced.progress.code).toBe('MINIMUM_NOT_REACHED');
    expect(priced.progress.data.remainingAmountForFree).toBe(5000 - cheap.price);
    expect(priced.progress.data.remainingAmount).toBe(1500 - cheap.price);
    expect(priced.progress.progressInfo).toEqual({
      currentValue: cheap.price,
      requiredValue: 5000,
    });
    expect(priced.messages.map((m) => m.code)).toContain('MSG_ORDER00017');
  });

  it('delivers free from 50 EUR and allows checkout', async () => {
    const quantity = Math.ceil(5000 / cheap.price);
    const priced = await price([item(cheap, quantity)]);
    expect(priced.order.fees[0]?.amount).toBe(0);
    expect(priced.order.total).toBe(cheap.price * quantity);
    expect(priced.progress.code).toBe('ALLOWED');
    expect(priced.progress.data.remainingAmountForFree).toBe(0);
    expect(priced.messages).toEqual([]);
  });

  it('takes offer savings off as a PRODUCTS discount', async () => {
    const priced = await price([item(priceCut, 2), item(cheap, 20)]);
    const original = priceCut.originalPrice!;
    expect(priced.order.orderItemsPriceWithoutDiscounts).toBe(original * 2 + cheap.price * 20);
    expect(priced.order.discounts).toEqual([
      { type: 'PRODUCTS', title: 'Εκπτώσεις προσφορών', amount: (original - priceCut.price) * 2 },
    ]);
    const fee = priced.order.fees[0]!.amount;
    expect(priced.order.total).toBe(priceCut.price * 2 + cheap.price * 20 + fee);
  });

  it('has no shipping fee for take-away', async () => {
    const priced = await price([item(cheap, 1)], 'takeAway');
    expect(priced.order.fees).toEqual([]);
    expect(priced.progress.code).toBe('ALLOWED');
  });

  it('labels stale prices and products the service does not offer', async () => {
    const priced = await price([item(cheap, 30, cheap.price - 10), item(frozen, 1)], 'express');
    const [changed, removed] = priced.order.products;
    expect(changed).toMatchObject({
      labelType: 'priceChanged',
      previousUnitPrice: cheap.price - 10,
    });
    expect(changed?.unitPrice).toBe(cheap.price);
    expect(removed).toMatchObject({ labelType: 'unavailable', quantity: 0, totalPrice: 0 });
    expect(priced.progress.code).toBe('ITEMS_CHANGED');
  });

  it('raises prices under the price-changed scenario', async () => {
    const api = createDemoApi({ scenarios: ['price-changed'] });
    const priced = await api.client.call(priceCartEndpoint, {
      body: { shop: 'shop-kolonaki', deliveryService: 'easy', items: [item(cheap, 30)] },
    });
    expect(priced.order.products[0]?.unitPrice).toBeGreaterThan(cheap.price);
    expect(priced.progress.code).toBe('ITEMS_CHANGED');
  });
});
