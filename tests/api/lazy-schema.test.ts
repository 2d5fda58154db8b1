import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from '@/api/contract/lazy-schema';

describe('lazySchema', () => {
  it('builds its schema on the first parse, once, and parses like the schema it wraps', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.string().check(z.minLength(1)), price: z.int() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 'p1', price: 120 })).toEqual({ id: 'p1', price: 120 });
    expect(schema.safeParse({ id: '', price: 1.5 }).error?.issues.map((i) => i.path)).toEqual([
      ['id'],
      ['price'],
    ]);
    expect(builds).toBe(1);
  });

  it('composes: nullable, arrays and objects around a lazy schema parse as before', () => {
    const item = lazySchema(() => z.object({ n: z.int() }));
    const page = z.object({ items: z.array(item), next: z.nullable(item) });
    expect(page.parse({ items: [{ n: 1 }], next: null })).toEqual({
      items: [{ n: 1 }],
      next: null,
    });
    expect(page.safeParse({ items: [{ n: 'x' }], next: null }).success).toBe(false);
  });
});
