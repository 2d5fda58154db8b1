import type { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/** The saved-addresses actor the add/edit sheet works on: the page's, or the header's child. */
export type AddressFormActor = ActorRefFrom<typeof savedAddressesMachine>;

export const AddressFormContext = createContext<AddressFormActor | null>(null);

export function useAddressForm(): AddressFormActor {
  const actor = useContext(AddressFormContext);
  if (!actor) throw new Error('The address sheet needs its saved-addresses actor');
  return actor;
}

export const useAddressFormSelector = <T>(
  selector: (s: SnapshotFrom<typeof savedAddressesMachine>) => T,
): T => useSelector(useAddressForm(), selector);
