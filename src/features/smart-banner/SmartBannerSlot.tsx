import { Suspense, useState } from 'react';
import { useKept } from '@/app/shop';
import { lazyPart } from '@/lib/lazy-part';
import { hasSmartBannerCookie, smartBannerPlatform } from '@/lib/smart-banner-rules';
import styles from './SmartBanner.module.css';

// The banner itself (its journey and content call) loads after the first paint.
const SmartBanner = lazyPart(() => import('./SmartBanner'));

/**
 * Where the app banner goes. On a phone that will likely get it (an eligible browser, not closed
 * today) the slot keeps the banner's height from the first paint, so the page does not jump down
 * when it appears (CLS); it gives the space back if no banner comes (no content configured).
 */
export function SmartBannerSlot() {
  // The browser and its cookie are known once hydrated (prerendered HTML reserves no room).
  const [likely] = useKept(
    () =>
      typeof navigator !== 'undefined' &&
      smartBannerPlatform(navigator.userAgent) !== null &&
      !hasSmartBannerCookie(document.cookie),
    false,
  );
  const [settled, setSettled] = useState(false);
  return (
    <div className={likely && !settled ? styles.reserved : undefined}>
      <Suspense fallback={null}>
        <SmartBanner onHidden={() => setSettled(true)} />
      </Suspense>
    </div>
  );
}
