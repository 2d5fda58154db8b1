import { isLogoutConfirmOpen } from '@machines/session/session.selectors';
import { Suspense } from 'react';
import { useJourney } from '../visit';
import { LogoutModal } from './lazy-session';

/** Renders the logout confirmation while the session has it open (mounted once, in the header). */
export function LogoutHost() {
  const open = useJourney('session', isLogoutConfirmOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutModal />
    </Suspense>
  );
}
