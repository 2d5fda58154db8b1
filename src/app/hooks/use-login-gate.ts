import { isSignedIn } from '@/app/auth-status';
import { openLoginGate } from '@/app/login-gate-store';
import type { GateKind } from '@/lib/account-access';

/**
 * For a list or order action: true when a customer is signed in (go on); for a visitor it opens
 * the login-required modal of that kind (register or log in) and returns false.
 */
export function requireLogin(kind: GateKind): boolean {
  if (isSignedIn()) return true;
  openLoginGate(kind);
  return false;
}

/** `const requireLogin = useLoginGate(); if (!requireLogin('lists')) return;` */
export const useLoginGate = (): ((kind: GateKind) => boolean) => requireLogin;
