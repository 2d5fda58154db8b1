import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAccount } from '@/app/actors/forget-account';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

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
