import { lazyPart } from '@/lib/lazy-part';

/** The avatar editor on /user/credentials (extras issue): its own chunk, after the page renders. */
export const AvatarEditor = lazyPart(() => import('@/features/avatar/AvatarEditor'));
