import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { productSchema } from './catalog';
import { idSchema, noContentSchema, queryIntSchema } from './common';
import { lazySchema } from './lazy-schema';

export const listTypeSchema = z.enum(['favorites', 'suggested', 'custom']);
export type ListType = z.infer<typeof listTypeSchema>;

export const listProductRefSchema = lazySchema(() =>
  z.object({
    sku: z.string().check(z.minLength(1)),
    /** Likelihood of a suggested product being bought (0..1); `null` in custom lists. */
    probability: z._default(z.nullable(z.number().check(z.gte(0), z.lte(1))), null),
  }),
);

export const listSchema = z.object({
  _id: idSchema,
  label: z.string(),
  type: listTypeSchema,
  products: z.array(listProductRefSchema),
});
export type ProductList = z.infer<typeof listSchema>;

/** A list with the first products resolved, for the side cart and the lists page. */
export const listSummarySchema = z.extend(listSchema, {
  productCount: z.int().check(z.gte(0)),
  previewProducts: z.array(productSchema),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

export const listLabelSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

/** 409 `LIST_ALREADY_EXISTS` when a list of that label exists. */
export const createListEndpoint = endpoint({
  method: 'POST',
  path: '/lists',
  auth: 'required',
  body: z.object({ label: listLabelSchema }),
  response: listSchema,
});

export const getListsEndpoint = endpoint({
  method: 'GET',
  path: '/v3.1/lists',
  auth: 'required',
  query: z.object({
    /** The shell asks for 4. */
    withProductPreviewCount: z.optional(queryIntSchema),
    shop: z.optional(idSchema),
  }),
  response: z.array(listSummarySchema),
});

/** Reply is wrapped in `payload` (spec). */
export const updateListProductsEndpoint = endpoint({
  method: 'PUT',
  path: '/lists/:listId/products',
  auth: 'required',
  params: z.object({ listId: idSchema }),
  body: z.object({
    action: z.enum(['add', 'remove']),
    products: z.array(z.object({ sku: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
  }),
  response: z.object({ payload: listSchema }),
});

export const deleteListEndpoint = endpoint({
  method: 'DELETE',
  path: '/lists/:listId',
  auth: 'required',
  params: z.object({ listId: idSchema }),
  response: noContentSchema,
});

/** 409 `LIST_ALREADY_EXISTS` as for create. */
export const renameListEndpoint = endpoint({
  method: 'PATCH',
  path: '/lists/:listId',
  auth: 'required',
  params: z.object({ listId: idSchema }),
  body: z.object({ label: listLabelSchema }),
  response: listSchema,
});

export const getListProductsEndpoint = endpoint({
  method: 'GET',
  path: '/v3.1/lists/:listId/products',
  auth: 'required',
  params: z.object({ listId: idSchema }),
  query: z.object({ shop: z.optional(idSchema) }),
  response: z.object({ list: listSchema, products: z.array(productSchema) }),
});
