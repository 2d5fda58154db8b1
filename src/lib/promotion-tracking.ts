/**
 * Promotion tracking (content-side.md §3 "slidercontent"): an event when a slider card is shown
 * and when it is pressed, in the dataLayer shape a tag manager reads (GA4's `view_promotion` and
 * `select_promotion`), pushed only when the cookie consent allows measurement.
 */

/**
 * The consent category the events need: performance ("anonymous visit counts and page speed
 * measurements" in the cookie statement), the measuring one. Advertising is for targeted offers.
 */
export const TRACKING_CATEGORY = 'performance' as const;

export interface PromotionEvent {
  event: 'view_promotion' | 'select_promotion';
  ecommerce: {
    /** The slider's tracking name (default "homepage_content_slider"). */
    promotion_name: string;
    /** The card's title. */
    creative_name: string;
    /** The card's position in the slider, from 1. */
    creative_slot: string;
  };
}

export const promotionEvent = (
  kind: 'view' | 'select',
  promotion: { name: string; creative: string; position: number },
): PromotionEvent => ({
  event: kind === 'view' ? 'view_promotion' : 'select_promotion',
  ecommerce: {
    promotion_name: promotion.name,
    creative_name: promotion.creative,
    creative_slot: String(promotion.position),
  },
});

/** What a page holds for a tag manager: `window.dataLayer`. */
export interface TrackingScope {
  dataLayer?: unknown[];
}

/**
 * Pushes the event onto the scope's dataLayer (created when missing) only when the decision in
 * force allows the tracking category; with no decision, or a refusal, nothing is pushed or created.
 * Returns whether it was pushed.
 */
export function pushPromotionEvent(
  scope: TrackingScope,
  consent: Readonly<Record<typeof TRACKING_CATEGORY, boolean>> | null | undefined,
  event: PromotionEvent,
): boolean {
  if (consent?.[TRACKING_CATEGORY] !== true) return false;
  scope.dataLayer ??= [];
  scope.dataLayer.push(event);
  return true;
}
