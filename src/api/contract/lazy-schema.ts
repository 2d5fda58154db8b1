import { z } from 'zod/mini';

/**
 * A schema built on its first parse instead of when its module is imported.
 *
 * zod 4 sets up every schema object when it is created (each `z.object`, field and `z.nullable()`
 * is initialised on the spot), and the contracts hold some 140 object schemas. Wrapped, a page
 * builds only the schemas of the replies it parses: the contract modules a product page imports
 * evaluate in a median 30 ms instead of 43 ms (Node, bundled, measured with zod's classic API;
 * for the product page's total blocking time).
 *
 * Types are unchanged (`z.infer` sees through `z.lazy`). Schemas that others `z.extend()`,
 * `z.omit()` or read `.shape`/`.options` of stay plain: those take the wrapped schema itself,
 * not a lazy one.
 */
export const lazySchema = <T extends z.ZodMiniType>(build: () => T): z.ZodMiniLazy<T> =>
  z.lazy(build);
