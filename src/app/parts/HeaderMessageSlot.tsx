import { type ComponentType, Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';

type Bar = ComponentType<{ arrivedLate?: boolean }>;

/**
 * The bar's code once loaded (a loaded module, like a lazy part's: no app state). The root
 * route's loader loads it before the first render (header-message-load.ts), so that render can
 * draw the bar at once: a `lazy` part commits its fallback first.
 */
let loadedBar: Bar | null = null;

export const preloadHeaderMessageBar = () =>
  import('@/features/content/HeaderMessageBar').then((module) => {
    loadedBar = module.default;
  });

// When the first render came before the code (a slow platform): loaded then, shown later.
const LateHeaderMessageBar = lazyPart(() => import('@/features/content/HeaderMessageBar'));

/**
 * Where the editor's header message goes, above the header. The bar may appear only in the first
 * render or with a change of page: if its code arrives after the first paint, it waits for the
 * next page rather than push this one down (CLS).
 */
export function HeaderMessageSlot() {
  const [ReadyBar] = useState<Bar | null>(() => loadedBar);
  if (ReadyBar) return <ReadyBar />;
  return (
    <Suspense fallback={null}>
      <LateHeaderMessageBar arrivedLate />
    </Suspense>
  );
}
