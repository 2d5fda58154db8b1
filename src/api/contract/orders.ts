import { z } from 'zod';
import {
  ADDRESS_TEXT_PATTERN,
  PERSON_NAME_PATTERN,
  POSTAL_CODE_PATTERNS,
  STREET_NO_PATTERN,
} from '@/lib/field-rules';
import { hasValidVatCheckDigit } from '@/lib/vat-number';
import { endpoint } from '../endpoint';
import { addressSchema, guestAddressSchema } from './addresses';
import { cartItemSchema, discountSchema, feeSchema } from './cart';
import { productSchema } from './catalog';
import {
  centsSchema,
  deliveryModeSchema,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  pageSchema,
  queryBooleanSchema,
  queryIntSchema,
} from './common';
import { lazySchema } from './lazy-schema';

/** The spec shows no lifecycle: our own small set. */
export const orderStatusSchema = z.enum([
  'PLACED',
  'PREPARING',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
  'COMPLETED',
  'CANCELLED',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentMethodSchema = z.enum(['CARD', 'CARD_ON_DELIVERY', 'CASH_ON_DELIVERY']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderSummarySchema = z.object({
  _id: idSchema,
  orderNumber: z.string().min(1),
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  deliveryService: deliveryModeSchema,
  shop: z.object({ _id: idSchema, title: z.string() }),
  timeslot: z.object({ startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema }).nullable(),
  itemCount: z.int().min(0),
  /** Cents. */
  total: centsSchema,
  /** Sent as a gift (prices left off the delivery note). */
  isGift: z.boolean().default(false),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * What the shop does with a line that is out of stock at picking: a similar product (the
 * picker's choice), nothing (the line is left out), or one product the shopper chose.
 */
export const substitutionChoiceSchema = lazySchema(() =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('similar') }),
    z.object({ mode: z.literal('none') }),
    z.object({ mode: z.literal('product'), sku: z.string().min(1), name: z.string() }),
  ]),
);
export type SubstitutionChoice = z.infer<typeof substitutionChoiceSchema>;
export const substitutionDefaultSchema = z.enum(['similar', 'none']);
export type SubstitutionDefault = z.infer<typeof substitutionDefaultSchema>;

/** A line the shop could not pick: what came instead (null: nothing, the line is not charged). */
export const outOfStockSchema = lazySchema(() =>
  z.object({
    substitute: z
      .object({
        sku: z.string(),
        name: z.string(),
        quantity: z.int().positive(),
        unitPrice: centsSchema,
      })
      .nullable(),
  }),
);

export const orderLineSchema = lazySchema(() =>
  z.object({
    productId: idSchema,
    sku: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    quantity: z.int().positive(),
    unitPrice: centsSchema,
    totalPrice: centsSchema,
    comments: z.string(),
    options: z.array(idSchema),
    /** What the shopper asked for should it be out of stock (null: an order from before). */
    substitution: substitutionChoiceSchema.nullable().default(null),
    /** Out of stock at picking, and what came instead; null: picked as ordered. */
    outOfStock: outOfStockSchema.nullable().default(null),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

const invoiceText = (max: number) => z.string().trim().regex(ADDRESS_TEXT_PATTERN).max(max);

/**
 * The company an invoice (τιμολόγιο) is made out to, instead of a receipt: name, VAT number
 * (ΑΦΜ, nine digits with its check digit), tax office (ΔΟΥ), activity and the invoice address.
 */
export const invoiceSchema = lazySchema(() =>
  z.object({
    companyName: invoiceText(120).min(2),
    vatNumber: z
      .string()
      .regex(/^\d{9}$/)
      .refine(hasValidVatCheckDigit, { message: 'invalid VAT number check digit' }),
    taxOffice: invoiceText(60).min(2),
    activity: z.union([z.literal(''), invoiceText(120)]).default(''),
    address: z.object({
      street: invoiceText(80).min(2),
      streetNo: z.string().trim().regex(STREET_NO_PATTERN),
      postalCode: z.string().regex(POSTAL_CODE_PATTERNS.NUMERIC).length(5),
      city: invoiceText(60).min(2),
    }),
  }),
);
export type Invoice = z.infer<typeof invoiceSchema>;

export const orderDetailsSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  fees: z.array(feeSchema),
  discounts: z.array(discountSchema),
  orderItemsPriceWithoutDiscounts: centsSchema,
  /** `null` for take-away. */
  address: addressSchema.omit({ _id: true, isMainAddress: true }).nullable(),
  paymentMethod: paymentMethodSchema,
  isGift: z.boolean(),
  /** The invoice the order was made out to; null (or absent) for a receipt. */
  invoice: invoiceSchema.nullable().default(null),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderPageSchema = lazySchema(() => pageSchema(orderSummarySchema));

export const getOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/orders',
  auth: 'required',
  query: z.object({
    pageNumber: queryIntSchema.default(0),
    /** Only the orders sent as gifts (/user/gifts). */
    gift: queryBooleanSchema.optional(),
  }),
  response: orderPageSchema,
});

/** 404 `ORDER_NOT_FOUND`. */
export const getOrderEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/orders/:orderId',
  auth: 'required',
  params: z.object({ orderId: idSchema }),
  response: orderDetailsSchema,
});

export const guestContactSchema = lazySchema(() =>
  z.object({
    firstName: z.string().trim().regex(PERSON_NAME_PATTERN).max(60),
    lastName: z.string().trim().regex(PERSON_NAME_PATTERN).max(60),
    email: emailSchema,
    address: guestAddressSchema,
  }),
);
export type GuestContact = z.infer<typeof guestContactSchema>;

export const placeOrderRequestSchema = z
  .object({
    /**
     * A fresh UUID per checkout attempt, reused when the same attempt is sent again: the platform
     * answers a repeated key with the first order instead of placing a second one.
     */
    idempotencyKey: z.string().min(8).max(100),
    shop: idSchema,
    deliveryService: deliveryModeSchema,
    reservationRequestId: idSchema.optional(),
    items: z.array(cartItemSchema).min(1),
    /** A saved address of the logged-in user (delivery only). */
    addressId: idSchema.optional(),
    /** Guest checkout (when order.guest.enabled); only without a token. */
    guest: guestContactSchema.optional(),
    paymentMethod: paymentMethodSchema,
    isGift: z.boolean().default(false),
    notes: z.string().max(500).default(''),
    /** An invoice instead of a receipt. */
    invoice: invoiceSchema.optional(),
    /** What to do with a line out of stock at picking, unless the line says otherwise. */
    substitutionDefault: substitutionDefaultSchema.default('similar'),
    /** The lines' own substitution choices (a line is its sku and options). */
    substitutions: z
      .array(
        z.object({
          sku: z.string().min(1),
          options: z.array(idSchema).default([]),
          choice: substitutionChoiceSchema,
        }),
      )
      .max(200)
      .default([]),
  })
  .refine((o) => !(o.addressId && o.guest), {
    message: 'addressId and guest exclude each other',
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const placedOrderSchema = lazySchema(() =>
  z.object({
    orderId: idSchema,
    orderNumber: z.string().min(1),
    summary: orderSummarySchema,
  }),
);
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * Auth optional: a guest orders without a token when guests are enabled (else 401).
 * 409 `PRICE_CHANGED` / `RESERVATION_EXPIRED` with userMessage. Never retried automatically.
 */
export const placeOrderEndpoint = endpoint({
  method: 'POST',
  path: '/v3/orders',
  auth: 'optional',
  body: placeOrderRequestSchema,
  response: placedOrderSchema,
});

/**
 * The order placed with an idempotency key, for a caller that did not read the reply (a server
 * error, a dropped connection): 404 `ORDER_NOT_FOUND` when the key placed none. Auth optional as
 * for placing: a guest's key is the secret that names the order.
 */
export const findOrderByKeyEndpoint = endpoint({
  method: 'GET',
  path: '/v3/orders/by-key/:idempotencyKey',
  auth: 'optional',
  params: z.object({ idempotencyKey: z.string().min(8).max(100) }),
  response: placedOrderSchema,
});

export const reorderSchema = lazySchema(() =>
  z.object({
    items: z.array(cartItemSchema),
    skipped: z.array(z.object({ sku: z.string(), name: z.string() })),
  }),
);
export type Reorder = z.infer<typeof reorderSchema>;

/**
 * "Add to cart" from a past order: its lines as cart lines (options and comments kept, today's
 * prices) for the shop and service given, and the products that shop does not offer (skipped,
 * to be named). 404 `ORDER_NOT_FOUND`.
 */
export const reorderEndpoint = endpoint({
  method: 'POST',
  path: '/v3/users/me/orders/:orderId/reorder',
  auth: 'required',
  params: z.object({ orderId: idSchema }),
  body: z.object({ shop: idSchema, deliveryService: deliveryModeSchema }),
  response: reorderSchema,
});

/** The products of the customer's last orders, most often ordered first (home's "Buy again"). */
export const getBuyAgainEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/buy-again',
  auth: 'required',
  query: z.object({ shop: idSchema.optional() }),
  // A longer list is cut to the first 12 rather than refused.
  response: z.array(productSchema).transform((products) => products.slice(0, 12)),
});
