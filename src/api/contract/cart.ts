import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { centsSchema, collectionTypeSchema, deliveryModeSchema, idSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Marks a line after pricing: no longer sold, or sold at another price. */
export const cartLabelTypeSchema = z.enum(['unavailable', 'priceChanged']);
export type CartLabelType = z.infer<typeof cartLabelTypeSchema>;

/**
 * A cart line as the shopper's cart stores it (persisted locally and on the server). The fields of
 * spec section 3 plus quantity and a snapshot of name, image and unit price for display.
 */
export const cartItemSchema = lazySchema(() =>
  z.object({
    /** Product id. */
    id: idSchema,
    sku: z.string().check(z.minLength(1)),
    quantity: z.int().check(z.positive()),
    name: z.string(),
    image: z._default(z.nullable(z.string()), null),
    /** Unit price (cents) when the line was last priced or added. */
    unitPrice: z.int().check(z.gte(0)),
    isSpecialOffer: z._default(z.boolean(), false),
    collectionTypes: z._default(z.array(collectionTypeSchema), []),
    /** Selected option ids. */
    options: z._default(z.array(idSchema), []),
    userComments: z._default(z.string(), ''),
    /** Product page path. */
    url: z._default(z.string(), ''),
    /** Identifier of a made-to-order configuration, if any. */
    myoId: z._default(z.nullable(z.string()), null),
    /** Comment for the picker; max length from config (default 100). */
    comments: z._default(z.string(), ''),
    isGift: z._default(z.boolean(), false),
    isOutOfCatalogueGift: z._default(z.boolean(), false),
    labelType: z._default(z.nullable(cartLabelTypeSchema), null),
    packagingProductId: z._default(z.nullable(idSchema), null),
    packagingUnitPrice: z._default(z.nullable(z.int().check(z.gte(0))), null),
    packagingProductName: z._default(z.nullable(z.string()), null),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemInput = z.input<typeof cartItemSchema>;

export const priceCartRequestSchema = lazySchema(() =>
  z.object({
    /** Shop `_id`. */
    shop: idSchema,
    deliveryService: deliveryModeSchema,
    postalCode: z.optional(z.string()),
    /** Pre-booked slot, when there is one. */
    reservationRequestId: z.optional(idSchema),
    items: z.array(cartItemSchema),
  }),
);
export type PriceCartRequest = z.input<typeof priceCartRequestSchema>;

export const pricedProductSchema = lazySchema(() =>
  z.object({
    productId: idSchema,
    sku: z.string(),
    quantity: z.int().check(z.gte(0)),
    packagingProductId: z.nullable(idSchema),
    /** Current unit price (cents). */
    unitPrice: centsSchema,
    /** Unit price the cart held before this pricing, when it changed. */
    previousUnitPrice: z.nullable(centsSchema),
    /** quantity x unitPrice plus packaging (cents). */
    totalPrice: centsSchema,
    labelType: z.nullable(cartLabelTypeSchema),
  }),
);
export type PricedProduct = z.infer<typeof pricedProductSchema>;

export const feeTypeSchema = z.enum(['SHIPPING_COST', 'PACKAGING_FEE', 'SERVICE_FEE']);
export const feeSchema = lazySchema(() =>
  z.object({ type: feeTypeSchema, title: z.string(), amount: centsSchema }),
);
export type Fee = z.infer<typeof feeSchema>;

export const discountTypeSchema = z.enum(['PRODUCTS', 'BUNDLE', 'SHIPPING', 'COUPON', 'LOYALTY']);
/** `amount` is positive: the sum taken off. */
export const discountSchema = lazySchema(() =>
  z.object({
    type: discountTypeSchema,
    title: z.string(),
    amount: centsSchema,
  }),
);
export type Discount = z.infer<typeof discountSchema>;

/** `MSG_ORDER00017` disables the checkout button. */
export const CHECKOUT_BLOCKING_MESSAGE_CODE = 'MSG_ORDER00017';

export const cartMessageSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    /** Translated text when the platform has one. */
    userMessage: z.optional(z.string()),
  }),
);
export type CartMessage = z.infer<typeof cartMessageSchema>;

/**
 * `ALLOWED`: checkout may go on. `ITEMS_CHANGED`: unavailable items or changed prices (the
 * price-changes modal). `MINIMUM_NOT_REACHED`: below the minimum order value.
 */
export const progressCodeSchema = z.enum(['ALLOWED', 'ITEMS_CHANGED', 'MINIMUM_NOT_REACHED']);
export type ProgressCode = z.infer<typeof progressCodeSchema>;
export const PROGRESS_CODE_ALLOWED: ProgressCode = 'ALLOWED';

export const cartProgressSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    code: progressCodeSchema,
    data: z.object({
      /** Cents still needed for free shipping (0 when reached). */
      remainingAmountForFree: centsSchema,
      /** Cents still needed for the minimum order (0 when reached). */
      remainingAmount: centsSchema,
      currency: z.string().check(z.length(3)),
    }),
    progressInfo: z.object({
      currentValue: centsSchema,
      requiredValue: centsSchema,
    }),
  }),
);
export type CartProgress = z.infer<typeof cartProgressSchema>;

export const pricedCartSchema = lazySchema(() =>
  z.object({
    order: z.object({
      products: z.array(pricedProductSchema),
      fees: z.array(feeSchema),
      discounts: z.array(discountSchema),
      /** Sum of the lines before discounts (cents). */
      orderItemsPriceWithoutDiscounts: centsSchema,
      /** What the shopper pays: lines + fees - discounts (cents). */
      total: centsSchema,
    }),
    messages: z.array(cartMessageSchema),
    progress: cartProgressSchema,
  }),
);
export type PricedCart = z.infer<typeof pricedCartSchema>;

/** Read-only, but a POST: not retried. */
export const priceCartEndpoint = endpoint({
  method: 'POST',
  path: '/v3/carts/price',
  body: priceCartRequestSchema,
  response: pricedCartSchema,
});

export const serverCartSchema = lazySchema(() => z.object({ items: z.array(cartItemSchema) }));
export type ServerCart = z.infer<typeof serverCartSchema>;

/** The logged-in user's saved cart (merged into the local cart after login). */
export const getServerCartEndpoint = endpoint({
  method: 'GET',
  path: '/v3/users/me/cart',
  auth: 'required',
  response: serverCartSchema,
});

/** Replaces the saved cart (after a merge, and on cart changes of a logged-in user). */
export const saveServerCartEndpoint = endpoint({
  method: 'PUT',
  path: '/v3/users/me/cart',
  auth: 'required',
  body: serverCartSchema,
  response: serverCartSchema,
});
