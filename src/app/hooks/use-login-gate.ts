import { hasSession } from '@machines/session/session.selectors';
import { useCallback } from 'react';
import { journeyOf, useShop } from '@/app/shop';
import type { GateKind } from '@/lib/account-access';

/**
 * For a list or order action: `requireLogin(kind)` is true when a customer is signed in (go on);
 * for a visitor it opens the login-required modal of that kind (the visit's `loginGate.open`)
 * and returns false. `const requireLogin = useLoginGate(); if (!requireLogin('lists')) return;`
 */
export function useLoginGate(): (kind: GateKind) => boolean {
  const shop = useShop();
  return useCallback(
    (kind: GateKind) => {
      if (hasSession(journeyOf(shop, 'session').getSnapshot())) return true;
      shop.send({ type: 'loginGate.open', kind });
      return false;
    },
    [shop],
  );
}
