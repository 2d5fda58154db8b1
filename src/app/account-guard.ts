import { isSessionSettled } from '@machines/session/session.selectors';
import type { Systems } from '@machines/visit/visit.types';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { type AccountPage, canOpenAccountPage } from '@/lib/account-access';
import { isSignedIn } from './auth-status';
import { configurationQuery } from './queries/content';
import { fetchForEffect } from './queries/fetch-for-effect';
import { journeyOf, type VisitActor } from './visit';

const configGated = new Set<AccountPage>(['loyalty', 'gifts', 'notifications']);

/** The profile once the session settled (token checked, profile loaded or refused). */
async function settledUser(session: Systems['session']) {
  const snapshot = await waitFor(session, isSessionSettled);
  return snapshot.context.user;
}

/**
 * For an account page's loader: a visitor goes to /login (and comes back after), a page the
 * configuration or the user does not allow goes to /user/credentials. A customer whose profile
 * did not load (offline) stays: the page offers a retry, and a page that needs the profile
 * (loyalty) is refused.
 */
export async function guardAccountPage(
  page: AccountPage,
  { queryClient, visit, href }: { queryClient: QueryClient; visit: VisitActor; href: string },
) {
  const user = await settledUser(journeyOf(visit, 'session'));
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: href } });
  // Only loyalty, gifts and notifications depend on the configuration: the others need no call.
  if (!configGated.has(page)) return;
  const config = await fetchForEffect(queryClient, configurationQuery());
  if (!canOpenAccountPage(page, config, user ?? { loyaltyCards: [] })) {
    throw redirect({ to: '/user/credentials' });
  }
}

/**
 * For /checkout's beforeLoad: a visitor when guests may not order (`order.guest.enabled` false)
 * goes to /login and comes back to /checkout after (or after registering), before filling
 * anything. When the configuration cannot be fetched the page opens: placing the order checks
 * again, so an outage is not turned into a detour through the login page.
 */
export async function guardCheckoutPage({
  queryClient,
  visit,
  href,
}: {
  queryClient: QueryClient;
  visit: VisitActor;
  href: string;
}) {
  await settledUser(journeyOf(visit, 'session'));
  if (isSignedIn()) return;
  const guestsEnabled = await fetchForEffect(queryClient, configurationQuery())
    .then((config) => config.order.guest.enabled)
    .catch(() => true);
  if (!guestsEnabled) throw redirect({ to: '/login', search: { redirect: href } });
}
