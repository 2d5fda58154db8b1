import { logoutMachine } from '@machines/logout/logout.machine';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import { fromPromise } from 'xstate';
import { clearTokenCookie } from '@/api/token-cookie';
import { activeLocale } from '@/i18n/i18n';
import { withLocale } from '@/i18n/locales';
import { removeStored, writeStored } from '@/lib/storage';
import { useOnce } from '@/lib/use-once';
import { tellOtherTabs } from '../auth-status';
import { appInspector } from '../inspect';
import { journeyOf, type ShopActor, useShop } from '../shop';

/** The logout journey of the profile menu (confirm modal, then everything is cleared). */
export const LogoutActor = createActorContext(logoutMachine);

const storage = () => globalThis.localStorage;
const dropQueries = (queryClient: QueryClient, roots: string[]) =>
  queryClient.removeQueries({ predicate: (q) => roots.includes(String(q.queryKey[0])) });

/** `shop()`: the visit's system when the action runs (a prerendered page swaps it in once hydrated). */
function logoutLogic(queryClient: QueryClient, shop: () => ShopActor) {
  return logoutMachine.provide({
    actors: {
      revokeToken: fromPromise(async () => (await import('./session-effects')).revokeToken()),
    },
    actions: {
      clearToken: () => {
        clearTokenCookie();
        tellOtherTabs(false);
      },
      clearUser: () => {
        journeyOf(shop(), 'session').send({ type: 'session.loggedOut' });
        removeStored(storage(), 'isFromLogin');
        dropQueries(queryClient, ['user', 'orders']);
      },
      resetDeliveryMode: () => {
        writeStored(storage(), 'deliveryMode', 'easy');
      },
      clearLists: () => dropQueries(queryClient, ['lists']),
      clearAddressData: () => dropQueries(queryClient, ['addresses', 'geo']),
      clearInvoiceFlags: () => {
        removeStored(storage(), 'temporaryInvoice');
        removeStored(storage(), 'notSavedInvoiceFlag');
      },
      clearChatbot: () => {
        removeStored(storage(), 'chatbotSession');
        removeStored(storage(), 'chatbotHistory');
      },
      resetShop: () => {
        // The kept selection (shop, postal code, address) would otherwise come back, and with it
        // the time slot reserved at that shop (other tabs follow through the storage event).
        removeStored(storage(), 'shopSelection');
        removeStored(storage(), 'reservation');
        dropQueries(queryClient, ['shops']);
      },
      // A document load, so every in-memory actor (selection, shop, pre-book) starts afresh
      // from the cleared storage: the shop is reset and the delivery mode is easy.
      goHome: () => globalThis.location.assign(withLocale('/', activeLocale())),
    },
  });
}

export function LogoutProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const shop = useShop();
  const shopRef = useRef(shop);
  shopRef.current = shop;
  const logic = useOnce(() => logoutLogic(queryClient, () => shopRef.current));
  return (
    <LogoutActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </LogoutActor.Provider>
  );
}
