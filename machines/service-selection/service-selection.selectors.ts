import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { guestAddressMachine } from '../guest-address/guest-address.machine';
import type { postalCheckMachine } from '../postal-check/postal-check.machine';
import type { savedAddressesMachine } from '../saved-addresses/saved-addresses.machine';
import { mayAddAddress } from './service-selection.helpers';
import type { serviceSelectionMachine } from './service-selection.machine';

type Snapshot = SnapshotFrom<typeof serviceSelectionMachine>;

/**
 * The last completed selection: while the picker or sheet is open, the one from before it
 * opened (a choice counts only once it is complete). The header, pricing, pre-book and checkout
 * read these.
 */
const committed = (s: Snapshot) => s.context.committed ?? s.context;

export const deliveryMode = (s: Snapshot) => committed(s).mode;
/** Address picker status: 1 delivery to an address, 0 take-away. */
export const addressPickerStatus = (s: Snapshot): 0 | 1 => (committed(s).deliversToAddress ? 1 : 0);
export const selectedShop = (s: Snapshot) => committed(s).selectedShop;
/** The completed selection's collection type (what the platform's catalogue calls take). */
export const collectionTypeOf = (s: Snapshot) => committed(s).collectionType;
export const selectedPostalCode = (s: Snapshot) => committed(s).postalCode;
export const guestAddress = (s: Snapshot) => committed(s).guestAddress;
/**
 * The address an order without a saved one goes with: the guest's delivery address, or for a
 * take-away order the shop's own (the platform asks every guest order for one). Null without a
 * shop.
 */
export const orderPlace = (s: Snapshot) => orderPlaceOf(selectedShop(s), guestAddress(s));

export const orderPlaceOf = (
  shop: ReturnType<typeof selectedShop>,
  guest: ReturnType<typeof guestAddress>,
) => {
  if (guest) return { ...guest };
  if (!shop) return null;
  return {
    street: shop.address.street,
    streetNo: shop.address.streetNo ?? '-',
    postalCode: shop.address.postalCode ?? shop.postalCode,
    city: shop.address.city,
    contactPhone: '',
  };
};
/** The customer's saved address the selection delivers to (null for take-away or a guest). */
export const selectedAddress = (s: Snapshot) => {
  const c = committed(s);
  return c.deliversToAddress ? c.selectedAddress : null;
};
/** The take-away shop of the last completed selection, marked in the sheet's shop list. */
export const selectedTakeAwayShop = (s: Snapshot) => {
  const c = committed(s);
  return c.deliversToAddress ? null : c.selectedShop;
};
/** The service being chosen in the open picker or sheet (the committed one when closed). */
export const draftMode = (s: Snapshot) => s.context.mode;
export const userAddresses = (s: Snapshot) => s.context.shopper?.addresses ?? null;
/** The limit the customer's saved addresses have reached (adding is blocked), or null. */
export const reachedAddressLimit = (s: Snapshot) =>
  mayAddAddress(s.context) ? null : (s.context.shopper?.addressLimit ?? null);
export const removedItems = (s: Snapshot) => s.context.removedItems;
export const notice = (s: Snapshot) => s.context.notice;

export const isPickerOpen = (s: Snapshot) => s.hasTag('picker');
export const isBusy = (s: Snapshot) => s.hasTag('busy');
/** The address or shop kept from before a reload is being checked again. */
export const isVerifying = (s: Snapshot) => s.hasTag('restoring');
export const isRemovedItemsOpen = (s: Snapshot) => s.hasTag('removedItems');
/** The address-or-store side sheet is open (any step after the picker). */
export const isSheetOpen = (s: Snapshot) => s.matches('open') && !s.hasTag('picker');
/** Which panel the side sheet shows: the state under open (innermost under open.delivery). */
export const sheetStep = (s: Snapshot): string | null => {
  const value = s.value as { open?: string | Record<string, string> };
  if (!value.open || value.open === 'picking') return null;
  if (typeof value.open === 'string') return value.open;
  const [step, inner] = Object.entries(value.open)[0] ?? [];
  return (step === 'delivery' ? inner : step) ?? null;
};
/** The child actors the sheet renders (postal check, guest address form). */
export const postalCheckRef = (s: Snapshot) =>
  s.children.postalCheck as ActorRefFrom<typeof postalCheckMachine> | undefined;
export const guestAddressRef = (s: Snapshot) =>
  s.children.guestAddress as ActorRefFrom<typeof guestAddressMachine> | undefined;
/** The header's add-address sheet (a saved-addresses journey adding one address). */
export const addAddressRef = (s: Snapshot) =>
  s.children.addAddress as ActorRefFrom<typeof savedAddressesMachine> | undefined;
