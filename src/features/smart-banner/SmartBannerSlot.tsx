import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import styles from './SmartBanner.module.css';

// The banner itself (its journey and content call) loads after the first paint.
const SmartBanner = lazyPart(() => import('./SmartBanner'));

/**
 * Where the app banner goes. On a phone that will likely get it (an eligible browser, not closed
 * today: the kept look marks <html> before the first paint, src/boot/kept-look.ts) the slot keeps
 * the banner's height from the first paint, prerendered HTML included, so the page does not jump
 * down when it appears (CLS); it gives the room back if no banner comes (no content configured).
 */
export function SmartBannerSlot() {
  const [settled, setSettled] = useState(false);
  return (
    <div className={styles.slot} data-settled={settled ? '' : undefined}>
      <Suspense fallback={null}>
        <SmartBanner onHidden={() => setSettled(true)} />
      </Suspense>
    </div>
  );
}
