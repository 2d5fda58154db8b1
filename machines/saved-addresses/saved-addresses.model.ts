import type { EventObject } from 'xstate';
import type { Address } from '@/api/contract/addresses';
import type { JourneyModel } from '../testing/journey-paths';
import type { SavedAddressesContext, savedAddressesMachine } from './saved-addresses.machine';
import { draftOf } from './saved-addresses.types';

/** The demo customer's two addresses: home (main) and work. */
export const sampleAddresses: Address[] = [
  {
    _id: 'addr-home',
    type: 0,
    street: 'Σκουφά',
    streetNo: '24',
    postalCode: '10673',
    city: 'Αθήνα',
    floor: '3',
    nameAtBell: 'Παπαδάκη',
    contactPhone: '6944123456',
    latitude: 37.9797,
    longitude: 23.7391,
    isMainAddress: true,
  },
  {
    _id: 'addr-work',
    type: 1,
    street: 'Κηφισίας',
    streetNo: '120',
    postalCode: '15125',
    city: 'Μαρούσι',
    floor: '5',
    nameAtBell: 'Agora Office',
    contactPhone: '2106001234',
    latitude: 38.0455,
    longitude: 23.7993,
    isMainAddress: false,
  },
];

/** A newly saved address, as the platform answers a create. */
export const savedAddress: Address = {
  ...sampleAddresses[1]!,
  _id: 'addr-new',
  type: 2,
  street: 'Ερμού',
  streetNo: '12',
  postalCode: '10563',
  city: 'Αθήνα',
};

const mainOnWork = sampleAddresses.map((a) => ({ ...a, isMainAddress: a._id === 'addr-work' }));

const labels: Record<string, string> = {
  'list.retry': 'retry loading',
  'address.add': 'add a new address',
  'pin.move': 'move the pin on the map',
  'delete.confirm': 'confirm the delete',
  'delete.cancel': 'keep the address',
  'address.save': 'save',
  'sheet.close': 'close the sheet',
  'xstate.done.actor.loadAddresses': 'addresses load',
  'xstate.error.actor.loadAddresses': 'addresses fail to load',
  'xstate.done.actor.saveAddress': 'the address is saved',
  'xstate.error.actor.saveAddress': 'the save fails',
  'xstate.done.actor.deleteAddress': 'the address is deleted',
  'xstate.error.actor.deleteAddress': 'the delete fails',
  'xstate.done.actor.setMainAddress': 'the main address changes',
  'xstate.error.actor.setMainAddress': 'set-main fails',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

/** Path generation model of the saved-addresses journey. */
export const savedAddressesModel: JourneyModel<typeof savedAddressesMachine> = {
  // The add-only start (the header's address sheet adding one address) is walked from the
  // header by e2e/seams-selection.spec.ts; e2e/journeys/saved-addresses.spec.ts walks the page.
  uiWalkable: (path) => path.inputName === 'logged in',
  // A save refused because the list changed elsewhere is its own state: closing reads it again.
  contextKey: (context: SavedAddressesContext) =>
    context.listStale ? 'list changed elsewhere' : '',
  inputs: [
    { name: 'logged in', input: {} },
    // The demo customer's two addresses fill a limit of 2: adding is blocked until one is deleted.
    { name: 'logged in, at a limit of 2 addresses', input: { addressLimit: 2 } },
    {
      name: "adding one address from the header's sheet",
      // Filled in as the shopper would (street picked, number and phone typed).
      input: { addOnly: true, draft: draftOf(savedAddress) },
    },
  ],
  eventVariants: ev({
    'xstate.done.actor.loadAddresses': [
      { type: 'xstate.done.actor.loadAddresses', output: sampleAddresses },
    ],
    'xstate.error.actor.loadAddresses': [
      { type: 'xstate.error.actor.loadAddresses', error: new Error('offline') },
    ],
    'address.edit': [{ type: 'address.edit', id: 'addr-work' }],
    'address.setMain': [{ type: 'address.setMain', id: 'addr-work' }],
    'address.delete': [{ type: 'address.delete', id: 'addr-home' }],
    'field.change': [{ type: 'field.change', field: 'street', value: 'Ερμού' }],
    'type.change': [{ type: 'type.change', value: 2 }],
    'street.pick': [
      {
        type: 'street.pick',
        street: {
          street: 'Ερμού',
          city: 'Αθήνα',
          postalCode: '10563',
          latitude: 37.97614,
          longitude: 23.7289,
        },
      },
    ],
    'pin.move': [{ type: 'pin.move', latitude: 37.9762, longitude: 23.7295 }],
    'xstate.done.actor.saveAddress': [
      { type: 'xstate.done.actor.saveAddress', output: savedAddress },
    ],
    'xstate.error.actor.saveAddress': [
      {
        type: 'xstate.error.actor.saveAddress',
        error: { userMessage: 'We do not deliver to this area yet.' },
      },
      // Another tab filled the limit meanwhile: closing the sheet reads the list again.
      {
        type: 'xstate.error.actor.saveAddress',
        error: { status: 409, code: 'ADDRESS_LIMIT', userMessage: 'The most addresses allowed.' },
      },
    ],
    'xstate.done.actor.deleteAddress': [
      { type: 'xstate.done.actor.deleteAddress', output: undefined },
    ],
    'xstate.error.actor.deleteAddress': [
      { type: 'xstate.error.actor.deleteAddress', error: new Error('offline') },
    ],
    'xstate.done.actor.setMainAddress': [
      { type: 'xstate.done.actor.setMainAddress', output: mainOnWork },
    ],
    'xstate.error.actor.setMainAddress': [
      { type: 'xstate.error.actor.setMainAddress', error: new Error('offline') },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { id?: string; field?: string; value?: unknown };
    if (e.type === 'address.edit') return `edit ${e.id}`;
    if (e.type === 'address.setMain') return `make ${e.id} the main address`;
    if (e.type === 'address.delete') return `delete ${e.id}`;
    if (e.type === 'field.change') return `type ${e.field} "${e.value}"`;
    if (e.type === 'type.change') return `choose type ${e.value}`;
    if (e.type === 'street.pick') return 'pick a suggested street';
    return labels[e.type] ?? e.type;
  },
};
