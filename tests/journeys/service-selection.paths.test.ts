import { validGuestAddress } from '@machines/guest-address/guest-address.model';
import { sampleShop } from '@machines/postal-check/postal-check.model';
import { customerForgotten } from '@machines/service-selection/service-selection.helpers';
import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import {
  sampleAddress,
  serviceSelectionModel,
} from '@machines/service-selection/service-selection.model';
import {
  addressPickerStatus,
  deliveryMode,
  isVerifying,
  selectedAddress,
  selectedPostalCode,
  selectedShop,
  sheetStep,
} from '@machines/service-selection/service-selection.selectors';
import type { StoredSelection } from '@machines/service-selection/service-selection.types';
import { expect } from 'vitest';
import { enqueueActions } from 'xstate';
import type { DeliveryMode } from '@/api/contract/common';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'service selection',
  machine: serviceSelectionMachine,
  model: serviceSelectionModel,
  bounds: [10, 60],
  fake: () => {
    const effects = {
      persisted: [] as DeliveryMode[],
      stored: [] as StoredSelection[],
      /** Storage written since the session ended (none: the tab that ended it reset storage). */
      writesAfterSessionEnd: null as number | null,
    };
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
          // The real rule, noting when the session ended (what was stored up to then stays).
          forgetCustomerAddress: enqueueActions(({ enqueue, context }) => {
            effects.writesAfterSessionEnd = effects.stored.length;
            enqueue.assign(customerForgotten(context));
          }),
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
    expect(addressPickerStatus(s)).toBe(deliveryMode(s) === 'takeAway' ? 0 : 1);
    // The DeliveryMode stored is the last completed selection's, never a half-made choice.
    if (effects.persisted.length) expect(effects.persisted.at(-1)).toBe(deliveryMode(s));
    if (s.matches('awaitingKept')) {
      // Prerendered HTML: no service chosen, nothing written before storage is read.
      expect(c.selectedShop).toBeNull();
      expect(effects.stored).toEqual([]);
      expect(effects.persisted).toEqual([]);
    } else if (s.matches('restoringAddress')) {
      // Nothing counts, nothing is written until the profile shows the kept address.
      expect(isVerifying(s)).toBe(true);
      expect(selectedAddress(s)).toBeNull();
      expect(c.pendingAddressId).toBe(sampleAddress._id);
      expect(effects.stored).toEqual([]);
    } else if (s.matches('verifying')) {
      expect(isVerifying(s)).toBe(true);
      // The kept shop counts only once the platform confirms it; nothing is written meanwhile.
      expect(c.selectedShop).toBeNull();
      expect(c.pendingShopId).not.toBeNull();
      expect(effects.stored).toEqual([]);
    } else if (s.matches('closed')) {
      // A notice shows only while notifying: it closes by itself or when dismissed.
      expect(c.notice !== null).toBe(s.matches({ closed: 'notifying' }));
      expect(sheetStep(s)).toBeNull();
      expect(c.pendingShopId).toBeNull();
      expect(c.pendingAddressId).toBeNull();
      expect(c.committed).toBeNull();
      if (effects.writesAfterSessionEnd !== null) {
        // Dropping the customer's address writes nothing: the logout elsewhere already reset
        // storage (DeliveryMode easy, no selection) and must not be undone from this tab.
        expect(effects.stored.length).toBe(effects.writesAfterSessionEnd);
        return;
      }
      expect(effects.persisted.at(-1)).toBe(c.mode);
      // What is stored is what a reload restores: the shop id, postal code, guest address and
      // the customer's saved address.
      expect(effects.stored.at(-1)).toEqual({
        service: c.mode,
        shopId: c.selectedShop?._id ?? null,
        postalCode: c.postalCode,
        guestAddress: c.guestAddress,
        addressId: c.mode === 'takeAway' ? null : (c.selectedAddress?._id ?? null),
      });
      // A selected delivery shop always comes with the postal code it delivers to.
      if (c.selectedShop && c.mode !== 'takeAway') expect(c.postalCode).not.toBeNull();
      if (c.notice === 'selectionDropped') expect(c.selectedShop).toBeNull();
      if (c.notice === 'addressForgotten') expect(c.selectedAddress).toBeNull();
      if (c.notice === 'addressSupported') expect(c.postalCode).not.toBeNull();
      if (c.notice === 'shopSelected') expect(c.selectedShop).toBe(c.takeAwayShop);
    } else if (s.matches({ open: 'picking' })) {
      expect(s.hasTag('picker')).toBe(true);
      if (c.notice === 'selectionDropped') {
        expect(c.selectedShop).toBeNull();
        expect(c.postalCode).toBeNull();
      }
    } else if (s.matches('open')) {
      // While choosing, the rest of the shop sees the selection completed before the sheet opened.
      expect(c.committed).not.toBeNull();
      expect(selectedShop(s)).toBe(c.committed?.selectedShop);
      expect(selectedPostalCode(s)).toBe(c.committed?.postalCode);
      const step = sheetStep(s);
      expect(step).not.toBeNull();
      // Choosing a service cleared the shop and postal code until a new one is found.
      // A dropped kept shop opens the picker only; choosing a service clears the notice.
      expect(c.notice).not.toBe('selectionDropped');
      if (!['addressList', 'addressCheckFailed', 'addressUnsupported'].includes(step!)) {
        expect(c.selectedShop).toBeNull();
      }
      if (step === 'removedItems') expect(c.removedItems.length).toBeGreaterThan(0);
      if (s.matches({ open: 'takeAway' })) expect(c.mode).toBe('takeAway');
      if (s.matches({ open: 'delivery' })) expect(c.mode).not.toBe('takeAway');
      if (step === 'addressList') expect(c.shopper?.addresses).not.toBeNull();
      // A failed check shows the list again and chose nothing.
      if (step === 'addressCheckFailed') expect(c.selectedAddress).toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event, effects) => {
    const c = actor.getSnapshot().context;
    const restoredAddress = c.selectedAddress !== null;
    if (event.type === 'session.ended') {
      // A signed-out shopper keeps no customer's address nor the delivery shop found for it.
      expect(c.selectedAddress).toBeNull();
      expect(c.shopper).toBeNull();
      if (c.mode !== 'takeAway') expect(selectedShop(actor.getSnapshot())).toBeNull();
    }
    if (event.type === 'session.loggedOut') {
      // A logout here starts over: nothing chosen, easy delivery, and storage says so.
      const s = actor.getSnapshot();
      expect(s.matches('closed')).toBe(true);
      expect(c.mode).toBe('easy');
      expect(selectedShop(s)).toBeNull();
      expect([c.postalCode, c.guestAddress, c.selectedAddress, c.pendingShopId]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(effects.persisted.at(-1)).toBe('easy');
      expect(effects.stored.at(-1)).toMatchObject({ shopId: null, postalCode: null });
    }
    if (event.type === 'xstate.done.actor.verifyShop' && c.selectedShop) {
      // The kept shop is selected again as the service's shop, with its postal code (and the
      // kept saved address, when there was one).
      expect(c.selectedShop._id).toBe(sampleShop._id);
      expect(c.easyShop).toEqual(c.selectedShop);
      expect(c.postalCode).toBe(restoredAddress ? sampleAddress.postalCode : '11527');
    }
    if (event.type === 'xstate.done.actor.restoreAddress') {
      // Kept only while the profile still lists it; otherwise the whole kept selection goes.
      const listed = (event as { output?: { addresses: unknown[] } }).output?.addresses.length;
      expect(c.selectedAddress).toEqual(listed ? sampleAddress : null);
      if (!listed) expect(c.notice).toBe('selectionDropped');
    }
    if (
      event.type.startsWith('xstate.') &&
      event.type.endsWith('.verifyShop') &&
      c.shopper === null
    ) {
      // Kept or dropped, a guest's address stays for the form.
      expect(c.guestAddress).toEqual(validGuestAddress);
    }
    if (event.type === 'xstate.after.NOTICE.selection.closed.notifying') {
      // A notice closes by itself; the selection it confirmed stays.
      expect(c.notice).toBeNull();
    }
    if (event.type === 'sheet.close') {
      // Closing before finishing keeps the last completed selection (none is half-made).
      if (c.selectedShop === null) expect(c.postalCode).toBeNull();
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
