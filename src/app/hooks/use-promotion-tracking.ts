import { useCallback } from 'react';
import { type PromotionEvent, pushPromotionEvent } from '@/lib/promotion-tracking';
import { journeyOf, useOptionalShop } from '../shop';

/**
 * Sends a promotion event to the page's dataLayer when the cookie consent in force allows it (read
 * from the consent journey at the moment of the event, so a change of mind counts at once).
 */
export function usePromotionTracking(): (event: PromotionEvent) => void {
  const shop = useOptionalShop();
  return useCallback(
    (event: PromotionEvent) => {
      if (!shop || typeof window === 'undefined') return;
      const { choices } = journeyOf(shop, 'consent').getSnapshot().context;
      pushPromotionEvent(window as { dataLayer?: unknown[] }, choices, event);
    },
    [shop],
  );
}
