import { lazyPart } from '@/lib/lazy-part';

/** The company side sheet (editor links), a modal: loaded after the first paint. */
export const CompanySheet = lazyPart(() => import('@/features/content/CompanySheet'));

/** The company links alone, for the phone's menu drawer. */
export const CompanyLinks = lazyPart(() => import('@/features/content/CompanyLinks'));
