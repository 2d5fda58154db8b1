import { z } from 'zod';

/**
 * A schema built on its first parse instead of when its module is imported.
 *
 * zod 4 sets up every schema object when it is created (each `z.object`, field and `.nullable()`
 * gets its methods attached, about 10 µs apiece), and the contracts hold some 140 object schemas.
 * Wrapped, a page builds only the schemas of the replies it parses: the contract modules a product
 * page imports evaluate in a median 30 ms instead of 43 ms (Node, bundled; issue 6, TBT;
 * docs/ARCHITECTURE.md "Lazy contract schemas").
 *
 * Types are unchanged (`z.infer` sees through `z.lazy`). Schemas that others `.extend()`,
 * `.omit()` or read `.shape`/`.options` of stay plain: those methods are not on a lazy schema.
 */
export const lazySchema = <T extends z.ZodType>(build: () => T): z.ZodLazy<T> => z.lazy(build);
