import type { SnapshotFrom } from 'xstate';
import type { savedAddressesMachine } from './saved-addresses.machine';
import { type AddressTextField, mayAdd } from './saved-addresses.types';

type Snapshot = SnapshotFrom<typeof savedAddressesMachine>;

export const addresses = (s: Snapshot) => s.context.addresses;
export const isLoading = (s: Snapshot) => s.matches('loading');
export const hasLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const isBusy = (s: Snapshot) => s.hasTag('busy');
/** The add card follows the list only when one address exists and adding is not blocked. */
export const showsAddCard = (s: Snapshot) => s.context.addresses.length > 0 && mayAdd(s.context);
/** With no address yet, an add button stands alone (unless adding is blocked). */
export const showsAddButton = (s: Snapshot) =>
  s.context.addresses.length === 0 && mayAdd(s.context);
/** The customer has saved the most addresses allowed: the limit, to say so. */
export const reachedLimit = (s: Snapshot) => (mayAdd(s.context) ? null : s.context.addressLimit);
export const isSheetOpen = (s: Snapshot) => s.matches('editing') || s.matches('saving');
export const isSaving = (s: Snapshot) => s.matches('saving');
export const isNewAddress = (s: Snapshot) => s.context.editingId === null;
export const fieldValue = (field: AddressTextField) => (s: Snapshot) => s.context.draft[field];
export const fieldError = (field: AddressTextField) => (s: Snapshot) => s.context.errors[field];
export const addressType = (s: Snapshot) => s.context.draft.type;
export const hasSaveFailed = (s: Snapshot) => s.context.saveFailed;
export const saveMessage = (s: Snapshot) => s.context.saveMessage;
export const isNotEligible = (s: Snapshot) => s.context.notEligible;
export const isConfirmingDelete = (s: Snapshot) => s.matches('confirmingDelete');
export const hasActionFailed = (s: Snapshot) => s.context.actionFailed;
/** Where the map's pin is: the draft's coordinates (null before a street is picked or a pin moved). */
export const draftLatitude = (s: Snapshot) => s.context.draft.latitude;
export const draftLongitude = (s: Snapshot) => s.context.draft.longitude;
/** The draft in words beside the map: "Ερμού 12, 10563 Αθήνα" (what is typed so far). */
export const draftWords = (s: Snapshot) => {
  const { street, streetNo, postalCode, city } = s.context.draft;
  return [`${street} ${streetNo}`.trim(), `${postalCode} ${city}`.trim()]
    .filter(Boolean)
    .join(', ');
};
