import { billingKinds, type KeptInvoice } from '@machines/checkout/checkout.invoice';
import { z } from 'zod/mini';
import { type KeyValueStore, readStored, removeStored, writeStored } from '@/lib/storage';

/** What is typed is kept as typed (checked at "Place order"), only bounded in size. */
const typed = z.string().check(z.maxLength(200));
const keptInvoiceSchema = z.object({
  billing: z.enum(billingKinds),
  invoice: z.object({
    companyName: typed,
    vatNumber: typed,
    taxOffice: typed,
    activity: typed,
    street: typed,
    streetNo: typed,
    postalCode: typed,
    city: typed,
  }),
});

/** The invoice choice and details typed before a reload (`temporaryInvoice`), if any. */
export function readKeptInvoice(store: KeyValueStore): KeptInvoice | null {
  return readStored(store, 'temporaryInvoice', keptInvoiceSchema);
}

const isBlank = (kept: KeptInvoice) =>
  kept.billing === 'receipt' && Object.values(kept.invoice).every((value) => !value.trim());

/**
 * Keeps what the shopper chose and typed (`temporaryInvoice`) and marks it as not ordered yet
 * (`notSavedInvoiceFlag`); null (the order was placed) or nothing typed forgets both.
 */
export function keepInvoice(store: KeyValueStore, kept: KeptInvoice | null): void {
  if (kept === null || isBlank(kept)) {
    removeStored(store, 'temporaryInvoice');
    removeStored(store, 'notSavedInvoiceFlag');
    return;
  }
  writeStored(store, 'temporaryInvoice', kept);
  writeStored(store, 'notSavedInvoiceFlag', true);
}
