import { savedAddressesMachine } from '@machines/saved-addresses/saved-addresses.machine';
import { sampleAddresses, savedAddress } from '@machines/saved-addresses/saved-addresses.model';
import {
  reachedLimit,
  showsAddButton,
  showsAddCard,
} from '@machines/saved-addresses/saved-addresses.selectors';
import { addressTextFields, draftOf } from '@machines/saved-addresses/saved-addresses.types';
import { serviceSelectionMachine } from '@machines/service-selection/service-selection.machine';
import { sampleAddress, services } from '@machines/service-selection/service-selection.model';
import { reachedAddressLimit } from '@machines/service-selection/service-selection.selectors';
import type { RemovedItem, Shopper } from '@machines/service-selection/service-selection.types';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

/**
 * "Adding is blocked" (content-side #44): once the saved addresses fill the configured limit,
 * neither the address page nor the header's list offers to add one. The generated paths sample
 * one limit each; these rules check both sides of it.
 */
const rules = {
  street: { minLength: 1, maxLength: 80 },
  streetNo: { minLength: 1, maxLength: 10 },
  postalCode: { minLength: 5, maxLength: 5, format: 'NUMERIC' as const },
  city: { minLength: 1, maxLength: 60 },
};

function addressPage(addressLimit: number | null) {
  const actor = createActor(
    savedAddressesMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => sampleAddresses),
        saveAddress: fromPromise(async () => savedAddress),
      },
    }),
    { input: { addressLimit } },
  ).start();
  return actor;
}

const listed = async (actor: ReturnType<typeof addressPage>) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().value).toBe('list');
};

describe('the address page at its limit', () => {
  it('offers no add card at the limit and says which limit it is', async () => {
    const actor = addressPage(2);
    await listed(actor);
    expect(showsAddCard(actor.getSnapshot())).toBe(false);
    expect(showsAddButton(actor.getSnapshot())).toBe(false);
    expect(reachedLimit(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'address.add' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('adds up to the limit, then the card goes', async () => {
    const actor = addressPage(3);
    await listed(actor);
    expect(showsAddCard(actor.getSnapshot())).toBe(true);
    expect(reachedLimit(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'address.add' });
    expect(actor.getSnapshot().value).toBe('editing');
    const draft = draftOf(savedAddress);
    for (const field of addressTextFields) {
      actor.send({ type: 'field.change', field, value: draft[field] });
    }
    actor.send({ type: 'address.save' });
    await listed(actor);
    expect(actor.getSnapshot().context.addresses).toHaveLength(3);
    expect(showsAddCard(actor.getSnapshot())).toBe(false);
    expect(reachedLimit(actor.getSnapshot())).toBe(3);
  });

  it('a save refused at the limit (another tab filled it) keeps the sheet, then reads the list again', async () => {
    const full = [...sampleAddresses, { ...savedAddress, _id: 'addr-elsewhere' }];
    let loads = 0;
    const actor = createActor(
      savedAddressesMachine.provide({
        actors: {
          loadAddresses: fromPromise(async () => (loads++ === 0 ? sampleAddresses : full)),
          saveAddress: fromPromise(async (): Promise<typeof savedAddress> => {
            throw { status: 409, code: 'ADDRESS_LIMIT', userMessage: 'The most allowed.' };
          }),
        },
      }),
      { input: { addressLimit: 3 } },
    ).start();
    await listed(actor);
    actor.send({ type: 'address.add' });
    const draft = draftOf(savedAddress);
    for (const field of addressTextFields) {
      actor.send({ type: 'field.change', field, value: draft[field] });
    }
    actor.send({ type: 'address.save' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The message shows and what was typed stays.
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.saveMessage).toBe('The most allowed.');
    expect(actor.getSnapshot().context.draft.street).toBe(draft.street);
    actor.send({ type: 'sheet.close' });
    await listed(actor);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.addresses).toHaveLength(3);
    expect(showsAddCard(actor.getSnapshot())).toBe(false);
  });

  it('no limit never blocks', async () => {
    const actor = addressPage(null);
    await listed(actor);
    expect(showsAddCard(actor.getSnapshot())).toBe(true);
    expect(reachedLimit(actor.getSnapshot())).toBeNull();
  });
});

function headerList(addressLimit: number | null) {
  const actor = createActor(
    serviceSelectionMachine.provide({
      actors: {
        revalidateCart: fromPromise<RemovedItem[], unknown>(async () => []) as never,
        loadShopper: fromPromise<Shopper>(async () => ({
          addresses: [sampleAddress],
          addressLimit,
          rules,
        })),
      },
      actions: { persistDeliveryMode: () => {}, persistSelection: () => {} },
    }),
    { input: { storedMode: null } },
  ).start();
  return actor;
}

const openList = async (actor: ReturnType<typeof headerList>) => {
  actor.send({ type: 'picker.open' });
  actor.send({ type: 'service.select', service: services.easy! });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().matches({ open: { delivery: 'addressList' } })).toBe(true);
};

describe("the header's address list at the limit", () => {
  it('refuses to add an address when the saved ones fill the limit', async () => {
    const actor = headerList(1);
    await openList(actor);
    expect(reachedAddressLimit(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'address.add' });
    expect(actor.getSnapshot().matches({ open: { delivery: 'addressList' } })).toBe(true);
  });

  it('opens the add sheet below the limit', async () => {
    const actor = headerList(2);
    await openList(actor);
    expect(reachedAddressLimit(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'address.add' });
    expect(actor.getSnapshot().matches({ open: { delivery: 'addingAddress' } })).toBe(true);
  });
});
