import { z } from 'zod/mini';
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
  orderNumber: z.string().check(z.minLength(1)),
  status: orderStatusSchema,
  createdAt: isoDateTimeSchema,
  deliveryService: deliveryModeSchema,
  shop: z.object({ _id: idSchema, title: z.string() }),
  timeslot: z.nullable(z.object({ startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema })),
  itemCount: z.int().check(z.gte(0)),
  /** Cents. */
  total: centsSchema,
  /** Sent as a gift (prices left off the delivery note). */
  isGift: z._default(z.boolean(), false),
  /**
   * Our own fields (issue 44): until when the customer may change or cancel a placed order (the
   * shop's cut-off before it starts on it), also once that time has passed; null when it never
   * could be (placed inside the shop's time frame) or is no longer placed (prepared, completed,
   * cancelled). `isEditable` is the platform's word on now: the cut-off has not passed.
   */
  editableUntil: z._default(z.nullable(isoDateTimeSchema), null),
  isEditable: z._default(z.boolean(), false),
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
    z.object({
      mode: z.literal('product'),
      sku: z.string().check(z.minLength(1)),
      name: z.string(),
    }),
  ]),
);
export type SubstitutionChoice = z.infer<typeof substitutionChoiceSchema>;
export const substitutionDefaultSchema = z.enum(['similar', 'none']);
export type SubstitutionDefault = z.infer<typeof substitutionDefaultSchema>;

/** A line the shop could not pick: what came instead (null: nothing, the line is not charged). */
export const outOfStockSchema = lazySchema(() =>
  z.object({
    substitute: z.nullable(
      z.object({
        sku: z.string(),
        name: z.string(),
        quantity: z.int().check(z.positive()),
        unitPrice: centsSchema,
      }),
    ),
  }),
);

export const orderLineSchema = lazySchema(() =>
  z.object({
    productId: idSchema,
    sku: z.string(),
    name: z.string(),
    image: z.nullable(z.string()),
    quantity: z.int().check(z.positive()),
    unitPrice: centsSchema,
    totalPrice: centsSchema,
    comments: z.string(),
    options: z.array(idSchema),
    /** The selected options' names, in the order's language ("Thin slices"). */
    optionNames: z._default(z.array(z.string()), []),
    /** What the shopper asked for should it be out of stock (null: an order from before). */
    substitution: z._default(z.nullable(substitutionChoiceSchema), null),
    /** Out of stock at picking, and what came instead; null: picked as ordered. */
    outOfStock: z._default(z.nullable(outOfStockSchema), null),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

const invoiceText = (max: number) =>
  z.string().check(z.trim(), z.regex(ADDRESS_TEXT_PATTERN), z.maxLength(max));

/**
 * The company an invoice (τιμολόγιο) is made out to, instead of a receipt: name, VAT number
 * (ΑΦΜ, nine digits with its check digit), tax office (ΔΟΥ), activity and the invoice address.
 */
export const invoiceSchema = lazySchema(() =>
  z.object({
    companyName: invoiceText(120).check(z.minLength(2)),
    vatNumber: z
      .string()
      .check(
        z.regex(/^\d{9}$/),
        z.refine(hasValidVatCheckDigit, { message: 'invalid VAT number check digit' }),
      ),
    taxOffice: invoiceText(60).check(z.minLength(2)),
    activity: z._default(z.union([z.literal(''), invoiceText(120)]), ''),
    address: z.object({
      street: invoiceText(80).check(z.minLength(2)),
      streetNo: z.string().check(z.trim(), z.regex(STREET_NO_PATTERN)),
      postalCode: z.string().check(z.regex(POSTAL_CODE_PATTERNS.NUMERIC), z.length(5)),
      city: invoiceText(60).check(z.minLength(2)),
    }),
  }),
);
export type Invoice = z.infer<typeof invoiceSchema>;

export const orderEventSchema = z.object({
  at: isoDateTimeSchema,
  event: z.enum(['PLACED', 'EDITED', 'CANCELLED']),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderDetailsSchema = z.extend(orderSummarySchema, {
  lines: z.array(orderLineSchema),
  fees: z.array(feeSchema),
  discounts: z.array(discountSchema),
  orderItemsPriceWithoutDiscounts: centsSchema,
  /** `null` for take-away. */
  address: z.nullable(z.omit(addressSchema, { _id: true, isMainAddress: true })),
  paymentMethod: paymentMethodSchema,
  isGift: z.boolean(),
  /** The invoice the order was made out to; null (or absent) for a receipt. */
  invoice: z._default(z.nullable(invoiceSchema), null),
  /** What happened to the order, oldest first (our own field). */
  history: z._default(z.array(orderEventSchema), []),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderPageSchema = lazySchema(() => pageSchema(orderSummarySchema));

export const getOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/orders',
  auth: 'required',
  query: z.object({
    pageNumber: z._default(queryIntSchema, 0),
    /** Only the orders sent as gifts (/user/gifts). */
    gift: z.optional(queryBooleanSchema),
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

/**
 * Our own contract (issue 44): cancels a placed order before its cut-off and answers it
 * cancelled; its time slot is released. 409 `ORDER_LOCKED` once the cut-off has passed (or the
 * order is no longer placed), 404 `ORDER_NOT_FOUND`.
 */
export const cancelOrderEndpoint = endpoint({
  method: 'POST',
  path: '/v3/users/me/orders/:orderId/cancel',
  auth: 'required',
  params: z.object({ orderId: idSchema }),
  response: orderDetailsSchema,
});

export const updateOrderRequestSchema = lazySchema(() =>
  z.object({ items: z.array(cartItemSchema).check(z.minLength(1)) }),
);

/**
 * Our own contract (issue 44): the placed order's lines replaced before its cut-off, checked as a
 * new order's are, and the order answered with an `EDITED` event in its history. 409
 * `ORDER_LOCKED` past the cut-off (or no longer placed), 409 `ITEMS_UNAVAILABLE` / `PRICE_CHANGED`
 * (price the lines again first), 422 `MINIMUM_NOT_REACHED`, 404 `ORDER_NOT_FOUND`.
 */
export const updateOrderEndpoint = endpoint({
  method: 'PUT',
  path: '/v3/users/me/orders/:orderId',
  auth: 'required',
  params: z.object({ orderId: idSchema }),
  body: updateOrderRequestSchema,
  response: orderDetailsSchema,
});

export const guestContactSchema = lazySchema(() =>
  z.object({
    firstName: z.string().check(z.trim(), z.regex(PERSON_NAME_PATTERN), z.maxLength(60)),
    lastName: z.string().check(z.trim(), z.regex(PERSON_NAME_PATTERN), z.maxLength(60)),
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
    idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
    shop: idSchema,
    deliveryService: deliveryModeSchema,
    reservationRequestId: z.optional(idSchema),
    items: z.array(cartItemSchema).check(z.minLength(1)),
    /** A saved address of the logged-in user (delivery only). */
    addressId: z.optional(idSchema),
    /** Guest checkout (when order.guest.enabled); only without a token. */
    guest: z.optional(guestContactSchema),
    paymentMethod: paymentMethodSchema,
    isGift: z._default(z.boolean(), false),
    notes: z._default(z.string().check(z.maxLength(500)), ''),
    /** An invoice instead of a receipt. */
    invoice: z.optional(invoiceSchema),
    /** What to do with a line out of stock at picking, unless the line says otherwise. */
    substitutionDefault: z._default(substitutionDefaultSchema, 'similar'),
    /** The lines' own substitution choices (a line is its sku and options). */
    substitutions: z._default(
      z
        .array(
          z.object({
            sku: z.string().check(z.minLength(1)),
            options: z._default(z.array(idSchema), []),
            choice: substitutionChoiceSchema,
          }),
        )
        .check(z.maxLength(200)),
      [],
    ),
  })
  .check(
    z.refine((o) => !(o.addressId && o.guest), {
      message: 'addressId and guest exclude each other',
    }),
  );
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const placedOrderSchema = lazySchema(() =>
  z.object({
    orderId: idSchema,
    orderNumber: z.string().check(z.minLength(1)),
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
  params: z.object({ idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)) }),
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
  query: z.object({ shop: z.optional(idSchema) }),
  // A longer list is cut to the first 12 rather than refused.
  response: z.pipe(
    z.array(productSchema),
    z.transform((products) => products.slice(0, 12)),
  ),
});
