import { assign, fromPromise, setup } from 'xstate';
import type { Address } from '@/api/contract/addresses';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import { guestAddressMachine } from '../guest-address/guest-address.machine';
import { postalCheckMachine } from '../postal-check/postal-check.machine';
import type {
  SelectionContext,
  SelectionEvent,
  SelectionInput,
  Shopper,
} from './service-selection.types';

const shopKey = { easy: 'easyShop', express: 'expressShop', takeAway: 'takeAwayShop' } as const;

/** Stores the shops found, selects the first (also as the service's shop). */
const selectShops = (context: SelectionContext, shops: Shop[]) => ({
  availableShops: shops,
  selectedShop: shops[0] ?? null,
  [shopKey[context.mode]]: shops[0] ?? null,
});

const chooseService = [
  'applyService',
  {
    type: 'persistDeliveryMode',
    params: ({ event }: { event: SelectionEvent }) => ({
      mode: event.type === 'service.select' ? event.service.id : ('easy' as DeliveryMode),
    }),
  },
] as const;

export const serviceSelectionMachine = setup({
  types: {
    input: {} as SelectionInput,
    context: {} as SelectionContext,
    events: {} as SelectionEvent,
  },
  actors: {
    /** Clears cart lines the new service does not offer; resolves with their names. */
    revalidateCart: fromPromise<string[], { mode: DeliveryMode; collectionType: string }>(() => {
      throw new Error('service-selection: actor "revalidateCart" not provided');
    }),
    /** The logged-in user's addresses (null without a token or profile) and the address rules. */
    loadShopper: fromPromise<Shopper>(() => {
      throw new Error('service-selection: actor "loadShopper" not provided');
    }),
    /** Shops of the service for a postal code (delivery) or all of them (take-away). */
    findShops: fromPromise<Shop[], { service: DeliveryMode; postalCode?: string }>(() => {
      throw new Error('service-selection: actor "findShops" not provided');
    }),
    postalCheck: postalCheckMachine,
    guestAddress: guestAddressMachine,
  },
  actions: {
    /** Writes the DeliveryMode to browser storage. */
    persistDeliveryMode: (_, _params: { mode: DeliveryMode }) => {
      throw new Error('service-selection: action "persistDeliveryMode" not provided');
    },
    applyService: assign(({ event }) => {
      if (event.type !== 'service.select') return {};
      const { service } = event;
      return {
        mode: service.id,
        deliversToAddress: service.deliversToAddress,
        collectionType: service.collectionType,
        selectedShop: null,
        postalCode: null,
        availableShops: [],
        removedItems: [],
        notice: null,
      };
    }),
  },
  guards: {
    isTakeAwayChoice: ({ event }) =>
      event.type === 'service.select' && !event.service.deliversToAddress,
    hasRemovedItems: ({ event }) => ((event as { output?: string[] }).output?.length ?? 0) > 0,
    isSignedIn: ({ event }) => Boolean((event as { output?: Shopper }).output?.addresses),
    hasShops: ({ event }) => ((event as { output?: Shop[] }).output?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'selection',
  description:
    'Service, then address (delivery) or shop (take-away): the header picker and the address-or-store sheet.',
  context: ({ input }) => ({
    mode: input.storedMode ?? 'easy',
    deliversToAddress: input.storedMode !== 'takeAway',
    collectionType: null,
    easyShop: null,
    expressShop: null,
    takeAwayShop: null,
    selectedShop: null,
    availableShops: [],
    postalCode: null,
    guestAddress: null,
    selectedAddress: null,
    shopper: null,
    removedItems: [],
    notice: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'picker.open': { target: 'open', actions: assign({ notice: null }) },
        'notice.dismiss': { actions: assign({ notice: null }) },
      },
    },
    open: {
      on: { 'sheet.close': { target: 'closed' } },
      initial: 'picking',
      states: {
        picking: {
          description: 'The service picker: regular delivery, express or take-away.',
          tags: ['picker'],
          on: {
            'service.select': [
              { guard: 'isTakeAwayChoice', target: 'takeAway', actions: chooseService },
              { target: 'delivery', actions: chooseService },
            ],
          },
        },
        takeAway: {
          initial: 'revalidating',
          states: {
            revalidating: {
              description: 'Cart products the new service does not offer are cleared.',
              tags: ['busy'],
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
                  { target: 'shopList' },
                ],
                onError: { target: 'shopList' },
              },
            },
            removedItems: {
              description: 'The removed-items modal lists what was cleared from the cart.',
              tags: ['removedItems'],
              on: { 'removedItems.dismiss': { target: 'shopList' } },
            },
            shopList: {
              description: 'Take-away: the shopper picks the shop to collect from.',
              on: {
                'shop.choose': {
                  target: '#selection.closed',
                  actions: assign(({ event }) => ({
                    takeAwayShop: event.shop,
                    selectedShop: event.shop,
                    notice: 'shopSelected' as const,
                  })),
                },
              },
            },
          },
        },
        delivery: {
          initial: 'revalidating',
          states: {
            revalidating: {
              description: 'Cart products the new service does not offer are cleared.',
              tags: ['busy'],
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
                  { target: 'identifying' },
                ],
                onError: { target: 'identifying' },
              },
            },
            removedItems: {
              description: 'The removed-items modal lists what was cleared from the cart.',
              tags: ['removedItems'],
              on: { 'removedItems.dismiss': { target: 'identifying' } },
            },
            identifying: {
              description: 'Reads the token cookie and the profile: a user gets the address list.',
              tags: ['busy'],
              invoke: {
                id: 'loadShopper',
                src: 'loadShopper',
                onDone: [
                  {
                    guard: 'isSignedIn',
                    target: 'addressList',
                    actions: assign({ shopper: ({ event }) => event.output }),
                  },
                  {
                    target: 'postalCheck',
                    actions: assign({ shopper: ({ event }) => event.output }),
                  },
                ],
                onError: { target: 'postalCheck' },
              },
            },
            postalCheck: {
              description: 'A guest first checks that a shop delivers to the postal code.',
              invoke: {
                id: 'postalCheck',
                src: 'postalCheck',
                input: ({ context }) => ({
                  service: context.mode,
                  ...(context.shopper ? { rule: context.shopper.rules.postalCode } : {}),
                  postalCode: context.guestAddress?.postalCode ?? '',
                }),
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
                input: ({ context }) => ({
                  service: context.mode,
                  ...(context.shopper ? { rules: context.shopper.rules } : {}),
                  initial: { ...context.guestAddress, postalCode: context.postalCode ?? '' },
                }),
                onDone: {
                  target: '#selection.closed',
                  actions: assign(({ context, event }) => ({
                    ...selectShops(context, event.output.shops),
                    guestAddress: event.output.address,
                    postalCode: event.output.address.postalCode,
                    notice: 'addressSupported' as const,
                  })),
                },
              },
            },
            addressList: {
              description: 'A logged-in user chooses one of the saved addresses.',
              on: {
                'address.choose': {
                  target: 'checkingAddress',
                  actions: assign({ selectedAddress: ({ event }) => event.address }),
                },
              },
            },
            checkingAddress: {
              tags: ['busy'],
              invoke: {
                id: 'findAddressShops',
                src: 'findShops',
                input: ({ context }) => ({
                  service: context.mode,
                  postalCode: (context.selectedAddress as Address).postalCode,
                }),
                onDone: [
                  {
                    guard: 'hasShops',
                    target: '#selection.closed',
                    actions: assign(({ context, event }) => ({
                      ...selectShops(context, event.output),
                      postalCode: context.selectedAddress?.postalCode ?? null,
                      notice: 'addressSupported' as const,
                    })),
                  },
                  { target: 'addressUnsupported' },
                ],
                onError: { target: 'addressList', actions: assign({ selectedAddress: null }) },
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
