import type { ScenarioName } from '../scenarios';
import type { StoredOrder } from '../seed/users';

/** The shop starts on an order 3 hours before its time slot: changes close then. */
export const EDIT_ORDER_TIMEFRAME_MS = 3 * 60 * 60 * 1000;
/** An order without a time slot (collected when ready) can be cancelled for an hour. */
export const WINDOW_WITHOUT_SLOT_MS = 60 * 60 * 1000;

export interface OrderWindow {
  /** The cut-off (ISO), or null when the order never could or no longer can be changed. */
  editableUntil: string | null;
  isEditable: boolean;
}

/**
 * Until when a placed order may still be changed or cancelled: its slot's start less the shop's
 * time frame, or an hour after placing without a slot. An order placed inside that time frame
 * (a slot less than 3 hours away) never could be: no cut-off. The `edit-window-closed` scenario
 * has every cut-off at the moment the order was placed (so it has passed).
 */
export function orderWindow(
  order: StoredOrder,
  now: number,
  scenarios: ReadonlySet<ScenarioName>,
): OrderWindow {
  const closed = { editableUntil: null, isEditable: false };
  if (order.status !== 'PLACED') return closed;
  const placed = Date.parse(order.createdAt);
  if (scenarios.has('edit-window-closed')) {
    return { editableUntil: order.createdAt, isEditable: false };
  }
  const until = order.timeslot
    ? Date.parse(order.timeslot.startsAt) - EDIT_ORDER_TIMEFRAME_MS
    : placed + WINDOW_WITHOUT_SLOT_MS;
  if (until <= placed) return closed;
  return { editableUntil: new Date(until).toISOString(), isEditable: now < until };
}
