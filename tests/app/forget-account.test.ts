import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccount } from '@/app/actors/visit/forget-account';
import { memoryStorage as memory } from '../lib/memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe("a logout's forgetAccount", () => {
  it("drops the account's cached data and kept invoice and chat, and nothing else", () => {
    const storage = memory();
    vi.stubGlobal('localStorage', storage);
    for (const key of ['temporaryInvoice', 'notSavedInvoiceFlag', 'chatbotSession']) {
      storage.setItem(key, '"x"');
    }
    storage.setItem('chatbotHistory', '[]');
    storage.setItem('cart', '[{"sku":"1001","quantity":2}]');
    const queryClient = new QueryClient();
    const account = ['user', 'orders', 'lists', 'addresses', 'geo', 'shops'];
    for (const root of [...account, 'products', 'content']) {
      queryClient.setQueryData([root, 'any'], { root });
    }

    forgetAccount({ queryClient, navigate: () => {} })();

    const left = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
    expect(left.sort()).toEqual(['content', 'products']);
    expect([...storage.map.keys()]).toEqual(['cart']);
  });
});
