import { describe, expect, it } from 'vitest';
import { EDIT_ORDER_TIMEFRAME_MS, orderWindow } from '@/mocks/logic/order-window';
import type { StoredOrder } from '@/mocks/seed/users';

const HOUR = 60 * 60 * 1000;
const placedAt = Date.UTC(2026, 11, 7, 8, 0);
const order = (extra: Partial<StoredOrder> = {}) =>
  ({
    status: 'PLACED',
    createdAt: new Date(placedAt).toISOString(),
    timeslot: null,
    ...extra,
  }) as StoredOrder;
const slotAt = (start: number) => ({
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(start + HOUR).toISOString(),
});
const none = new Set<never>();

describe('the cut-off of a placed order (demo platform)', () => {
  it('closes 3 hours before the slot starts, open until the last millisecond', () => {
    const start = placedAt + 10 * HOUR;
    const cutOff = start - EDIT_ORDER_TIMEFRAME_MS;
    const slotted = order({ timeslot: slotAt(start) });
    expect(orderWindow(slotted, cutOff - 1, none)).toEqual({
      editableUntil: new Date(cutOff).toISOString(),
      isEditable: true,
    });
    expect(orderWindow(slotted, cutOff, none).isEditable).toBe(false);
  });

  it('without a slot, stays open for an hour after placing', () => {
    expect(orderWindow(order(), placedAt + HOUR - 1, none).isEditable).toBe(true);
    expect(orderWindow(order(), placedAt + HOUR, none)).toEqual({
      editableUntil: new Date(placedAt + HOUR).toISOString(),
      isEditable: false,
    });
  });

  it('an order placed inside the time frame never could change: no cut-off to show', () => {
    const soon = order({ timeslot: slotAt(placedAt + 2 * HOUR) });
    expect(orderWindow(soon, placedAt, none)).toEqual({ editableUntil: null, isEditable: false });
  });

  it('an order no longer placed has no cut-off', () => {
    for (const status of ['PREPARING', 'COMPLETED', 'CANCELLED'] as const) {
      expect(orderWindow(order({ status }), placedAt, none)).toEqual({
        editableUntil: null,
        isEditable: false,
      });
    }
  });

  it('the edit-window-closed scenario closes it the moment it was placed', () => {
    expect(orderWindow(order(), placedAt, new Set(['edit-window-closed'] as const))).toEqual({
      editableUntil: new Date(placedAt).toISOString(),
      isEditable: false,
    });
  });
});
