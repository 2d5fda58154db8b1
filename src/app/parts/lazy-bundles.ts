import { lazyPart } from '@/lib/lazy-part';

/** The bundle offers sheet of the checkout: loaded when it first opens. */
export const BundleOffersSheet = lazyPart(() => import('@/features/bundles/BundleOffersSheet'));
