import { isMergeModalOpen } from '@machines/merge-cart/merge-cart.selectors';
import { Suspense } from 'react';
import { MergeCartActor, MergeCartProvider } from '@/app/actors/merge-cart';
import { lazyPart } from '@/lib/lazy-part';

const MergeCartModal = lazyPart(() => import('./MergeCartModal'));

/** The merge cart journey in the shell; its modal loads the first time a merge adds something. */
export function MergeCartMount() {
  return (
    <MergeCartProvider>
      <ModalWhenOpen />
    </MergeCartProvider>
  );
}

function ModalWhenOpen() {
  const open = MergeCartActor.useSelector(isMergeModalOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MergeCartModal />
    </Suspense>
  );
}
