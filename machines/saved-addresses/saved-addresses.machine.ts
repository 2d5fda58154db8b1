import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressType } from '@/api/contract/addresses';
import { isRefusal } from '../api-errors';
import {
  type AddressDraft,
  type AddressErrors,
  type AddressFormRules,
  type AddressTextField,
  addressInputOf,
  defaultAddressRules,
  draftOf,
  emptyDraft,
  mayAdd,
  type PickedStreet,
  removeAddress,
  type SaveAddressInput,
  type SavedAddressesInput,
  upsertAddress,
  userMessageOf,
  validateAddress,
} from './saved-addresses.types';

export interface SavedAddressesContext {
  addresses: Address[];
  rules: AddressFormRules;
  /** The most addresses the customer may save; null is no limit. */
  addressLimit: number | null;
  /** The sheet's fields; `editingId` null is a new address. */
  draft: AddressDraft;
  editingId: string | null;
  /** Shown after a save attempt: one code per invalid field. */
  errors: AddressErrors;
  /** The last save failed: the server's userMessage, or null for the generic text. */
  saveFailed: boolean;
  saveMessage: string | null;
  /** The area is not served (set by a failed save, spec §8). */
  notEligible: boolean;
  /** The address a delete or set-main is about. */
  targetId: string | null;
  /** The last delete or set-main failed. */
  actionFailed: boolean;
  /** Started to add one address only (the header's sheet). */
  addOnly: boolean;
  /** The address saved in add-only mode: the journey's output. */
  added: Address | null;
  /** The platform said the list has changed (another tab filled the limit): read it again. */
  listStale: boolean;
}

export type SavedAddressesEvent =
  | { type: 'list.retry' }
  | { type: 'address.add' }
  | { type: 'address.edit'; id: string }
  | { type: 'address.setMain'; id: string }
  | { type: 'address.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'field.change'; field: AddressTextField; value: string }
  | { type: 'type.change'; value: AddressType }
  | { type: 'street.pick'; street: PickedStreet }
  /** The shopper moved the map's pin to their door. */
  | { type: 'pin.move'; latitude: number; longitude: number }
  | { type: 'address.save' }
  | { type: 'sheet.close' };

const byId = (context: SavedAddressesContext, id: string) =>
  context.addresses.find((a) => a._id === id);

export const savedAddressesMachine = setup({
  types: {
    input: {} as SavedAddressesInput,
    context: {} as SavedAddressesContext,
    events: {} as SavedAddressesEvent,
    output: {} as Address | null,
  },
  actors: {
    loadAddresses: fromPromise<Address[]>(() => {
      throw new Error('saved-addresses: actor "loadAddresses" not provided');
    }),
    saveAddress: fromPromise<Address, SaveAddressInput>(() => {
      throw new Error('saved-addresses: actor "saveAddress" not provided');
    }),
    deleteAddress: fromPromise<void, { id: string }>(() => {
      throw new Error('saved-addresses: actor "deleteAddress" not provided');
    }),
    /** Replies with every address (the previous main one is updated too). */
    setMainAddress: fromPromise<Address[], { id: string }>(() => {
      throw new Error('saved-addresses: actor "setMainAddress" not provided');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { draft: { ...context.draft, [event.field]: event.value }, errors };
    }),
    pickStreet: assign(({ context, event }) => {
      if (event.type !== 'street.pick') return {};
      const { street, city, postalCode, latitude, longitude } = event.street;
      const { street: _s, city: _c, postalCode: _p, ...errors } = context.errors;
      return {
        draft: { ...context.draft, street, city, postalCode, latitude, longitude },
        errors,
      };
    }),
    showErrors: assign({ errors: ({ context }) => validateAddress(context.draft, context.rules) }),
    clearSaveFailure: assign({ saveFailed: false, saveMessage: null, notEligible: false }),
  },
  guards: {
    canAdd: ({ context }) => mayAdd(context),
    isAddOnly: ({ context }) => context.addOnly,
    isListStale: ({ context }) => context.listStale,
    hasAddress: ({ context, event }) => 'id' in event && byId(context, event.id) !== undefined,
    isNotMain: ({ context, event }) =>
      'id' in event && byId(context, event.id)?.isMainAddress === false,
    isDraftValid: ({ context }) =>
      Object.keys(validateAddress(context.draft, context.rules)).length === 0,
  },
}).createMachine({
  id: 'savedAddresses',
  description: "The logged-in customer's saved addresses: list, add, edit, set main, delete.",
  context: ({ input }) => ({
    addresses: [],
    rules: input.rules ?? defaultAddressRules,
    addressLimit: input.addressLimit ?? null,
    draft: { ...emptyDraft, ...input.draft },
    editingId: null,
    errors: {},
    saveFailed: false,
    saveMessage: null,
    notEligible: false,
    targetId: null,
    actionFailed: false,
    addOnly: input.addOnly ?? false,
    added: null,
    listStale: false,
  }),
  output: ({ context }) => context.added,
  initial: 'starting',
  states: {
    starting: {
      description:
        "Add-only (the header's sheet) opens the empty sheet at once; otherwise the list loads.",
      always: [{ guard: 'isAddOnly', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: { target: 'list', actions: assign({ addresses: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description: 'The addresses could not be loaded: an error with a retry button.',
      on: { 'list.retry': { target: 'loading' } },
    },
    list: {
      on: {
        'address.add': {
          guard: 'canAdd',
          target: 'editing',
          actions: [
            assign({ draft: emptyDraft, editingId: null, errors: {}, actionFailed: false }),
            'clearSaveFailure',
          ],
        },
        'address.edit': {
          guard: 'hasAddress',
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              draft: draftOf(byId(context, event.id)!),
              editingId: event.id,
              errors: {},
              actionFailed: false,
            })),
            'clearSaveFailure',
          ],
        },
        'address.setMain': {
          guard: 'isNotMain',
          target: 'settingMain',
          actions: assign({ targetId: ({ event }) => event.id, actionFailed: false }),
        },
        'address.delete': {
          guard: 'hasAddress',
          target: 'confirmingDelete',
          actions: assign({ targetId: ({ event }) => event.id, actionFailed: false }),
        },
      },
    },
    confirmingDelete: {
      description: 'The confirmation dialog: delete the address or keep it.',
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'list', actions: assign({ targetId: null }) },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.targetId! }),
        onDone: {
          target: 'list',
          actions: assign(({ context }) => ({
            addresses: removeAddress(context.addresses, context.targetId!),
            targetId: null,
          })),
        },
        onError: { target: 'list', actions: assign({ actionFailed: true, targetId: null }) },
      },
    },
    settingMain: {
      tags: ['busy'],
      invoke: {
        id: 'setMainAddress',
        src: 'setMainAddress',
        input: ({ context }) => ({ id: context.targetId! }),
        onDone: {
          target: 'list',
          actions: assign({ addresses: ({ event }) => event.output, targetId: null }),
        },
        onError: { target: 'list', actions: assign({ actionFailed: true, targetId: null }) },
      },
    },
    editing: {
      description: 'The add/edit sheet is open; after a failed save the errors show, input stays.',
      on: {
        'field.change': { actions: 'setField' },
        'type.change': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, type: event.value }),
          }),
        },
        'street.pick': { actions: 'pickStreet' },
        'pin.move': {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              latitude: event.latitude,
              longitude: event.longitude,
            }),
          }),
        },
        'address.save': [
          {
            guard: 'isDraftValid',
            target: 'saving',
            actions: [assign({ errors: {} }), 'clearSaveFailure'],
          },
          { actions: 'showErrors' },
        ],
        'sheet.close': [
          { guard: 'isAddOnly', target: 'cancelled' },
          {
            guard: 'isListStale',
            description: 'The list changed elsewhere (the limit filled): it is read again.',
            target: 'loading',
            actions: ['clearSaveFailure', assign({ listStale: false })],
          },
          { target: 'list', actions: 'clearSaveFailure' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({ id: context.editingId, address: addressInputOf(context.draft) }),
        onDone: [
          {
            guard: 'isAddOnly',
            target: 'added',
            actions: assign({ added: ({ event }) => event.output }),
          },
          {
            target: 'list',
            actions: assign(({ context, event }) => ({
              addresses: upsertAddress(context.addresses, event.output),
              editingId: null,
            })),
          },
        ],
        onError: {
          description: "Server's userMessage or the generic try-again text; not eligible.",
          target: 'editing',
          actions: assign({
            saveFailed: true,
            saveMessage: ({ event }) => userMessageOf(event.error),
            notEligible: true,
            listStale: ({ event }) => isRefusal(event.error, 409, 'ADDRESS_LIMIT'),
          }),
        },
      },
    },
    added: {
      description: 'Add-only: the new address is saved; the journey hands it over.',
      type: 'final',
    },
    cancelled: { description: 'Add-only: the shopper closed the sheet.', type: 'final' },
  },
});
