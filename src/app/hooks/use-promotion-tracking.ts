import { useCallback } from 'react';
import { type PromotionEvent, pushPromotionEvent } from '@/lib/promotion-tracking';
import { journeyOf, useOptionalVisit } from '../visit';

/**
 * Sends a promotion event to the page's dataLayer when the cookie consent in force allows it (read
 * from the consent journey at the moment of the event, so a change of mind counts at once).
 */
export function usePromotionTracking(): (event: PromotionEvent) => void {
  const visit = useOptionalVisit();
  return useCallback(
    (event: PromotionEvent) => {
      if (!visit || typeof window === 'undefined') return;
      const { choices } = journeyOf(visit, 'consent').getSnapshot().context;
      pushPromotionEvent(window as { dataLayer?: unknown[] }, choices, event);
    },
    [visit],
  );
}
