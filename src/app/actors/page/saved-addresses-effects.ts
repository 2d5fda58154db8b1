import type { SaveAddressInput } from '@machines/saved-addresses/saved-addresses.types';
import {
  createAddressEndpoint,
  deleteAddressEndpoint,
  getAddressesEndpoint,
  setMainAddressEndpoint,
  updateAddressEndpoint,
} from '@/api/contract/addresses';
import { getStreetSuggestionsEndpoint } from '@/api/contract/geo';
import { demoAutocompleteProvider } from '@/lib/address-autocomplete';
import { api } from '../../api';
import { createOnce } from '../../create-once';

/** The saved-addresses effects: the API client and contract load with the page that needs them. */
export const loadAddresses = () => api.call(getAddressesEndpoint);

/** The saved address with every field the shopper entered, if the platform has one. */
const findSaved = async (address: SaveAddressInput['address']) => {
  const entered = Object.entries(address).filter(([key]) => key !== 'isMainAddress');
  const plain = (value: unknown) =>
    String(value ?? '')
      .replace(/\s+/g, '')
      .toLowerCase();
  const same = (value: unknown, typed: unknown) => plain(value) === plain(typed);
  return (await loadAddresses()).find((saved) =>
    entered.every(([key, typed]) => same(saved[key as keyof typeof saved], typed)),
  );
};

/** A new address is created once: after a reply that cannot be read, the list is read first. */
export const saveAddress = ({ id, address }: SaveAddressInput) =>
  id === null
    ? createOnce(
        address,
        () => api.call(createAddressEndpoint, { body: address }),
        () => findSaved(address),
      )
    : api.call(updateAddressEndpoint, { params: { addressId: id }, body: address });

export const deleteAddress = async ({ id }: { id: string }) => {
  await api.call(deleteAddressEndpoint, { params: { addressId: id } });
};

export const setMainAddress = ({ id }: { id: string }) =>
  api.call(setMainAddressEndpoint, { params: { addressId: id } });

/** The autocomplete provider of this build: the demo platform's offline Athens gazetteer. */
export const streetProvider = demoAutocompleteProvider((query, signal) =>
  api.call(getStreetSuggestionsEndpoint, { query, ...(signal ? { signal } : {}) }),
);
