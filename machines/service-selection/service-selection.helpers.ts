import type { Address } from '@/api/contract/addresses';
import type { Shop } from '@/api/contract/shops';
import type { GuestAddressValues } from '../guest-address/guest-address.types';
import { mayAdd } from '../saved-addresses/saved-addresses.types';
import {
  type ChosenService,
  type CommittedSelection,
  committedFields,
  type SelectionContext,
  type SelectionInput,
  type Shopper,
  type StoredSelection,
} from './service-selection.types';

export function notProvided(name: string): never {
  throw new Error(`service-selection: effect "${name}" not provided`);
}

export const outputCount = (event: unknown) =>
  (event as { output?: unknown[] }).output?.length ?? 0;

const shopKey = { easy: 'easyShop', express: 'expressShop', takeAway: 'takeAwayShop' } as const;

/** Stores the shops found, selects the first (also as the service's shop). */
export const selectShops = (context: SelectionContext, shops: Shop[]) => ({
  availableShops: shops,
  selectedShop: shops[0] ?? null,
  [shopKey[context.mode]]: shops[0] ?? null,
});

/** The shop kept from before a reload, if it is among the shops that still serve. */
export const keptShop = (context: SelectionContext, shops: Shop[]) =>
  shops.find((shop) => shop._id === context.pendingShopId) ?? null;

/** Selects the kept shop again, now that the platform still lists it. */
export const restoreShop = (context: SelectionContext, shops: Shop[]) => {
  const shop = keptShop(context, shops);
  return {
    availableShops: shops,
    selectedShop: shop,
    [shopKey[context.mode]]: shop,
    pendingShopId: null,
  };
};

/** What is written to storage: ids and what the guest typed. */
export const toStored = (context: SelectionContext): StoredSelection => ({
  service: context.mode,
  shopId: context.selectedShop?._id ?? null,
  postalCode: context.postalCode,
  guestAddress: context.guestAddress,
  addressId: context.deliversToAddress ? (context.selectedAddress?._id ?? null) : null,
});

/** The completed selection, kept while the picker and sheet are open. */
export const toCommitted = (context: SelectionContext): CommittedSelection =>
  Object.fromEntries(committedFields.map((field) => [field, context[field]])) as CommittedSelection;

/** The saved address kept from before a reload, if the profile still lists it. */
export const keptAddress = (context: SelectionContext, shopper: Shopper | undefined) =>
  shopper?.addresses?.find((address) => address._id === context.pendingAddressId) ?? null;

/**
 * Selects the kept saved address again (as it is now in the profile: it may have been edited);
 * the shop is then checked against its postal code.
 */
export const restoreAddress = (
  context: SelectionContext,
  shopper: Shopper,
): Partial<SelectionContext> => {
  const address = keptAddress(context, shopper) as Address;
  return {
    shopper,
    selectedAddress: address,
    postalCode: address.postalCode,
    pendingAddressId: null,
  };
};

/**
 * The starting context: the stored mode and, when it was kept for that same mode, the selection
 * from before a reload. Its shop is pending until the platform confirms it still serves.
 */
export function initialContext({
  storedMode,
  stored,
  keptLater,
}: SelectionInput): SelectionContext {
  const mode = storedMode ?? 'easy';
  const kept = stored?.service === mode ? stored : null;
  // A delivery shop is only kept with the postal code it delivers to.
  const shopId = kept?.shopId && (mode === 'takeAway' || kept.postalCode) ? kept.shopId : null;
  const addressId = shopId && mode !== 'takeAway' ? (kept?.addressId ?? null) : null;
  return {
    mode,
    deliversToAddress: mode !== 'takeAway',
    collectionType: null,
    easyShop: null,
    expressShop: null,
    takeAwayShop: null,
    selectedShop: null,
    availableShops: [],
    postalCode: shopId && mode !== 'takeAway' ? (kept?.postalCode ?? null) : null,
    guestAddress: kept?.guestAddress ?? null,
    selectedAddress: null,
    shopper: null,
    pendingShopId: shopId,
    pendingAddressId: addressId,
    committed: null,
    removedItems: [],
    notice: null,
    keptLater: keptLater === true,
  };
}

/** Choosing a service clears the shop and postal code until a new one is found. */
export const applyService = (service: ChosenService): Partial<SelectionContext> => ({
  mode: service.id,
  deliversToAddress: service.deliversToAddress,
  collectionType: service.collectionType,
  selectedShop: null,
  postalCode: null,
  availableShops: [],
  removedItems: [],
  notice: null,
});

/** A delivery address some shops serve: select the first, keep the postal code. */
export const addressSupported = (
  context: SelectionContext,
  shops: Shop[],
  postalCode: string | null,
): Partial<SelectionContext> => ({
  ...selectShops(context, shops),
  postalCode,
  notice: 'addressSupported',
});

/** Take-away: the shop chosen to collect from. */
export const shopChosen = (shop: Shop): Partial<SelectionContext> => ({
  takeAwayShop: shop,
  selectedShop: shop,
  notice: 'shopSelected',
});

/** The shops query of the current service, for a postal code (delivery) or all (take-away). */
export const shopQuery = (context: SelectionContext, postalCode = context.postalCode) => ({
  service: context.mode,
  ...(postalCode ? { postalCode } : {}),
});

export const postalCheckInput = (context: SelectionContext) => ({
  service: context.mode,
  ...(context.shopper ? { rule: context.shopper.rules.postalCode } : {}),
  postalCode: context.guestAddress?.postalCode ?? '',
});

/** The guest form, prefilled with the guest's earlier address and the checked postal code. */
export const guestAddressInput = (context: SelectionContext) => ({
  service: context.mode,
  ...(context.shopper ? { rules: context.shopper.rules } : {}),
  initial: { ...context.guestAddress, postalCode: context.postalCode ?? '' },
});

/** The guest's address is served: select the first shop, keep the address and its postal code. */
export const guestSupported = (
  context: SelectionContext,
  output: { shops: Shop[]; address: GuestAddressValues },
): Partial<SelectionContext> => ({
  ...addressSupported(context, output.shops, output.address.postalCode),
  guestAddress: output.address,
  selectedAddress: null,
});

/** No limit, or fewer saved addresses than it (content-side #44, "adding is blocked"). */
export const mayAddAddress = ({ shopper }: Pick<SelectionContext, 'shopper'>) =>
  mayAdd({ addresses: shopper?.addresses ?? [], addressLimit: shopper?.addressLimit ?? null });

/** A new saved address from the header's sheet: listed with the others and chosen at once. */
export const addressAdded = (
  context: SelectionContext,
  address: Address,
): Partial<SelectionContext> => ({
  selectedAddress: address,
  shopper: context.shopper && {
    ...context.shopper,
    addresses: [...(context.shopper.addresses ?? []), address],
  },
});

/**
 * After the customer's session ended: no saved address, no shop found for it (the delivery shops
 * came from its postal code), no profile; a notice says why.
 */
export const customerForgotten = (context: SelectionContext): Partial<SelectionContext> => ({
  selectedAddress: null,
  selectedShop: context.deliversToAddress ? null : context.selectedShop,
  easyShop: null,
  expressShop: null,
  availableShops: [],
  postalCode: null,
  shopper: null,
  notice: 'addressForgotten',
});
