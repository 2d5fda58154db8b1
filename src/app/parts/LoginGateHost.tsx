import { Suspense } from 'react';
import { useOpenLoginGate } from '@/app/login-gate-store';
import { lazyPart } from '@/lib/lazy-part';

const LoginRequiredModal = lazyPart(() => import('@/features/session/LoginRequiredModal'));

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
