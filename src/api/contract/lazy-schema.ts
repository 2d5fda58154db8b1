import { z } from 'zod';

/**
 * A schema built on its first parse instead of when its module is imported.
 *
 * zod 4 sets up every schema object eagerly (each `z.object`, field and `.nullable()` is an
 * object with its methods attached, about 10 µs apiece). The contracts hold some 140 object
 * schemas; built at import they took one 50-70 ms task on every first page load, before the
 * page could render (issue 6, Lighthouse TBT; docs/ARCHITECTURE.md "Lazy contract schemas").
 * Wrapped, a page builds only the schemas of the replies it parses.
 *
 * Types are unchanged (`z.infer` sees through `z.lazy`). Schemas that others `.extend()`,
 * `.omit()` or read `.shape`/`.options` of stay plain: those methods are not on a lazy schema.
 */
export const lazySchema = <T extends z.ZodType>(build: () => T): z.ZodLazy<T> => z.lazy(build);
