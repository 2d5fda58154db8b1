import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import type { AddressFormRules } from '@machines/saved-addresses/saved-addresses.types';
import { fromPromise } from 'xstate';
import { pageJourney } from './page-journey';

const effects = () => import('./saved-addresses-effects');

/** The saved-addresses journey of /user/addresses (lives as long as the page). */
export const { Actor: SavedAddressesActor, Provider: SavedAddressesProvider } = pageJourney(
  savedAddressesMachine,
).hosted({
  useEffects: (_: { rules: AddressFormRules; addressLimit: number | null }) => () => ({
    actors: {
      loadAddresses: fromPromise(async () => (await effects()).loadAddresses()),
      saveAddress: fromPromise(async ({ input }) => (await effects()).saveAddress(input)),
      deleteAddress: fromPromise(async ({ input }) => (await effects()).deleteAddress(input)),
      setMainAddress: fromPromise(async ({ input }) => (await effects()).setMainAddress(input)),
    },
  }),
  input: ({ rules, addressLimit }) => ({ rules, addressLimit }),
});
