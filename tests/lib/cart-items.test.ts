import { pricedAllowed, pricedWithChanges, sampleItems } from '@machines/cart/cart.fixtures';
import {
  acceptPricing,
  addItem,
  applyLabels,
  countItems,
  lineKey,
  MAX_LINE_QUANTITY,
  needsDetails,
  readStoredLines,
  setComment,
  setQuantity,
  storedCartParser,
  toCartItem,
} from '@machines/cart/cart.types';
import { describe, expect, it } from 'vitest';
import {
  isBelowMinimum,
  packagingFee,
  progressMark,
  progressPercent,
} from '@/features/cart/cart-display';

describe('stored cart', () => {
  it('migrates the first version’s {sku, quantity} lines to full items', () => {
    const parsed = storedCartParser.safeParse([{ sku: '1001', quantity: 2 }]);
    expect(parsed.success).toBe(true);
    const [item] = parsed.success ? parsed.data : [];
    expect(item).toMatchObject({ id: '1001', sku: '1001', quantity: 2, options: [], comments: '' });
    expect(needsDetails(item!)).toBe(true);
  });

  it('keeps every field of a full item', () => {
    const full = { ...sampleItems[0]!, comments: 'ripe', isGift: true, labelType: 'priceChanged' };
    const parsed = storedCartParser.safeParse([full]);
    expect(parsed.success && parsed.data[0]).toEqual(full);
  });

  it('reads a value that is not a list as corrupt', () => {
    expect(storedCartParser.safeParse({ sku: '1' }).success).toBe(false);
    expect(readStoredLines('[{"sku"')).toEqual({ items: [], dropped: 'all' });
  });

  it('drops only the lines it cannot read, and counts them', () => {
    const good = [
      { sku: '1009', quantity: 2 },
      { ...sampleItems[0]!, comments: 'ripe' },
      { sku: '1003', quantity: 1 },
    ];
    const stored = [
      good[0],
      { sku: '', quantity: 1 },
      good[1],
      { sku: '1', quantity: 0 },
      null,
      good[2],
    ];
    const { items, dropped } = readStoredLines(stored);
    expect(dropped).toBe(3);
    expect(items.map((item) => item.sku)).toEqual(good.map((line) => line!.sku));
    expect(storedCartParser.safeParse(stored)).toEqual({ success: true, data: items });
  });
});

describe('cart lines', () => {
  const [feta, oil] = sampleItems as [(typeof sampleItems)[0], (typeof sampleItems)[0]];

  it('same sku and options is one line: quantities add up, capped', () => {
    const twice = addItem(addItem([], feta), { ...feta, quantity: 3 });
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(5);
    expect(addItem(twice, { ...feta, quantity: 500 })[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('other options are another line, whatever their order', () => {
    const a = toCartItem({ ...feta, options: ['b', 'a'] });
    const b = toCartItem({ ...feta, options: ['a', 'b'] });
    expect(lineKey(a)).toBe(lineKey(b));
    expect(addItem([feta], a)).toHaveLength(2);
  });

  it('quantity 0 removes the line', () => {
    expect(setQuantity([feta, oil], lineKey(feta), 0)).toEqual([oil]);
    expect(countItems(setQuantity([feta, oil], lineKey(oil), 4))).toBe(feta.quantity + 4);
  });

  it('the comment is cut to the configured maximum', () => {
    const [line] = setComment([feta], lineKey(feta), 'x'.repeat(150), 100);
    expect(line!.comments).toHaveLength(100);
  });

  it('labels follow the newest pricing; accepting it drops unavailable lines and renews prices', () => {
    expect(applyLabels([feta, oil], pricedWithChanges).map((l) => l.labelType)).toEqual([
      'unavailable',
      'priceChanged',
    ]);
    expect(applyLabels([feta, oil], pricedAllowed).map((l) => l.labelType)).toEqual([null, null]);
    const accepted = acceptPricing([feta, oil], pricedWithChanges);
    expect(accepted).toEqual([{ ...oil, unitPrice: 1419, labelType: null }]);
  });
});

describe('cart display', () => {
  it('progress is currentValue / requiredValue, within 0..100', () => {
    expect(progressPercent(pricedAllowed)).toBe(45);
    const over = {
      ...pricedAllowed,
      progress: {
        ...pricedAllowed.progress,
        progressInfo: { currentValue: 9000, requiredValue: 5000 },
      },
    };
    expect(progressPercent(over)).toBe(100);
  });

  it('MSG_ORDER00017 changes the progress mark and blocks checkout; free delivery gets the tick', () => {
    const below = { ...pricedAllowed, messages: [{ code: 'MSG_ORDER00017' }] };
    expect(isBelowMinimum(below)).toBe(true);
    expect(progressMark(below)).toBe('belowMinimum');
    expect(isBelowMinimum(pricedAllowed)).toBe(false);
    expect(progressMark(pricedAllowed)).toBe('onTheWay');
    const free = {
      ...pricedAllowed,
      progress: {
        ...pricedAllowed.progress,
        data: { ...pricedAllowed.progress.data, remainingAmountForFree: 0 },
      },
    };
    expect(progressMark(free)).toBe('free');
  });

  it('packaging fee lines only when the configuration enables them', () => {
    const line = { packagingUnitPrice: 15, quantity: 3 };
    expect(packagingFee(true, line)).toBe(45);
    expect(packagingFee(false, line)).toBeNull();
    expect(packagingFee(true, { packagingUnitPrice: null, quantity: 3 })).toBeNull();
  });
});
