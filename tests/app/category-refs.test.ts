import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/api/contract/catalog';
import { api } from '@/app/api';
import { categoriesQuery, categoryRefsQuery } from '@/app/queries/catalog-pages';

vi.mock('@/app/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

const category = (id: number, name: string): Category =>
  ({ id, name, slug: `slug-${id}`, top_banners: [{ big: 'banner' }] }) as unknown as Category;

beforeEach(() => {
  call.mockReset();
});

describe("a product page's category refs", () => {
  it('are cut from fresh categories in the cache, with no call', async () => {
    const client = new QueryClient();
    client.setQueryData(categoriesQuery('en').queryKey, [category(1, 'Dairy')]);
    const refs = await client.fetchQuery(categoryRefsQuery('en'));
    expect(refs).toEqual([{ id: 1, name: 'Dairy', slug: 'slug-1' }]);
    expect(call).not.toHaveBeenCalled();
  });

  it('are asked for when the cached categories are invalidated, and carry no banners', async () => {
    const client = new QueryClient();
    client.setQueryData(categoriesQuery('en').queryKey, [category(1, 'Old name')]);
    await client.invalidateQueries({
      queryKey: categoriesQuery('en').queryKey,
      refetchType: 'none',
    });
    call.mockResolvedValue([category(1, 'Dairy'), category(2, 'Bakery')]);
    const refs = await client.fetchQuery(categoryRefsQuery('en'));
    expect(refs).toEqual([
      { id: 1, name: 'Dairy', slug: 'slug-1' },
      { id: 2, name: 'Bakery', slug: 'slug-2' },
    ]);
    expect(call).toHaveBeenCalledTimes(1);
    // The full categories are not put in the cache (a page's data block stays small).
    expect(client.getQueryData(categoriesQuery('en').queryKey)).toEqual([category(1, 'Old name')]);
  });

  it('are asked for when the cache has no categories', async () => {
    const client = new QueryClient();
    call.mockResolvedValue([category(3, 'Fruit')]);
    await expect(client.fetchQuery(categoryRefsQuery('el'))).resolves.toEqual([
      { id: 3, name: 'Fruit', slug: 'slug-3' },
    ]);
    expect(client.getQueryData(categoriesQuery('el').queryKey)).toBeUndefined();
  });
});
