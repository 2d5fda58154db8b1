import type { RemovedItem, Shopper } from '@machines/service-selection/service-selection.types';
import type { Systems } from '@machines/visit/visit.types';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { getProductEndpoint } from '@/api/contract/catalog';
import type { DeliveryMode } from '@/api/contract/common';
import { getShopsEndpoint, getStoresEndpoint } from '@/api/contract/shops';
import { getMeEndpoint } from '@/api/contract/user';
import { readTokenCookie } from '@/api/token-cookie';
import type { Coordinates } from '@/lib/distance';
import { api } from '../../api';
import { configurationQuery } from '../../queries/content';
import { fetchForEffect } from '../../queries/fetch-for-effect';

/**
 * The location journeys' effects that need the API client and the zod contract. Loaded on first
 * use (dynamic import), so neither enters the bundle of the first paint.
 */
export const findShops = ({
  service,
  postalCode,
}: {
  service: DeliveryMode;
  postalCode?: string;
}) => api.call(getShopsEndpoint, { query: { service, postalCode } });

/**
 * Asks the platform which cart products the service's collection type offers; clears the others
 * from the cart and returns their names. A product the platform no longer knows is cleared too.
 */
export async function revalidateCart(
  { collectionType }: { collectionType: string },
  cart: Systems['cart'] | undefined,
) {
  const lines = cart?.getSnapshot().context.items ?? [];
  // One verdict a line: two cuts of one product are named apart (each with its options).
  const verdicts = await Promise.all(
    lines.map(async (line) => {
      const removed: RemovedItem = {
        sku: line.sku,
        name: line.name,
        optionNames: line.optionNames ?? [],
      };
      try {
        const product = await api.call(getProductEndpoint, { params: { slug: line.sku } });
        return product.collectionTypes.includes(collectionType)
          ? null
          : { ...removed, name: line.name || product.name };
      } catch (error) {
        if (isApiError(error) && error.status === 404)
          return { ...removed, name: line.name || line.sku };
        throw error;
      }
    }),
  );
  const removed = verdicts.filter((v): v is RemovedItem => v !== null);
  if (removed.length) {
    cart?.send({ type: 'cart.removeSkus', skus: [...new Set(removed.map((r) => r.sku))] });
  }
  return removed;
}

/** The address rules, and the saved addresses when the token cookie holds a valid session. */
export async function loadShopper(queryClient: QueryClient): Promise<Shopper> {
  const config = await fetchForEffect(queryClient, configurationQuery());
  const { street, streetNo, postalCode, city } = config.fields.address;
  const rules = { street, streetNo, postalCode, city };
  const addressLimit = config.addresses.limit;
  if (!readTokenCookie()) return { addresses: null, addressLimit, rules };
  try {
    const user = await api.call(getMeEndpoint);
    return { addresses: user.addresses, addressLimit, rules };
  } catch {
    return { addresses: null, addressLimit, rules };
  }
}

export const loadStores = () => api.call(getStoresEndpoint);

/** The browser's position; rejects when refused, unavailable or after 10 s. */
export const locateShopper = (): Promise<Coordinates> =>
  new Promise((resolve, reject) => {
    if (!globalThis.navigator?.geolocation) return reject(new Error('Geolocation unavailable'));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
