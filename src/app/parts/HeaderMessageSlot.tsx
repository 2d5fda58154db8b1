import { Suspense, useLayoutEffect, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';

// The bar reads the header content (the API client): not part of the entry. The root route's
// loader fetches both before the first render (header-message-load.ts).
const HeaderMessageBar = lazyPart(() => import('@/features/content/HeaderMessageBar'));

/**
 * Where the editor's header message goes, above the header. The bar may appear only in the first
 * render or with a change of page: if its code arrives after the first paint (a slow platform),
 * it waits for the next page rather than push this one down (CLS).
 */
export function HeaderMessageSlot() {
  const [late, setLate] = useState(false);
  return (
    <Suspense fallback={<OnFallback setLate={setLate} />}>
      <HeaderMessageBar arrivedLate={late} />
    </Suspense>
  );
}

/** Commits only when the bar's code was not there for the render: it came late. */
function OnFallback({ setLate }: { setLate: (late: boolean) => void }) {
  useLayoutEffect(() => setLate(true), [setLate]);
  return null;
}
