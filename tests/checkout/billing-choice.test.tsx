// @vitest-environment jsdom
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { emptyContact } from '@machines/checkout/checkout.types';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { CheckoutActor } from '@/app/actors/page/checkout';
import { keepInvoice } from '@/app/actors/page/checkout-invoice';
import { BillingChoice } from '@/features/checkout/BillingChoice';
import { activateLocale } from '@/i18n/i18n';
import { renderView } from '../content/render';

/**
 * The checkout's receipt-or-invoice choice in Greek, with the checkout journey (nothing ordered
 * here). The browser runs axe on it with a refused ΑΦΜ, and keeps the typed invoice over a
 * reload into the order (e2e/checkout-invoice.spec.ts).
 */
beforeAll(() => activateLocale('el'));

/** The journey as the page starts it, keeping what is typed as the shop does (no order here). */
const checkout = checkoutMachine.provide({
  actions: { keepInvoice: (_, { kept }) => keepInvoice(localStorage, kept) },
});

it('in Greek: Απόδειξη by default, Τιμολόγιο asks for the company and refuses a wrong ΑΦΜ', async () => {
  renderView(
    <CheckoutActor.Provider
      logic={checkout}
      options={{ input: { guest: true, keySeed: 'seed', contact: emptyContact } }}
    >
      <BillingChoice disabled={false} />
    </CheckoutActor.Provider>,
  );
  const receipt = screen.getByRole('radio', { name: 'Απόδειξη' });
  expect((receipt as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByRole('textbox', { name: 'ΑΦΜ' })).toBeNull();
  fireEvent.click(screen.getByText('Τιμολόγιο', { exact: true }));
  const vatNumber = await screen.findByRole('textbox', { name: 'ΑΦΜ' });
  fireEvent.change(vatNumber, { target: { value: '094014202' } });
  expect(screen.queryByText('Ο ΑΦΜ δεν είναι έγκυρος: ελέγξτε τα ψηφία.')).toBeNull();
  fireEvent.blur(vatNumber);
  expect(await screen.findByText('Ο ΑΦΜ δεν είναι έγκυρος: ελέγξτε τα ψηφία.')).toBeDefined();
  expect(vatNumber.getAttribute('aria-invalid')).toBe('true');
});
