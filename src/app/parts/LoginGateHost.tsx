import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useShopState } from '../shop';

const LoginRequiredModal = lazyPart(() => import('@/features/session/LoginRequiredModal'));

/** Renders the login-required modal the visit has open (`loginGate.open`; mounted once, in the header). */
export function LoginGateHost() {
  const kind = useShopState((s) => s.context.loginGate);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <LoginRequiredModal kind={kind} />
    </Suspense>
  );
}
