import { lazyPart } from '@/lib/lazy-part';

/** The logout confirmation: loaded the first time the profile menu's "Log out" opens it. */
export const LogoutModal = lazyPart(() => import('@/features/session/LogoutModal'));
