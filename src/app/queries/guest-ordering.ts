import type { QueryClient } from '@tanstack/react-query';
import { configurationQuery } from './content';
import { fetchForEffect } from './fetch-for-effect';

/**
 * Whether guests may order, for a press that needs the answer now: a press in the first moments
 * of a visit can come before the configuration arrives, and must not read "no guests" from the
 * missing reply (it sent guests to the login page). A fetch cancelled because its last other
 * reader went away is asked again. When the configuration cannot be fetched, guests are not
 * allowed: the login page is the one way on that does not need it.
 */
export async function guestOrderingEnabled(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await fetchForEffect(queryClient, configurationQuery())).order.guest.enabled;
  } catch {
    return false;
  }
}
