import {
  type CartItem as CartLine,
  orderSubstitutions,
  type SubstitutionDefault,
} from '@machines/cart/cart.types';
import type { InvoiceDetails } from '@machines/checkout/checkout.invoice';
import type { PlaceOrderError, PlaceOrderInput } from '@machines/checkout/checkout.types';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isOutcomeUnknown } from '@/api/api-error';
import {
  findOrderByKeyEndpoint,
  type Invoice,
  type PlacedOrder,
  placeOrderEndpoint,
} from '@/api/contract/orders';
import { normalizePostalCode } from '@/lib/field-rules';
import { normalizeVatNumber } from '@/lib/vat-number';
import { api } from '../../api';
import { type LineLike, placedOrderQuery, toCartItems } from '../../queries/checkout';

/** What the rest of the shop holds at the press, read by the order call (see CheckoutProvider). */
export interface OrderDetails {
  shopId: string;
  service: 'easy' | 'express' | 'takeAway';
  /** A saved address of the customer (delivery). */
  addressId: string | null;
  /** The guest's address (delivery), or the shop's for a guest's take-away order. */
  guestAddress: {
    street: string;
    streetNo: string;
    postalCode: string;
    city: string;
    contactPhone: string;
  } | null;
  /** The cart's lines, each with its own substitution choice if it has one. */
  lines: ReadonlyArray<LineLike & Pick<CartLine, 'substitution'>>;
  /** For the lines without a choice of their own. */
  substitutionDefault: SubstitutionDefault;
  /** Unit prices of the summary the shopper saw, by sku. */
  prices: Map<string, number>;
}

const knownRefusals = new Set([
  'PRICE_CHANGED',
  'RESERVATION_EXPIRED',
  'ITEMS_UNAVAILABLE',
  'MINIMUM_NOT_REACHED',
  'GUEST_NOT_ALLOWED',
]);

/** One call per attempt: the key comes from the journey, so a retry sends the same key. */
export async function placeOrder(
  queryClient: QueryClient,
  input: PlaceOrderInput,
  details: OrderDetails,
  signal: AbortSignal,
): Promise<PlacedOrder> {
  const { contact, invoice } = input;
  try {
    const placed = await api.call(placeOrderEndpoint, {
      body: {
        idempotencyKey: input.idempotencyKey,
        shop: details.shopId,
        deliveryService: details.service,
        reservationRequestId: input.draft.reservationRequestId ?? undefined,
        items: toCartItems(details.lines, details.prices),
        addressId: contact ? undefined : (details.addressId ?? undefined),
        guest:
          contact && details.guestAddress
            ? {
                firstName: contact.firstName.trim(),
                lastName: contact.lastName.trim(),
                email: contact.email.trim(),
                address: { ...details.guestAddress, type: 0, contactPhone: contact.phone.trim() },
              }
            : undefined,
        paymentMethod: input.payment,
        isGift: input.gift,
        notes: input.notes,
        invoice: invoice ? toInvoice(invoice) : undefined,
        ...orderSubstitutions(details.lines, details.substitutionDefault),
      },
      signal,
    });
    queryClient.setQueryData(placedOrderQuery(placed.orderId).queryKey, placed.summary);
    return placed;
  } catch (error) {
    throw placeOrderError(error);
  }
}

/** The invoice as the contract takes it: trimmed, the ΑΦΜ and postal code without spaces. */
export function toInvoice(invoice: InvoiceDetails): Invoice {
  return {
    companyName: invoice.companyName.trim(),
    vatNumber: normalizeVatNumber(invoice.vatNumber),
    taxOffice: invoice.taxOffice.trim(),
    activity: invoice.activity.trim(),
    address: {
      street: invoice.street.trim(),
      streetNo: invoice.streetNo.trim(),
      postalCode: normalizePostalCode(invoice.postalCode),
      city: invoice.city.trim(),
    },
  };
}

/**
 * A definite refusal (a 4xx: nothing was placed), no reply, or a reply that leaves the outcome
 * unknown: a 5xx or 408 (the platform may have committed before failing) or a 2xx that cannot be
 * read (the order exists, its reply is lost).
 */
export function placeOrderError(error: unknown): PlaceOrderError {
  if (!(error instanceof ApiError) || error.kind === 'network') return { kind: 'unreachable' };
  if (isOutcomeUnknown(error)) return { kind: 'unconfirmed' };
  const code = error.code && knownRefusals.has(error.code) ? error.code : 'rejected';
  return { kind: 'rejected', code: code as 'rejected' };
}

/** The order placed with a key, or null when the platform has none (404). */
export async function findOrder(
  queryClient: QueryClient,
  idempotencyKey: string,
  signal: AbortSignal,
): Promise<PlacedOrder | null> {
  try {
    const placed = await api.call(findOrderByKeyEndpoint, { params: { idempotencyKey }, signal });
    queryClient.setQueryData(placedOrderQuery(placed.orderId).queryKey, placed.summary);
    return placed;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
