import {
  type FieldError,
  type LengthRule,
  validateOptionalText,
  validatePlaceName,
  validatePostalCode,
  validateStreetNo,
} from '@/lib/field-rules';
import { validateVatNumber } from '@/lib/vat-number';

/** A receipt (απόδειξη, the default) or an invoice (τιμολόγιο) to a company. */
export const billingKinds = ['receipt', 'invoice'] as const;
export type Billing = (typeof billingKinds)[number];

/** What an invoice needs (shopping-app.md "temporaryInvoice"): the company and its address. */
export interface InvoiceDetails {
  companyName: string;
  /** ΑΦΜ: nine digits with a check digit (src/lib/vat-number.ts). */
  vatNumber: string;
  /** ΔΟΥ: the tax office the company belongs to. */
  taxOffice: string;
  /** Optional. */
  activity: string;
  street: string;
  streetNo: string;
  postalCode: string;
  city: string;
}
export type InvoiceField = keyof InvoiceDetails;
export const invoiceFields = [
  'companyName',
  'vatNumber',
  'taxOffice',
  'activity',
  'street',
  'streetNo',
  'postalCode',
  'city',
] as const satisfies readonly InvoiceField[];

export const emptyInvoice: InvoiceDetails = {
  companyName: '',
  vatNumber: '',
  taxOffice: '',
  activity: '',
  street: '',
  streetNo: '',
  postalCode: '',
  city: '',
};

/** The lengths the contract takes. */
export const INVOICE_LIMITS = {
  companyName: { minLength: 2, maxLength: 120 },
  taxOffice: { minLength: 2, maxLength: 60 },
  activity: 120,
  street: { minLength: 2, maxLength: 80 },
  streetNo: { minLength: 1, maxLength: 10 },
  city: { minLength: 2, maxLength: 60 },
} as const satisfies Record<string, LengthRule | number>;

/** Field error codes of the invoice details (the shop's field rules); empty when complete. */
export function invoiceErrors(invoice: InvoiceDetails): Partial<Record<InvoiceField, FieldError>> {
  const checks: Record<InvoiceField, FieldError | null> = {
    companyName: validatePlaceName(invoice.companyName, INVOICE_LIMITS.companyName),
    vatNumber: validateVatNumber(invoice.vatNumber),
    taxOffice: validatePlaceName(invoice.taxOffice, INVOICE_LIMITS.taxOffice),
    activity: validateOptionalText(invoice.activity, INVOICE_LIMITS.activity),
    street: validatePlaceName(invoice.street, INVOICE_LIMITS.street),
    streetNo: validateStreetNo(invoice.streetNo, INVOICE_LIMITS.streetNo),
    postalCode: validatePostalCode(invoice.postalCode),
    city: validatePlaceName(invoice.city, INVOICE_LIMITS.city),
  };
  const errors: Partial<Record<InvoiceField, FieldError>> = {};
  for (const field of invoiceFields) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The invoice as it is kept for a reload (`temporaryInvoice`): the choice and what was typed. */
export interface KeptInvoice {
  billing: Billing;
  invoice: InvoiceDetails;
}
