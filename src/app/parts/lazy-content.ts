import { lazyPart } from '@/lib/lazy-part';

/** The company side sheet (editor links), a modal: loaded on the first press of its button. */
export const CompanySheet = lazyPart(() => import('@/features/content/CompanySheet'));

/** The company links alone, for the phone's menu drawer. */
export const CompanyLinks = lazyPart(() => import('@/features/content/CompanyLinks'));
