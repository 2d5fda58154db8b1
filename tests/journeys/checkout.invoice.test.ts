import type { KeptInvoice } from '@machines/checkout/checkout.invoice';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import {
  checkoutModel,
  completeInvoice,
  placedSample,
  readyDraft,
  wrongVatNumber,
} from '@machines/checkout/checkout.model';
import { invoiceErrors, isInvoiceRefused } from '@machines/checkout/checkout.selectors';
import type { PlacedOrderRef, PlaceOrderInput } from '@machines/checkout/checkout.types';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

const customer = checkoutModel.inputs[1]!.input;

/** A customer's checkout whose order call resolves at once; what it kept for a reload is logged. */
function start(keptInvoice: KeptInvoice | null = null) {
  const calls: PlaceOrderInput[] = [];
  const kept: (KeptInvoice | null)[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrderRef, PlaceOrderInput>(async ({ input }) => {
        calls.push(input);
        return placedSample;
      }),
    },
    actions: {
      completeOrder: () => {},
      keepAttempt: () => {},
      keepInvoice: (_, params) => {
        kept.push(params.kept);
      },
    },
  });
  const actor = createActor(machine, { input: { ...customer, keptInvoice } }).start();
  actor.send({ type: 'payment.select', method: 'CARD' });
  return { actor, calls, kept };
}

function typeInvoice(actor: ReturnType<typeof start>['actor'], invoice = completeInvoice) {
  for (const [field, value] of Object.entries(invoice))
    actor.send({ type: 'invoice.change', field: field as keyof typeof invoice, value });
}

describe('checkout: receipt or invoice', () => {
  it('a receipt by default: the order carries no invoice and nothing is kept', async () => {
    const { actor, calls, kept } = start();
    expect(actor.getSnapshot().context.billing).toBe('receipt');
    actor.send({ type: 'order.place', draft: readyDraft });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(calls[0]?.invoice).toBeNull();
    expect(kept).toEqual([null]);
  });

  it('an invoice with a wrong ΑΦΜ is refused on the field, before payment is checked', () => {
    const { actor, calls } = start();
    actor.send({ type: 'billing.select', billing: 'invoice' });
    typeInvoice(actor, { ...completeInvoice, vatNumber: wrongVatNumber });
    actor.send({ type: 'order.place', draft: readyDraft });
    const s = actor.getSnapshot();
    expect(s.matches({ editing: 'invoice' })).toBe(true);
    expect(isInvoiceRefused(s)).toBe(true);
    expect(invoiceErrors(s)).toEqual({ vatNumber: { code: 'vatNumberCheck' } });
    expect(calls).toEqual([]);
  });

  it('an empty invoice is refused with every required field named (activity is optional)', () => {
    const { actor } = start();
    actor.send({ type: 'billing.select', billing: 'invoice' });
    actor.send({ type: 'order.place', draft: readyDraft });
    expect(Object.keys(invoiceErrors(actor.getSnapshot())).sort()).toEqual(
      ['city', 'companyName', 'postalCode', 'street', 'streetNo', 'taxOffice', 'vatNumber'].sort(),
    );
  });

  it('a valid invoice goes with the order; the kept copy is forgotten once it is placed', async () => {
    const { actor, calls, kept } = start();
    actor.send({ type: 'billing.select', billing: 'invoice' });
    typeInvoice(actor);
    expect(kept.at(-1)).toEqual({ billing: 'invoice', invoice: completeInvoice });
    actor.send({ type: 'order.place', draft: readyDraft });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(calls[0]?.invoice).toEqual(completeInvoice);
    expect(kept.at(-1)).toBeNull();
  });

  it('back to a receipt: invalid invoice fields no longer hold the order, and are kept', async () => {
    const { actor, calls, kept } = start();
    actor.send({ type: 'billing.select', billing: 'invoice' });
    actor.send({ type: 'invoice.change', field: 'vatNumber', value: wrongVatNumber });
    actor.send({ type: 'billing.select', billing: 'receipt' });
    expect(kept.at(-1)?.invoice.vatNumber).toBe(wrongVatNumber);
    actor.send({ type: 'order.place', draft: readyDraft });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(calls[0]?.invoice).toBeNull();
  });

  it('what was kept before a reload comes back', () => {
    const { actor } = start({ billing: 'invoice', invoice: completeInvoice });
    expect(actor.getSnapshot().context).toMatchObject({
      billing: 'invoice',
      invoice: completeInvoice,
    });
  });
});
