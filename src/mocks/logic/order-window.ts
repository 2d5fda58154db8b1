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
 * Until when a placed order may still be cancelled: its slot's start less the shop's time frame,
 * or an hour after placing without a slot. The `edit-window-closed` scenario has every cut-off
 * at the moment the order was placed (so it has passed).
 */
export function orderWindow(
  order: StoredOrder,
  now: number,
  scenarios: ReadonlySet<ScenarioName>,
): OrderWindow {
  if (order.status !== 'PLACED') return { editableUntil: null, isEditable: false };
  const placed = Date.parse(order.createdAt);
  const until = scenarios.has('edit-window-closed')
    ? placed
    : order.timeslot
      ? Date.parse(order.timeslot.startsAt) - EDIT_ORDER_TIMEFRAME_MS
      : placed + WINDOW_WITHOUT_SLOT_MS;
  return { editableUntil: new Date(until).toISOString(), isEditable: now < until };
}
