import type { EventObject } from 'xstate';
import { validGuestAddress } from '../guest-address/guest-address.model';
import { sampleShop } from '../postal-check/postal-check.model';
import type { JourneyModel } from '../testing/journey-paths';
import { withKeptLater } from '../testing/kept-later';
import type { serviceSelectionMachine } from './service-selection.machine';
import type { ChosenService } from './service-selection.types';
import { walkableInUi } from './service-selection.walkable';

export const services: Record<string, ChosenService> = {
  easy: { id: 'easy', deliversToAddress: true, collectionType: 'DELIVERY' },
  takeAway: { id: 'takeAway', deliversToAddress: false, collectionType: 'TAKE_AWAY' },
};

export const sampleAddress = {
  _id: 'address-home',
  type: 0 as const,
  street: 'Ermou',
  streetNo: '12',
  postalCode: '10563',
  city: 'Athens',
  floor: '2',
  nameAtBell: 'Papadopoulou',
  contactPhone: '6912345678',
  latitude: null,
  longitude: null,
  isMainAddress: true,
};

const rules = {
  street: { minLength: 1, maxLength: 80 },
  streetNo: { minLength: 1, maxLength: 10 },
  postalCode: { minLength: 5, maxLength: 5, format: 'NUMERIC' as const },
  city: { minLength: 1, maxLength: 60 },
};

const noLimit = { addressLimit: null, rules };

const labels: Record<string, string> = {
  'picker.open': 'open the picker',
  'session.ended': 'the customer logs out elsewhere',
  'session.loggedOut': 'the customer logs out here',
  'removedItems.dismiss': 'dismiss removed items',
  'address.back': 'back to the addresses',
  'address.add': 'add a new address',
  'xstate.error.actor.addAddress': 'the add sheet fails',
  'notice.dismiss': 'dismiss the notice',
  'sheet.close': 'close',
  'xstate.error.actor.revalidateCart': 'cart check fails',
  'xstate.error.actor.loadShopper': 'profile fails',
  'xstate.error.actor.findAddressShops': 'network fails',
  'xstate.error.actor.verifyShop': 'check of the kept shop fails',
  'xstate.error.actor.restoreAddress': 'profile fails on restore',
  'xstate.after.NOTICE.selection.closed.notifying': 'the notice times out',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const serviceSelectionModel: JourneyModel<typeof serviceSelectionMachine> = withKeptLater(
  {
    uiWalkable: walkableInUi,
    inputs: [
      { name: 'nothing stored', input: { storedMode: null } },
      {
        name: 'address kept from before a reload',
        input: {
          storedMode: 'easy',
          stored: {
            service: 'easy',
            shopId: sampleShop._id,
            postalCode: validGuestAddress.postalCode,
            guestAddress: validGuestAddress,
            addressId: null,
          },
        },
      },
      {
        name: 'saved address kept from before a reload',
        input: {
          storedMode: 'easy',
          stored: {
            service: 'easy',
            shopId: sampleShop._id,
            postalCode: sampleAddress.postalCode,
            guestAddress: null,
            addressId: sampleAddress._id,
          },
        },
      },
    ],
    eventVariants: ev({
      // Payload variants (typed loosely: the generator only needs EventObjects).
      'service.select': Object.values(services).map((service) => ({
        type: 'service.select',
        service,
      })),
      'address.choose': [{ type: 'address.choose', address: sampleAddress }],
      'shop.choose': [{ type: 'shop.choose', shop: sampleShop }],
      'xstate.done.actor.revalidateCart': [
        { type: 'xstate.done.actor.revalidateCart', output: [] },
        {
          type: 'xstate.done.actor.revalidateCart',
          output: [{ sku: '1001', name: 'Feta PDO 400 g' }],
        },
      ],
      'xstate.done.actor.loadShopper': [
        { type: 'xstate.done.actor.loadShopper', output: { addresses: null, ...noLimit } },
        {
          type: 'xstate.done.actor.loadShopper',
          output: { addresses: [sampleAddress], ...noLimit },
        },
      ],
      'xstate.done.actor.restoreAddress': [
        {
          type: 'xstate.done.actor.restoreAddress',
          output: { addresses: [sampleAddress], ...noLimit },
        },
        { type: 'xstate.done.actor.restoreAddress', output: { addresses: [], ...noLimit } },
      ],
      'xstate.done.actor.addAddress': [
        { type: 'xstate.done.actor.addAddress', output: { ...sampleAddress, _id: 'address-new' } },
        { type: 'xstate.done.actor.addAddress', output: null },
      ],
      'xstate.done.actor.postalCheck': [
        {
          type: 'xstate.done.actor.postalCheck',
          output: { postalCode: '11527', shops: [sampleShop] },
        },
      ],
      'xstate.done.actor.guestAddress': [
        {
          type: 'xstate.done.actor.guestAddress',
          output: { shops: [sampleShop], address: validGuestAddress },
        },
      ],
      'xstate.done.actor.verifyShop': [
        { type: 'xstate.done.actor.verifyShop', output: [sampleShop] },
        { type: 'xstate.done.actor.verifyShop', output: [] },
      ],
      'xstate.done.actor.findAddressShops': [
        { type: 'xstate.done.actor.findAddressShops', output: [sampleShop] },
        { type: 'xstate.done.actor.findAddressShops', output: [] },
      ],
    }),
    describeEvent: (event: EventObject) => {
      const e = event as EventObject & { service?: ChosenService; output?: unknown };
      if (e.type === 'service.select') return `choose ${e.service?.id}`;
      if (e.type === 'address.choose') return 'choose a saved address';
      if (e.type === 'shop.choose') return 'choose a shop';
      if (e.type.startsWith('xstate.done.actor.')) {
        const actor = e.type.slice('xstate.done.actor.'.length);
        const out = e.output as { addresses?: unknown; shops?: unknown[] } | unknown[];
        if (actor === 'revalidateCart')
          return (out as unknown[]).length ? 'items removed' : 'cart ok';
        if (actor === 'restoreAddress')
          return (out as { addresses?: unknown[] }).addresses?.length
            ? 'kept address still saved'
            : 'kept address gone';
        if (actor === 'loadShopper')
          return (out as { addresses?: unknown }).addresses ? 'user signed in' : 'visitor';
        if (actor === 'postalCheck') return 'postal code supported';
        if (actor === 'addAddress')
          return out ? 'the new address is saved' : 'the add sheet is closed';
        if (actor === 'guestAddress') return 'address supported';
        if (actor === 'verifyShop')
          return (out as unknown[]).length ? 'kept shop serves' : 'kept shop gone';
        return (out as unknown[]).length ? 'shops found' : 'no shops';
      }
      return labels[e.type] ?? e.type;
    },
  },
  { storedMode: null, stored: null, keptLater: true },
);
