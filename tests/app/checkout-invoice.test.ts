import { emptyInvoice } from '@machines/checkout/checkout.invoice';
import { completeInvoice } from '@machines/checkout/checkout.model';
import { describe, expect, it } from 'vitest';
import { keepInvoice, readKeptInvoice } from '@/app/actors/page/checkout-invoice';
import { memoryStorage as memory } from '../lib/memory-storage';

describe('the invoice kept for a reload (temporaryInvoice, notSavedInvoiceFlag)', () => {
  it('what is typed is kept and marked as not ordered yet, and read back', () => {
    const store = memory();
    keepInvoice(store, { billing: 'invoice', invoice: completeInvoice });
    expect(store.map.get('notSavedInvoiceFlag')).toBe('true');
    expect(readKeptInvoice(store)).toEqual({ billing: 'invoice', invoice: completeInvoice });
  });

  it('a placed order (null) or nothing typed forgets both keys', () => {
    const store = memory();
    keepInvoice(store, { billing: 'invoice', invoice: completeInvoice });
    keepInvoice(store, null);
    expect([...store.map.keys()]).toEqual([]);
    keepInvoice(store, { billing: 'invoice', invoice: completeInvoice });
    keepInvoice(store, { billing: 'receipt', invoice: emptyInvoice });
    expect([...store.map.keys()]).toEqual([]);
  });

  it('a corrupt or foreign value is ignored', () => {
    const store = memory();
    store.setItem('temporaryInvoice', '{"companyName":"Agora Trade"}');
    expect(readKeptInvoice(store)).toBeNull();
    store.setItem('temporaryInvoice', '{not json');
    expect(readKeptInvoice(store)).toBeNull();
  });
});
