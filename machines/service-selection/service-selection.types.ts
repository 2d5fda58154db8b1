import type { Address } from '@/api/contract/addresses';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import type { Parser } from '@/lib/storage';
import {
  type GuestAddressRules,
  type GuestAddressValues,
  guestFields,
} from '../guest-address/guest-address.types';

export const deliveryModes: readonly DeliveryMode[] = ['easy', 'express', 'takeAway'];

/** The stored DeliveryMode; hand-written like the consent parser (no zod before first paint). */
export const deliveryModeParser: Parser<DeliveryMode> = {
  safeParse: (value) =>
    deliveryModes.includes(value as DeliveryMode)
      ? { success: true, data: value as DeliveryMode }
      : { success: false },
};

/**
 * What survives a reload: ids and what the guest typed, never a whole shop. The shop is looked up
 * again on restore and kept only if it still serves the service (and postal code).
 */
export interface StoredSelection {
  service: DeliveryMode;
  shopId: string | null;
  postalCode: string | null;
  guestAddress: GuestAddressValues | null;
  /** The customer's chosen saved address (looked up again in the profile on restore). */
  addressId: string | null;
}

const isTextOrNull = (v: unknown) => v === null || (typeof v === 'string' && v.length > 0);
const isGuestAddress = (v: unknown): v is GuestAddressValues =>
  typeof v === 'object' &&
  v !== null &&
  guestFields.every((f) => typeof (v as Record<string, unknown>)[f] === 'string');
/** Kept before the form asked for the city: not an address an order can go to (asked again). */
const isCitylessGuestAddress = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  !('city' in v) &&
  guestFields.every((f) => f === 'city' || typeof (v as Record<string, unknown>)[f] === 'string');

/** Hand-written like the DeliveryMode parser; anything unexpected reads as nothing stored. */
export const storedSelectionParser: Parser<StoredSelection> = {
  safeParse(value) {
    const v = value as Partial<StoredSelection> | null;
    const ok =
      typeof v === 'object' &&
      v !== null &&
      deliveryModes.includes(v.service as DeliveryMode) &&
      isTextOrNull(v.shopId) &&
      isTextOrNull(v.postalCode) &&
      (v.guestAddress === null ||
        isGuestAddress(v.guestAddress) ||
        isCitylessGuestAddress(v.guestAddress)) &&
      // Absent in selections stored before the address was kept.
      (v.addressId === undefined || isTextOrNull(v.addressId));
    if (!ok) return { success: false };
    const { service, shopId, postalCode } = v as StoredSelection;
    const guestAddress = isGuestAddress(v.guestAddress) ? v.guestAddress : null;
    const addressId = v.addressId ?? null;
    return { success: true, data: { service, shopId, postalCode, guestAddress, addressId } };
  },
};

/** What the picker sends about the chosen service (from the platform's delivery services). */
export interface ChosenService {
  id: DeliveryMode;
  deliversToAddress: boolean;
  /** The collection type products must offer for this service (`DELIVERY`, `EXPRESS`...). */
  collectionType: string;
}

/** What the shop knows of the shopper when the address-or-store sheet opens. */
export interface Shopper {
  /** The saved addresses of a logged-in user; null for a visitor or guest. */
  addresses: Address[] | null;
  /** The most addresses the customer may save (configuration `addresses.limit`); null: none. */
  addressLimit: number | null;
  rules: GuestAddressRules;
}

export interface SelectionInput {
  /** The stored DeliveryMode, or null (easy). */
  storedMode: DeliveryMode | null;
  /** The selection kept from before a reload (for the stored mode), or null. */
  stored?: StoredSelection | null;
  /** Prerendered HTML and its hydration: storage is read later, by `kept.restore`. */
  keptLater?: boolean;
}

export interface SelectionContext {
  mode: DeliveryMode;
  deliversToAddress: boolean;
  collectionType: string | null;
  easyShop: Shop | null;
  expressShop: Shop | null;
  takeAwayShop: Shop | null;
  selectedShop: Shop | null;
  /** Shops found for the current address (delivery) or offered (take-away). */
  availableShops: Shop[];
  /** The postal code the selected shop delivers to; null for take-away or nothing chosen. */
  postalCode: string | null;
  /** The guest's single address (with contact phone), once a supported one was given. */
  guestAddress: GuestAddressValues | null;
  /** The saved address chosen by a logged-in user. */
  selectedAddress: Address | null;
  shopper: Shopper | null;
  /** The shop kept from before a reload, until the platform confirms it still serves. */
  pendingShopId: string | null;
  /** The saved address kept from before a reload, until the profile shows it still exists. */
  pendingAddressId: string | null;
  /**
   * The last completed selection while the picker or sheet is open: what the header, pricing,
   * pre-book and checkout keep seeing, and what closing the sheet without finishing restores.
   */
  committed: CommittedSelection | null;
  /** Cart products cleared because the new service does not offer them. */
  removedItems: RemovedItem[];
  /** A message for the shopper (the views translate it). */
  notice: SelectionNotice | null;
  /** Waiting for what storage keeps (`kept.restore`). */
  keptLater: boolean;
}

/** The fields a completed selection consists of (service, its shop, the address or postal code). */
export const committedFields = [
  'mode',
  'deliversToAddress',
  'collectionType',
  'easyShop',
  'expressShop',
  'takeAwayShop',
  'selectedShop',
  'postalCode',
  'guestAddress',
  'selectedAddress',
] as const;

export type CommittedSelection = Pick<SelectionContext, (typeof committedFields)[number]>;

/** `selectionDropped`: the shop kept from before a reload no longer serves (or could not be checked). */
export type SelectionNotice =
  | 'addressSupported'
  | 'shopSelected'
  | 'selectionDropped'
  /** Signed out elsewhere: the customer's saved address is no longer the delivery address. */
  | 'addressForgotten';

export type SelectionEvent =
  /** What this browser keeps (mode and selection), read once the page is hydrated. */
  | { type: 'kept.restore'; input: SelectionInput }
  | { type: 'picker.open' }
  | { type: 'service.select'; service: ChosenService }
  | { type: 'removedItems.dismiss' }
  | { type: 'address.choose'; address: Address }
  | { type: 'address.back' }
  | { type: 'address.add' }
  | { type: 'shop.choose'; shop: Shop }
  | { type: 'notice.dismiss' }
  | { type: 'sheet.close' }
  /** The customer's session ended (logout in another tab, or a 401): their addresses go. */
  | { type: 'session.ended' }
  /** The customer logged out in this tab: the visit starts over with no selection. */
  | { type: 'session.loggedOut' };

/**
 * A cart line whose product the new service does not offer: removed from the cart, named in the
 * modal with its options (two cuts of one product are two lines).
 */
export interface RemovedItem {
  sku: string;
  name: string;
  optionNames?: string[];
}
