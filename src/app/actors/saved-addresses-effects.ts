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
import { api } from '../api';

/** The saved-addresses effects: the API client and contract load with the page that needs them. */
export const loadAddresses = () => api.call(getAddressesEndpoint);

export const saveAddress = ({ id, address }: SaveAddressInput) =>
  id === null
    ? api.call(createAddressEndpoint, { body: address })
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
