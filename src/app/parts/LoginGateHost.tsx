import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useVisitState } from '../visit';

const LoginRequiredModal = lazyPart(() => import('@/features/session/LoginRequiredModal'));

/** Renders the login-required modal the visit has open (`loginGate.open`; mounted once, in the header). */
export function LoginGateHost() {
  const kind = useVisitState((s) => s.context.loginGate);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredModal kind={kind} />
    </Suspense>
  );
}
