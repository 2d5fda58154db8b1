import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * A session notice shown on every page but the account pages (they say it in their own frame)
 * while `active` holds, until the shopper dismisses it; it comes back the next time `active`
 * turns true.
 */
export function useShellNotice(active: boolean): { visible: boolean; dismiss: () => void } {
  // The router's paths are locale-free (`/user/...` under /en too).
  const onAccountPage = useRouterState({
    select: (s) => /^\/user(\/|$)/.test(s.location.pathname),
  });
  const [dismissed, setDismissed] = useState(false);
  if (!active && dismissed) setDismissed(false);
  return { visible: active && !dismissed && !onAccountPage, dismiss: () => setDismissed(true) };
}
