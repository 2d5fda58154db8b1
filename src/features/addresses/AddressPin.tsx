import {
  draftLatitude,
  draftLongitude,
  draftWords,
} from '@machines/saved-addresses/saved-addresses.selectors';
import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { mapTilesFrom } from '@/lib/map-tiles';
import { useAddressForm, useAddressFormSelector } from './address-form-actor';

const AddressMap = lazyPart(() => import('@/ui/AddressMap'));
const tiles = mapTilesFrom(import.meta.env);

/**
 * The address form's map (spec §9), its code loaded with the sheet: the pin at the address (or
 * central Athens), moved by the shopper; its coordinates go with the address. No map without a
 * basemap (a real platform with no `VITE_MAP_TILES_URL`): the address stays text.
 */
export function AddressPin() {
  const actor = useAddressForm();
  const latitude = useAddressFormSelector(draftLatitude);
  const longitude = useAddressFormSelector(draftLongitude);
  const words = useAddressFormSelector(draftWords);
  if (!tiles) return null;
  return (
    <Suspense fallback={null}>
      <AddressMap
        tiles={tiles}
        latitude={latitude}
        longitude={longitude}
        address={words}
        onMove={(lat, lng) => actor.send({ type: 'pin.move', latitude: lat, longitude: lng })}
      />
    </Suspense>
  );
}
