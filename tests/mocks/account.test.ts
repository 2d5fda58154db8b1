import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddressEndpoint,
  deleteAddressEndpoint,
  setMainAddressEndpoint,
} from '@/api/contract/addresses';
import { loginEndpoint } from '@/api/contract/auth';
import { getServerCartEndpoint, saveServerCartEndpoint } from '@/api/contract/cart';
import {
  createListEndpoint,
  getListsEndpoint,
  renameListEndpoint,
  updateListProductsEndpoint,
} from '@/api/contract/lists';
import { getShopsEndpoint } from '@/api/contract/shops';
import { uploadAvatarEndpoint } from '@/api/contract/user';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetSessions());
afterAll(() => server.close());

const loggedIn = async (locale: 'el' | 'en' = 'el') => {
  const api = createDemoApi({ locale });
  api.token = (
    await api.client.call(loginEndpoint, { body: { email: 'demo@agora.gr', password: 'demo1234' } })
  ).token;
  return api;
};

const address = (postalCode: string) => ({
  type: 2 as const,
  street: 'Αγίου Νικολάου',
  streetNo: '7',
  postalCode,
  city: 'Αθήνα',
});

describe('demo platform: account data', () => {
  it('has favourites, a custom and a suggested list with product previews', async () => {
    const { client } = await loggedIn();
    const lists = await client.call(getListsEndpoint, { query: { withProductPreviewCount: 4 } });
    expect(lists.map((l) => l.type)).toEqual(['favorites', 'custom', 'suggested']);
    expect(lists[0]?.previewProducts).toHaveLength(4);
    expect(lists[2]?.products[0]?.probability).toBeGreaterThan(0.9);
  });

  it('refuses a list name that already exists and edits list products', async () => {
    const { client } = await loggedIn();
    await expect(
      client.call(createListEndpoint, { body: { label: 'αγαπημενα' } }),
    ).rejects.toMatchObject({ status: 409, code: 'LIST_ALREADY_EXISTS' });
    const list = await client.call(createListEndpoint, { body: { label: 'Πάρτι' } });
    const added = await client.call(updateListProductsEndpoint, {
      params: { listId: list._id },
      body: { action: 'add', products: [{ sku: '1001' }, { sku: '1002' }] },
    });
    expect(added.payload.products.map((p) => p.sku)).toEqual(['1001', '1002']);
    const removed = await client.call(updateListProductsEndpoint, {
      params: { listId: list._id },
      body: { action: 'remove', products: [{ sku: '1001' }] },
    });
    expect(removed.payload.products.map((p) => p.sku)).toEqual(['1002']);
    const renamed = await client.call(renameListEndpoint, {
      params: { listId: list._id },
      body: { label: 'Γιορτή' },
    });
    expect(renamed.label).toBe('Γιορτή');
  });

  it('serves Athens postal codes and refuses the unsupported 19xxx range', async () => {
    const { client } = createDemoApi();
    const athens = await client.call(getShopsEndpoint, {
      query: { service: 'easy', postalCode: '10673' },
    });
    expect(athens.map((s) => s._id)).toEqual(['shop-kolonaki']);
    const piraeus = await client.call(getShopsEndpoint, {
      query: { service: 'easy', postalCode: '18535' },
    });
    expect(piraeus.map((s) => s._id)).toEqual(['shop-piraeus']);
    expect(
      await client.call(getShopsEndpoint, { query: { service: 'easy', postalCode: '19009' } }),
    ).toEqual([]);
    expect(
      await client.call(getShopsEndpoint, { query: { service: 'express', postalCode: '14562' } }),
    ).toEqual([]);
    expect(
      (await client.call(getShopsEndpoint, { query: { service: 'takeAway' } })).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('saves an eligible address and refuses an unsupported one with a userMessage', async () => {
    const { client } = await loggedIn('en');
    await expect(
      client.call(createAddressEndpoint, { body: address('19009') }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'ADDRESS_NOT_ELIGIBLE',
      userMessage: 'Sorry, we do not serve this area yet.',
    });
    const created = await client.call(createAddressEndpoint, { body: address('11528') });
    expect(created.isMainAddress).toBe(false);
    const all = await client.call(setMainAddressEndpoint, { params: { addressId: created._id } });
    expect(all.filter((a) => a.isMainAddress).map((a) => a._id)).toEqual([created._id]);
    await client.call(deleteAddressEndpoint, { params: { addressId: created._id } });
  });

  it('refuses an emoji or a control character in an address (400), takes "12Α" and "10-12"', async () => {
    const { client } = await loggedIn('en');
    for (const bad of [{ streetNo: '😀' }, { streetNo: '7\u0000' }, { street: 'Ερμού 🛒' }]) {
      await expect(
        client.call(createAddressEndpoint, { body: { ...address('11528'), ...bad } }),
      ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    for (const streetNo of ['12Α', '10-12']) {
      const created = await client.call(createAddressEndpoint, {
        body: { ...address('11528'), streetNo },
      });
      expect(created.streetNo).toBe(streetNo);
      await client.call(deleteAddressEndpoint, { params: { addressId: created._id } });
    }
  });

  it('checks an avatar by its bytes and serves it back', async () => {
    const { client } = await loggedIn();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString(
      'base64',
    );
    const { avatarURL } = await client.call(uploadAvatarEndpoint, {
      body: { encodedImage: `data:image/png;base64,${png}` },
    });
    const image = await fetch(`http://localhost${avatarURL}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const text = Buffer.from('not an image at all').toString('base64');
    await expect(
      client.call(uploadAvatarEndpoint, {
        body: { encodedImage: `data:image/png;base64,${text}` },
      }),
    ).rejects.toMatchObject({ status: 422, code: 'AVATAR_INVALID' });
  });

  it('keeps a server cart with items for the demo customer and replaces it', async () => {
    const { client } = await loggedIn();
    const cart = await client.call(getServerCartEndpoint);
    expect(cart.items.map((i) => i.id)).toEqual(['1001', '1005']);
    expect(cart.items[1]?.options).toEqual(['thin']);
    const saved = await client.call(saveServerCartEndpoint, { body: { items: [cart.items[0]!] } });
    expect(saved.items).toHaveLength(1);
  });
});
