import { validGuestAddress } from '@machines/guest-address/guest-address.model';
import { sampleShop } from '@machines/postal-check/postal-check.model';
import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import { serviceSelectionModel } from '@machines/service-selection/service-selection.model';
import {
  addressPickerStatus,
  sheetStep,
} from '@machines/service-selection/service-selection.selectors';
import type { StoredSelection } from '@machines/service-selection/service-selection.types';
import { expect } from 'vitest';
import type { DeliveryMode } from '@/api/contract/common';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'service selection',
  machine: serviceSelectionMachine,
  model: serviceSelectionModel,
  bounds: [10, 40],
  fake: () => {
    const effects = { persisted: [] as DeliveryMode[], stored: [] as StoredSelection[] };
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
        actions: {
          persistDeliveryMode: (_, { mode }) => void effects.persisted.push(mode),
          persistSelection: (_, { selection }) => void effects.stored.push(selection),
        },
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
    if (s.matches('verifying')) {
      // The kept shop counts only once the platform confirms it; nothing is written meanwhile.
      expect(c.selectedShop).toBeNull();
      expect(c.pendingShopId).not.toBeNull();
      expect(effects.stored).toEqual([]);
    } else if (s.matches('closed')) {
      expect(sheetStep(s)).toBeNull();
      expect(c.pendingShopId).toBeNull();
      // What is stored is what a reload restores: the shop id, postal code and guest address.
      expect(effects.stored.at(-1)).toEqual({
        service: c.mode,
        shopId: c.selectedShop?._id ?? null,
        postalCode: c.postalCode,
        guestAddress: c.guestAddress,
      });
      if (c.notice === 'selectionDropped') expect(c.selectedShop).toBeNull();
      if (c.notice === 'addressSupported') expect(c.postalCode).not.toBeNull();
      if (c.notice === 'shopSelected') expect(c.selectedShop).toBe(c.takeAwayShop);
    } else if (s.matches({ open: 'picking' })) {
      expect(s.hasTag('picker')).toBe(true);
      if (c.notice === 'selectionDropped') {
        expect(c.selectedShop).toBeNull();
        expect(c.postalCode).toBeNull();
      }
    } else if (s.matches('open')) {
      const step = sheetStep(s);
      expect(step).not.toBeNull();
      // Choosing a service cleared the shop and postal code until a new one is found.
      // A dropped kept shop opens the picker only; choosing a service clears the notice.
      expect(c.notice).not.toBe('selectionDropped');
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
    if (event.type === 'xstate.done.actor.verifyShop' && c.selectedShop) {
      // The kept shop is selected again as the service's shop, with its postal code.
      expect(c.selectedShop._id).toBe(sampleShop._id);
      expect(c.easyShop).toEqual(c.selectedShop);
      expect(c.postalCode).toBe('11527');
    }
    if (event.type.startsWith('xstate.') && event.type.endsWith('.verifyShop')) {
      // Kept or dropped, the guest's address stays for the form.
      expect(c.guestAddress).toEqual(validGuestAddress);
    }
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
