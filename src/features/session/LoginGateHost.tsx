import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useOpenLoginGate } from './login-gate-store';

const LoginRequiredModal = lazyPart(() => import('./LoginRequiredModal'));

/** Renders the login-required modal a `requireLogin` call opened (mounted once, in the header). */
export function LoginGateHost() {
  const kind = useOpenLoginGate();
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredModal kind={kind} />
    </Suspense>
  );
}
