import { describe, expect, it } from 'vitest';
import { SLIDER_PROMOTION_NAME, sliderPromotionName } from '@/lib/content-page';
import { promotionEvent, pushPromotionEvent, type TrackingScope } from '@/lib/promotion-tracking';

const shown = promotionEvent('view', {
  name: 'homepage_content_slider',
  creative: 'Fresh',
  position: 2,
});

describe('promotionEvent', () => {
  it('is a GA4-style view_promotion or select_promotion for the dataLayer', () => {
    expect(shown).toEqual({
      event: 'view_promotion',
      ecommerce: {
        promotion_name: 'homepage_content_slider',
        creative_name: 'Fresh',
        creative_slot: '2',
      },
    });
    expect(promotionEvent('select', { name: 'n', creative: 'c', position: 1 }).event).toBe(
      'select_promotion',
    );
  });
});

describe('pushPromotionEvent', () => {
  const all = { necessary: true, performance: true, ad: true, ux: true };

  it('pushes onto the dataLayer, creating it, when performance cookies are accepted', () => {
    const scope: TrackingScope = {};
    expect(pushPromotionEvent(scope, all, shown)).toBe(true);
    expect(pushPromotionEvent(scope, all, shown)).toBe(true);
    expect(scope.dataLayer).toEqual([shown, shown]);
  });

  it('keeps an existing dataLayer (a tag manager may have made it)', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    const scope: TrackingScope = { dataLayer: existing };
    pushPromotionEvent(scope, all, shown);
    expect(scope.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it.each([
    ['refused performance', { ...all, performance: false }],
    ['necessary only', { necessary: true, performance: false, ad: false, ux: false }],
    ['no decision', null],
  ])('pushes and creates nothing with %s', (_, consent) => {
    const scope: TrackingScope = {};
    expect(pushPromotionEvent(scope, consent, shown)).toBe(false);
    expect(scope).toEqual({});
  });
});

describe('sliderPromotionName', () => {
  it("is the slider's own name, else the spec's default", () => {
    expect(sliderPromotionName({ promotion_name: 'open_jobs_slider' })).toBe('open_jobs_slider');
    expect(sliderPromotionName({ promotion_name: null })).toBe(SLIDER_PROMOTION_NAME);
    expect(sliderPromotionName({ promotion_name: '  ' })).toBe('homepage_content_slider');
    expect(sliderPromotionName({})).toBe('homepage_content_slider');
  });
});
