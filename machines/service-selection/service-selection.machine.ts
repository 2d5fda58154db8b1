import { assign, fromPromise, not, setup } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import { guestAddressMachine } from '../guest-address/guest-address.machine';
import { postalCheckMachine } from '../postal-check/postal-check.machine';
import { savedAddressesMachine } from '../saved-addresses/saved-addresses.machine';
import * as h from './service-selection.helpers';
import type {
  RemovedItem,
  SelectionContext,
  SelectionEvent,
  SelectionInput,
  Shopper,
  StoredSelection,
} from './service-selection.types';

const { notProvided, outputCount } = h;

/** The saved-address list, also after a check that failed: choose one, or add one. */
const chooseFromList = {
  'address.add': { guard: 'mayAddAddress', target: 'addingAddress' },
  'address.choose': { target: 'checkingAddress', actions: 'chooseAddress' },
} as const;

export const serviceSelectionMachine = setup({
  types: {
    input: {} as SelectionInput,
    context: {} as SelectionContext,
    events: {} as SelectionEvent,
  },
  actors: {
    /** Clears cart lines the new service does not offer; resolves with their names. */
    revalidateCart: fromPromise<RemovedItem[], { mode: DeliveryMode; collectionType: string }>(
      async () => notProvided('revalidateCart'),
    ),
    /** The logged-in user's addresses (null without a token or profile) and the address rules. */
    loadShopper: fromPromise<Shopper>(async () => notProvided('loadShopper')),
    /** Shops of the service for a postal code (delivery) or all of them (take-away). */
    findShops: fromPromise<Shop[], { service: DeliveryMode; postalCode?: string }>(async () =>
      notProvided('findShops'),
    ),
    postalCheck: postalCheckMachine,
    guestAddress: guestAddressMachine,
    /** The add-address sheet of the saved-addresses journey, adding one address only. */
    addAddress: savedAddressesMachine,
  },
  actions: {
    /** Writes the DeliveryMode to browser storage. */
    persistDeliveryMode: (_, _params: { mode: DeliveryMode }) => notProvided('persistDeliveryMode'),
    /** Writes the selection (shop id, postal code, guest address) to browser storage. */
    persistSelection: (_, _params: { selection: StoredSelection }) =>
      notProvided('persistSelection'),
    applyService: assign(({ event }) =>
      event.type === 'service.select' ? h.applyService(event.service) : {},
    ),
    chooseAddress: assign(({ event }) =>
      event.type === 'address.choose' ? { selectedAddress: event.address } : {},
    ),
    keepShopper: assign({ shopper: ({ event }) => (event as { output?: Shopper }).output ?? null }),
    dropKeptShop: assign({
      pendingShopId: null,
      pendingAddressId: null,
      selectedAddress: null,
      postalCode: null,
      notice: 'selectionDropped',
    }),
    /** A signed-out shopper keeps no customer's address, nor the shop that delivers there. */
    forgetCustomerAddress: assign(({ context }) => h.customerForgotten(context)),
    /** Closing the sheet before finishing brings back the last completed selection. */
    revertSelection: assign(({ context }) => ({ ...context.committed, committed: null })),
  },
  guards: {
    isKeptLater: ({ context }) => context.keptLater,
    hasPendingShop: ({ context }) => context.pendingShopId !== null,
    hasPendingAddress: ({ context }) => context.pendingAddressId !== null,
    isKeptAddressListed: ({ context, event }) =>
      h.keptAddress(context, (event as { output?: Shopper }).output) !== null,
    isKeptShopServing: ({ context, event }) =>
      h.keptShop(context, (event as { output?: Shop[] }).output ?? []) !== null,
    isTakeAway: ({ context }) => !context.deliversToAddress,
    isTakeAwayChoice: ({ event }) =>
      event.type === 'service.select' && !event.service.deliversToAddress,
    hasRemovedItems: ({ event }) => outputCount(event) > 0,
    isSignedIn: ({ event }) => Boolean((event as { output?: Shopper }).output?.addresses),
    hasShops: ({ event }) => outputCount(event) > 0,
    hasNotice: ({ context }) => context.notice !== null,
    hasAddedAddress: ({ event }) => Boolean((event as { output?: unknown }).output),
    hasSavedAddress: ({ context }) => context.selectedAddress !== null,
    /** Adding is blocked once the customer has saved the most addresses allowed. */
    mayAddAddress: ({ context }) => h.mayAddAddress(context),
  },
  delays: {
    /** How long a notice (address supported, shop selected, selection dropped) stays. */
    NOTICE: 5000,
  },
}).createMachine({
  id: 'selection',
  description:
    'Service, then address (delivery) or shop (take-away): the header picker and the address-or-store sheet.',
  context: ({ input }) => h.initialContext(input),
  on: {
    'session.loggedOut': {
      guard: not('isKeptLater'),
      target: '.closed',
      description: 'A logout here: nothing chosen, easy delivery.',
      actions: [
        assign(() => h.initialContext({ storedMode: null, stored: null })),
        { type: 'persistDeliveryMode', params: { mode: 'easy' as const } },
        {
          type: 'persistSelection',
          params: () => ({ selection: h.toStored(h.initialContext({ storedMode: null })) }),
        },
      ],
    },
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'A shop kept from before a reload is checked again before it counts.',
      always: [
        { guard: 'isKeptLater', target: 'awaitingKept' },
        { guard: 'hasPendingAddress', target: 'restoringAddress' },
        { guard: 'hasPendingShop', target: 'verifying' },
        { target: 'closed' },
      ],
    },
    awaitingKept: {
      description:
        'Prerendered HTML and its hydration: no service chosen until what storage keeps is read (kept.restore).',
      on: {
        'kept.restore': {
          target: 'restoring',
          actions: assign(({ event }) => h.initialContext({ ...event.input, keptLater: false })),
        },
      },
    },
    restoringAddress: {
      description:
        "A customer's saved address kept from before a reload must still be in the profile (as it is now); otherwise the kept selection is dropped with a notice. The shop is then checked against its postal code.",
      tags: ['busy', 'restoring'],
      invoke: {
        id: 'restoreAddress',
        src: 'loadShopper',
        onDone: [
          {
            guard: 'isKeptAddressListed',
            target: 'verifying',
            actions: assign(({ context, event }) => h.restoreAddress(context, event.output)),
          },
          { target: 'open', actions: 'dropKeptShop' },
        ],
        onError: { target: 'closed', actions: 'dropKeptShop' },
      },
    },
    verifying: {
      description:
        'The kept shop must still serve the service (and postal code); otherwise it is dropped with a notice and the picker opens. A failed check drops it too.',
      tags: ['busy', 'restoring'],
      invoke: {
        id: 'verifyShop',
        src: 'findShops',
        input: ({ context }) => h.shopQuery(context),
        onDone: [
          {
            guard: 'isKeptShopServing',
            target: 'closed',
            actions: assign(({ context, event }) => h.restoreShop(context, event.output)),
          },
          { target: 'open', actions: 'dropKeptShop' },
        ],
        onError: { target: 'closed', actions: 'dropKeptShop' },
      },
    },
    closed: {
      description: 'The selection is complete (or empty) and stored on every arrival here.',
      entry: [
        assign({ committed: null }),
        { type: 'persistDeliveryMode', params: ({ context }) => ({ mode: context.mode }) },
        { type: 'persistSelection', params: ({ context }) => ({ selection: h.toStored(context) }) },
      ],
      on: {
        'picker.open': { target: 'open', actions: assign({ notice: null }) },
        'session.ended': [
          {
            guard: 'hasSavedAddress',
            // Not stored again: a logout elsewhere has just reset storage for the next visit,
            // and a 401 here leaves a kept address the next start drops anyway.
            target: '.notifying',
            description: "Signed out: delivery to the customer's saved address is dropped.",
            actions: 'forgetCustomerAddress',
          },
          { actions: assign({ shopper: null }) },
        ],
      },
      initial: 'arriving',
      states: {
        arriving: {
          always: [{ guard: 'hasNotice', target: 'notifying' }, { target: 'quiet' }],
        },
        notifying: {
          description:
            'A notice (address supported, shop selected, selection dropped) shows for a few seconds, or until dismissed.',
          tags: ['notice'],
          after: { NOTICE: { target: 'quiet', actions: assign({ notice: null }) } },
          on: { 'notice.dismiss': { target: 'quiet', actions: assign({ notice: null }) } },
        },
        quiet: {},
      },
    },
    open: {
      description:
        'Choosing: the previous selection is kept as the committed one until a choice is completed; closing before that restores it.',
      entry: assign({ committed: ({ context }) => h.toCommitted(context) }),
      on: { 'sheet.close': { target: 'closed', actions: 'revertSelection' } },
      initial: 'picking',
      states: {
        picking: {
          description: 'The service picker: regular delivery, express or take-away.',
          tags: ['picker'],
          on: {
            'service.select': [
              {
                guard: 'isTakeAwayChoice',
                target: 'revalidating.forTakeAway',
                actions: 'applyService',
              },
              { target: 'revalidating.forDelivery', actions: 'applyService' },
            ],
          },
        },
        revalidating: {
          description:
            'Cart products the new service does not offer are cleared (once, for every service); the child says which steps follow.',
          tags: ['busy'],
          initial: 'forDelivery',
          states: { forDelivery: {}, forTakeAway: {} },
          invoke: {
            id: 'revalidateCart',
            src: 'revalidateCart',
            input: ({ context }) => ({
              mode: context.mode,
              collectionType: context.collectionType ?? '',
            }),
            onDone: [
              {
                guard: 'hasRemovedItems',
                target: 'removedItems',
                actions: assign({ removedItems: ({ event }) => event.output }),
              },
              { guard: 'isTakeAway', target: 'takeAway' },
              { target: 'delivery' },
            ],
            onError: [{ guard: 'isTakeAway', target: 'takeAway' }, { target: 'delivery' }],
          },
        },
        removedItems: {
          description: 'The removed-items modal lists what was cleared from the cart.',
          tags: ['removedItems'],
          on: {
            'removedItems.dismiss': [
              { guard: 'isTakeAway', target: 'takeAway' },
              { target: 'delivery' },
            ],
          },
        },
        takeAway: {
          description: 'Take-away: the shop list; the shopper picks the shop to collect from.',
          on: {
            'shop.choose': {
              target: '#selection.closed',
              actions: assign(({ event }) => h.shopChosen(event.shop)),
            },
          },
        },
        delivery: {
          initial: 'identifying',
          states: {
            identifying: {
              description: 'Reads the token cookie and the profile: a user gets the address list.',
              tags: ['busy'],
              invoke: {
                id: 'loadShopper',
                src: 'loadShopper',
                onDone: [
                  { guard: 'isSignedIn', target: 'addressList', actions: 'keepShopper' },
                  { target: 'postalCheck', actions: 'keepShopper' },
                ],
                onError: { target: 'postalCheck' },
              },
            },
            postalCheck: {
              description: 'A guest first checks that a shop delivers to the postal code.',
              invoke: {
                id: 'postalCheck',
                src: 'postalCheck',
                input: ({ context }) => h.postalCheckInput(context),
                onDone: {
                  target: 'guestAddress',
                  actions: assign({ postalCode: ({ event }) => event.output.postalCode }),
                },
              },
            },
            guestAddress: {
              description: 'The guest address form, prefilled with the checked postal code.',
              invoke: {
                id: 'guestAddress',
                src: 'guestAddress',
                input: ({ context }) => h.guestAddressInput(context),
                onDone: {
                  target: '#selection.closed',
                  actions: assign(({ context, event }) => h.guestSupported(context, event.output)),
                },
              },
            },
            addressList: {
              description:
                'A logged-in user chooses one of the saved addresses, or adds one (the only way on with none).',
              on: chooseFromList,
            },
            addressCheckFailed: {
              description:
                'The shops for the chosen address could not be checked (a dropped connection): the list again, saying so.',
              on: chooseFromList,
            },
            addingAddress: {
              description:
                'The add-address sheet over the list; the saved address is chosen at once, closing it goes back.',
              invoke: {
                id: 'addAddress',
                src: 'addAddress',
                input: () => ({ addOnly: true }),
                onDone: [
                  {
                    guard: 'hasAddedAddress',
                    target: 'checkingAddress',
                    actions: assign(({ context, event }) => h.addressAdded(context, event.output!)),
                  },
                  { target: 'addressList' },
                ],
                onError: { target: 'addressList' },
              },
            },
            checkingAddress: {
              tags: ['busy'],
              invoke: {
                id: 'findAddressShops',
                src: 'findShops',
                input: ({ context }) => h.shopQuery(context, context.selectedAddress!.postalCode),
                onDone: [
                  {
                    guard: 'hasShops',
                    target: '#selection.closed',
                    actions: assign(({ context, event }) =>
                      h.addressSupported(
                        context,
                        event.output,
                        context.selectedAddress!.postalCode,
                      ),
                    ),
                  },
                  { target: 'addressUnsupported' },
                ],
                onError: {
                  target: 'addressCheckFailed',
                  actions: assign({ selectedAddress: null }),
                },
              },
            },
            addressUnsupported: {
              description: 'No shop delivers to the chosen saved address.',
              on: {
                'address.back': {
                  target: 'addressList',
                  actions: assign({ selectedAddress: null }),
                },
              },
            },
          },
        },
      },
    },
  },
});
