import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import type { AddressFormRules } from '@machines/saved-addresses/saved-addresses.types';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { useOnce } from '@/lib/use-once';

/** The saved-addresses journey of /user/addresses (lives as long as the page). */
export const SavedAddressesActor = createActorContext(savedAddressesMachine);

const effects = () => import('./saved-addresses-effects');

export function SavedAddressesProvider({
  children,
  rules,
  inspect,
}: {
  children: ReactNode;
  rules: AddressFormRules;
  inspect?: Observer<InspectionEvent> | undefined;
}) {
  const logic = useOnce(() =>
    savedAddressesMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => (await effects()).loadAddresses()),
        saveAddress: fromPromise(async ({ input }) => (await effects()).saveAddress(input)),
        deleteAddress: fromPromise(async ({ input }) => (await effects()).deleteAddress(input)),
        setMainAddress: fromPromise(async ({ input }) => (await effects()).setMainAddress(input)),
      },
    }),
  );
  return (
    <SavedAddressesActor.Provider logic={logic} options={{ input: { rules }, inspect }}>
      {children}
    </SavedAddressesActor.Provider>
  );
}
