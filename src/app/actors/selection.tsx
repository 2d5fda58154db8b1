import { guestAddressMachine } from '@machines/guest-address/guest-address.machine';
import { postalCheckMachine } from '@machines/postal-check/postal-check.machine';
import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import {
  deliveryModeParser,
  storedSelectionParser,
} from '@machines/service-selection/service-selection.types';
import { useQueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise, type InspectionEvent, type Observer } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import { readStored, writeStored } from '@/lib/storage';
import { useOnce } from '@/lib/use-once';

/**
 * The service-and-address selection, app-wide: the header button, the picker and the sheets read
 * it; later journeys (pre-book, saved addresses, cart) read the selected service, shop, postal
 * code and address from it.
 */
export const SelectionActor = createActorContext(serviceSelectionMachine);

const storage = () => globalThis.localStorage;
/** The API client and contract load with the first effect that needs them, not before paint. */
const effects = () => import('./selection-effects');
const savedAddressEffects = () => import('./saved-addresses-effects');

const findShops = fromPromise<Shop[], { service: DeliveryMode; postalCode?: string }>(
  async ({ input }) => (await effects()).findShops(input),
);
/** The same call where a postal code is always given (postal check, guest address). */
const findShopsFor = fromPromise<Shop[], { service: DeliveryMode; postalCode: string }>(
  async ({ input }) => (await effects()).findShops(input),
);

export function SelectionProvider({
  children,
  inspect,
}: {
  children: ReactNode;
  inspect?: Observer<InspectionEvent> | undefined;
}) {
  const queryClient = useQueryClient();
  const logic = useOnce(() =>
    serviceSelectionMachine.provide({
      actors: {
        findShops,
        revalidateCart: fromPromise(async ({ input }) => (await effects()).revalidateCart(input)),
        loadShopper: fromPromise(async () => (await effects()).loadShopper(queryClient)),
        postalCheck: postalCheckMachine.provide({ actors: { findShops: findShopsFor } }),
        guestAddress: guestAddressMachine.provide({ actors: { findShops: findShopsFor } }),
        addAddress: savedAddressesMachine.provide({
          actors: {
            saveAddress: fromPromise(async ({ input }) =>
              (await savedAddressEffects()).saveAddress(input),
            ),
          },
        }),
      },
      actions: {
        persistDeliveryMode: (_, { mode }) => {
          writeStored(storage(), 'deliveryMode', mode);
        },
        persistSelection: (_, { selection }) => {
          writeStored(storage(), 'shopSelection', selection);
        },
      },
    }),
  );
  // Read once: the input only matters when the actor starts.
  const input = useOnce(() => ({
    storedMode: readStored(storage(), 'deliveryMode', deliveryModeParser),
    stored: readStored(storage(), 'shopSelection', storedSelectionParser),
  }));
  return (
    <SelectionActor.Provider logic={logic} options={{ input, inspect }}>
      {children}
    </SelectionActor.Provider>
  );
}
