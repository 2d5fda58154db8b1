import { removeStored } from '@/lib/storage';
import type { VisitDeps } from './visit-deps';

/** The query caches that hold a customer's data (their first key). */
const accountQueries = ['user', 'orders', 'lists', 'addresses', 'geo', 'shops'];
/** What the browser keeps for a customer beside the journeys' own keys. */
const accountKeys = [
  'temporaryInvoice',
  'notSavedInvoiceFlag',
  'chatbotSession',
  'chatbotHistory',
] as const;

/**
 * The visit's `forgetAccount` after a logout in this tab (spec §4 "Logout"): the cached account
 * data and the kept invoice and chat conversation. The journeys reset themselves (session,
 * selection, pre-book, chat); the cart stays on the device.
 */
export const forgetAccount =
  ({ queryClient }: VisitDeps) =>
  (): void => {
    queryClient.removeQueries({
      predicate: (query) => accountQueries.includes(String(query.queryKey[0])),
    });
    const storage = globalThis.localStorage;
    for (const key of accountKeys) removeStored(storage, key);
  };
