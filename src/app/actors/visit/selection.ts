import { guestAddressMachine } from '@machines/guest-address/guest-address.machine';
import { postalCheckMachine } from '@machines/postal-check/postal-check.machine';
import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import {
  deliveryModeParser,
  storedSelectionParser,
} from '@machines/service-selection/service-selection.types';
import { fromPromise } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import type { Shop } from '@/api/contract/shops';
import { readStored, writeStored } from '@/lib/storage';
import type { VisitDeps } from './visit-deps';

/**
 * The service-and-address selection: the header button, the picker and the sheets read it; the
 * visit (machines/visit) prices the cart for its completed choice.
 */
const storage = () => globalThis.localStorage;
/** The API client and contract load with the first effect that needs them, not before paint. */
const effects = () => import('./selection-effects');
const savedAddressEffects = () => import('../page/saved-addresses-effects');

const findShops = fromPromise<Shop[], { service: DeliveryMode; postalCode?: string }>(
  async ({ input }) => (await effects()).findShops(input),
);
/** The same call where a postal code is always given (postal check, guest address). */
const findShopsFor = fromPromise<Shop[], { service: DeliveryMode; postalCode: string }>(
  async ({ input }) => (await effects()).findShops(input),
);

export const selectionLogic = ({ queryClient }: VisitDeps) =>
  serviceSelectionMachine.provide({
    actors: {
      findShops,
      revalidateCart: fromPromise(async ({ input, system }) =>
        (await effects()).revalidateCart(input, system.get('cart')),
      ),
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
  });

/** The kept service and selection. */
export const selectionStart = () => ({
  storedMode: readStored(storage(), 'deliveryMode', deliveryModeParser),
  stored: readStored(storage(), 'shopSelection', storedSelectionParser),
});
