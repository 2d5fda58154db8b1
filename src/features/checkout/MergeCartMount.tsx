import { isMergeModalOpen } from '@machines/merge-cart/merge-cart.selectors';
import { Suspense } from 'react';
import { useJourney } from '@/app/visit';
import { lazyPart } from '@/lib/lazy-part';

const MergeCartModal = lazyPart(() => import('./MergeCartModal'));

/** The merge cart journey's modal in the shell; it loads the first time a merge adds something. */
export function MergeCartMount() {
  const open = useJourney('mergeCart', isMergeModalOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MergeCartModal />
    </Suspense>
  );
}
