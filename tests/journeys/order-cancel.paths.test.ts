import { orderCancelMachine } from '@machines/order-cancel/order-cancel.machine';
import { orderCancelModel } from '@machines/order-cancel/order-cancel.model';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'order cancel',
  machine: orderCancelMachine,
  model: orderCancelModel,
  bounds: [3, 12],
  fake: () => ({
    effects: {},
    machine: orderCancelMachine.provide({ actors: { cancelOrder: pending() } }),
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { failure, cancelled } = s.context;
    if (s.matches('idle')) {
      // Back on the order: only a late cancel leaves a word there.
      expect(failure === null || failure === 'locked').toBe(true);
      expect(cancelled).toBeNull();
    } else if (s.matches('confirming')) {
      expect(failure === null || failure === 'failed').toBe(true);
    } else if (s.matches('cancelling')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(failure).toBeNull();
    } else if (s.matches('cancelled')) {
      expect(s.status).toBe('done');
      expect(s.output?.status).toBe('CANCELLED');
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const { failure } = actor.getSnapshot().context;
    if (event.type === 'cancel.open') expect(actor.getSnapshot().matches('confirming')).toBe(true);
    if (event.type === 'xstate.error.actor.cancelOrder') {
      const late = (event as { error?: { code?: string } }).error?.code === 'ORDER_LOCKED';
      expect(failure).toBe(late ? 'locked' : 'failed');
      // Too late: the order is closed, no cancel is offered again.
      if (late) expect(actor.getSnapshot().can({ type: 'cancel.open' })).toBe(false);
    }
  },
});
