import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import { serviceSelectionModel } from '@machines/service-selection/service-selection.model';
import {
  addressPickerStatus,
  sheetStep,
} from '@machines/service-selection/service-selection.selectors';
import { expect } from 'vitest';
import type { DeliveryMode } from '@/api/contract/common';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'service selection',
  machine: serviceSelectionMachine,
  model: serviceSelectionModel,
  bounds: [10, 40],
  fake: () => {
    const effects = { persisted: [] as DeliveryMode[] };
    return {
      effects,
      machine: serviceSelectionMachine.provide({
        actors: {
          revalidateCart: pending(),
          loadShopper: pending(),
          findShops: pending(),
          postalCheck: pending(),
          guestAddress: pending(),
        },
        actions: { persistDeliveryMode: (_, { mode }) => void effects.persisted.push(mode) },
      }),
    };
  },
  invariant: (actor, effects) => {
    const s = actor.getSnapshot();
    const c = s.context;
    // The selected shop is always the one stored for the current service.
    if (c.selectedShop) {
      const byMode = { easy: c.easyShop, express: c.expressShop, takeAway: c.takeAwayShop };
      expect(byMode[c.mode as DeliveryMode]).toEqual(c.selectedShop);
    }
    expect(addressPickerStatus(s)).toBe(c.mode === 'takeAway' ? 0 : 1);
    if (effects.persisted.length) expect(effects.persisted.at(-1)).toBe(c.mode);
    if (s.matches('closed')) {
      expect(sheetStep(s)).toBeNull();
      if (c.notice === 'addressSupported') expect(c.postalCode).not.toBeNull();
      if (c.notice === 'shopSelected') expect(c.selectedShop).toBe(c.takeAwayShop);
    } else if (s.matches({ open: 'picking' })) {
      expect(s.hasTag('picker')).toBe(true);
    } else if (s.matches('open')) {
      const step = sheetStep(s);
      expect(step).not.toBeNull();
      // Choosing a service cleared the shop and postal code until a new one is found.
      if (step !== 'addressList' && step !== 'addressUnsupported') {
        expect(c.selectedShop).toBeNull();
      }
      if (step === 'removedItems') expect(c.removedItems.length).toBeGreaterThan(0);
      if (s.matches({ open: 'takeAway' })) expect(c.mode).toBe('takeAway');
      if (s.matches({ open: 'delivery' })) expect(c.mode).not.toBe('takeAway');
      if (step === 'addressList') expect(c.shopper?.addresses).not.toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const c = actor.getSnapshot().context;
    if (event.type === 'service.select') {
      expect(c.selectedShop).toBeNull();
      expect(c.postalCode).toBeNull();
    }
    if (event.type === 'xstate.done.actor.guestAddress' && c.notice === 'addressSupported') {
      expect(c.selectedShop?._id).toBe(c.availableShops[0]?._id);
      expect(c.guestAddress).not.toBeNull();
    }
  },
});
