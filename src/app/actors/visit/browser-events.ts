import type { VisitEvent } from '@machines/visit/visit.types';
import { fromCallback } from 'xstate';
import { i18n } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';
import { onSessionChangedElsewhere } from '../../auth-status';
import { UNAUTHORIZED_EVENT } from '../../unauthorized-event';
import type { CartKeeping } from './cart';
import { keptSubstitutionDefault } from './cart-substitutions';
import { storedReservationNow } from './prebook';

const storage = () => globalThis.localStorage;

/**
 * What the other tabs of this browser did: the `storage` event of the cart (its lines, its
 * substitution default) and the reservation
 * (or of a cleared storage; only other tabs get it, so nothing echoes back) and the `session`
 * channel's logins and logouts.
 */
export const listenOtherTabs = (cart: Pick<CartKeeping, 'othersWrote'>) =>
  fromCallback<VisitEvent>(({ sendBack }) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== storage()) return;
      if (event.key === 'cart' || event.key === null) {
        // The stored lines, with this tab's changes that write did not hold replayed on them.
        void cart.othersWrote().then((items) => sendBack({ type: 'tab.cartChanged', items }));
      }
      if (event.key === 'substitutions' || event.key === null) {
        sendBack({
          type: 'tab.substitutionDefaultChanged',
          orderDefault: keptSubstitutionDefault(storage()),
        });
      }
      if (event.key === 'reservation' || event.key === null) {
        sendBack({ type: 'tab.reservationChanged', reservation: storedReservationNow() });
      }
    };
    window.addEventListener('storage', onStorage);
    const stopSession = onSessionChangedElsewhere((hasToken) =>
      sendBack({ type: 'tab.sessionChanged', hasToken }),
    );
    return () => {
      window.removeEventListener('storage', onStorage);
      stopSession();
    };
  });

/** This page: it became visible again, the shop's language changed, a call answered 401. */
export const listenPage = fromCallback<VisitEvent>(({ sendBack }) => {
  const onVisible = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'page.visible' });
  };
  const onUnauthorized = () => sendBack({ type: 'api.unauthorized' });
  // The shop's language changed (its messages are in). Lingui also says 'change' when a catalog
  // is added to a locale (the page catalog arriving): that is no change of language.
  let locale = i18n.locale;
  const stopLocale = i18n.on('change', () => {
    if (i18n.locale === locale) return;
    locale = i18n.locale;
    sendBack({ type: 'locale.changed', locale: i18n.locale as Locale });
  });
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    stopLocale();
  };
});

/**
 * The browser's connection: its `offline` and `online` events, and an offline start (a page
 * opened from the service worker's cache without a connection).
 */
export const listenConnection = fromCallback<VisitEvent>(({ sendBack }) => {
  const onOffline = () => sendBack({ type: 'connection.lost' });
  const onOnline = () => sendBack({ type: 'connection.back' });
  if (!navigator.onLine) onOffline();
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
});
