import { orderEditMachine } from '@machines/order-edit/order-edit.machine';
import { orderEditModel, sampleLines } from '@machines/order-edit/order-edit.model';
import { blockingProblem, hasChanges } from '@machines/order-edit/order-edit.types';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'order edit',
  machine: orderEditMachine,
  model: orderEditModel,
  bounds: [8, 90],
  fake: () => ({
    effects: {},
    machine: orderEditMachine.provide({
      actors: { priceLines: pending(), updateOrder: pending() },
    }),
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { lines, original, priced, failure, saved } = s.context;
    if (s.matches('viewing')) {
      // Nothing half-changed is kept once the edit is closed.
      expect(lines).toEqual([]);
      expect(priced).toBeNull();
      expect(failure === null || failure === 'locked').toBe(true);
    } else if (s.matches({ editing: 'pricing' })) {
      expect(s.hasTag('busy')).toBe(true);
      expect(lines.length).toBeGreaterThan(0);
    } else if (s.matches({ editing: 'ready' })) {
      expect(priced).not.toBeNull();
    } else if (s.matches({ editing: 'pricingFailed' })) {
      expect(priced).toBeNull();
    } else if (s.matches({ editing: 'empty' })) {
      expect(lines).toEqual([]);
      expect(s.can({ type: 'edit.save' })).toBe(false);
    } else if (s.matches('confirmingDiscard')) {
      // Asked only when something would be lost.
      expect(hasChanges(lines, original)).toBe(true);
    } else if (s.matches('saving')) {
      // Only a priced change with nothing blocking it is sent.
      expect(s.hasTag('busy')).toBe(true);
      expect(hasChanges(lines, original)).toBe(true);
      expect(blockingProblem(priced)).toBeNull();
      expect(saved).toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
    // A quantity is always a whole number from 1.
    for (const line of lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
  },
  afterStep: (actor, event) => {
    const s = actor.getSnapshot();
    if (event.type === 'edit.open') expect(s.context.original).toEqual(sampleLines);
    if (event.type === 'xstate.done.actor.updateOrder')
      expect(s.context.saved?._id).toBe('order-1');
    if (event.type === 'xstate.error.actor.updateOrder') {
      // What the customer changed stays unless the order closed.
      if (s.context.failure === 'locked') expect(s.matches('viewing')).toBe(true);
      else expect(hasChanges(s.context.lines, s.context.original)).toBe(true);
    }
  },
});
