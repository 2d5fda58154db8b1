import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { savedAddressesModel } from '@machines/saved-addresses/saved-addresses.model';
import {
  defaultAddressRules,
  validateAddress,
} from '@machines/saved-addresses/saved-addresses.types';
import { expect } from 'vitest';
import { describeJourneyPaths, pending } from './location-paths';

describeJourneyPaths({
  name: 'saved addresses',
  machine: savedAddressesMachine,
  model: savedAddressesModel,
  bounds: [8, 34],
  fake: () => ({
    machine: savedAddressesMachine.provide({
      actors: {
        loadAddresses: pending(),
        saveAddress: pending(),
        deleteAddress: pending(),
        setMainAddress: pending(),
      },
    }),
    effects: {},
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { addresses, draft, errors, targetId, addressLimit, editingId, addOnly } = s.context;
    // Never more addresses than the limit, and no new-address sheet at it.
    if (addressLimit !== null) {
      expect(addresses.length).toBeLessThanOrEqual(addressLimit);
      if (s.matches('editing') && editingId === null && !addOnly) {
        expect(addresses.length).toBeLessThan(addressLimit);
      }
    }
    // Exactly one main address whenever there are addresses.
    if (addresses.length > 0) {
      expect(addresses.filter((a: { isMainAddress: boolean }) => a.isMainAddress)).toHaveLength(1);
    }
    if (s.matches('loading') || s.matches('saving') || s.matches('deleting')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('settingMain')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(targetId).not.toBeNull();
    } else if (s.matches('loadFailed')) {
      expect(addresses).toEqual([]);
    } else if (s.matches('list')) {
      expect(s.hasTag('busy')).toBe(false);
      expect(targetId).toBeNull();
    } else if (s.matches('confirmingDelete')) {
      expect(addresses.some((a: { _id: string }) => a._id === targetId)).toBe(true);
    } else if (s.matches('editing')) {
      // Every error shown is one the current draft really has.
      const actual = validateAddress(draft, defaultAddressRules);
      for (const [field, error] of Object.entries(errors)) {
        expect(actual[field as keyof typeof actual]).toEqual(error);
      }
    } else if (s.matches('added')) {
      // Add-only: the journey ends with the address the platform saved.
      expect(s.status).toBe('done');
      expect(s.output?._id).toBeTruthy();
    } else if (s.matches('cancelled')) {
      expect(s.status).toBe('done');
      expect(s.output).toBeNull();
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
    if (s.matches('saving')) expect(validateAddress(draft, defaultAddressRules)).toEqual({});
  },
  afterStep: (actor, event) => {
    const s = actor.getSnapshot();
    if (event.type === 'xstate.error.actor.saveAddress') {
      // The server's message is shown, the area is flagged, what was typed stays.
      const { error } = event as unknown as { error: { userMessage: string; code?: string } };
      expect(s.context.saveMessage).toBe(error.userMessage);
      expect(s.context.listStale).toBe(error.code === 'ADDRESS_LIMIT');
      expect(s.context.notEligible).toBe(true);
      expect(s.context.draft.street).not.toBe('');
    }
    if (event.type === 'sheet.close' && s.matches('loading')) {
      // Only a list the platform said had changed is read again.
      expect(s.context.listStale).toBe(false);
    }
    if (event.type === 'address.save' && s.matches('editing')) {
      expect(Object.keys(s.context.errors).length).toBeGreaterThan(0);
    }
    if (event.type === 'xstate.done.actor.saveAddress') {
      // Listed on the page, or (add-only) handed over as the journey's output.
      const saved = s.matches('added')
        ? [s.output]
        : s.context.addresses.filter((a: { _id: string }) => a._id === 'addr-new');
      expect(saved.map((a: { _id: string }) => a._id)).toEqual(['addr-new']);
    }
    if (event.type === 'xstate.done.actor.deleteAddress') {
      expect(s.context.addresses.some((a: { _id: string }) => a._id === 'addr-home')).toBe(false);
    }
    if (event.type === 'xstate.done.actor.setMainAddress') {
      const main = s.context.addresses.find((a: { isMainAddress: boolean }) => a.isMainAddress);
      expect(main?._id).toBe('addr-work');
    }
  },
});
