import type { GuestField } from '@machines/guest-address/guest-address.types';
import { expect, type Page } from '@playwright/test';

const labels: Record<GuestField, string> = {
  street: 'Street',
  streetNo: 'Number',
  postalCode: 'Postal code',
  city: 'City',
  contactPhone: 'Contact phone',
};

/** How the guest address form looks and is operated in the English shop (role locators only). */
export const guestAddressUi = (page: Page) => {
  const form = page.getByRole('dialog', { name: 'Your delivery address' });
  return {
    form,
    save: form.getByRole('button', { name: 'Save address' }),
    networkAlert: form.getByRole('alert').filter({ hasText: 'We could not check your address' }),
    field: (field: GuestField) => form.getByRole('textbox', { name: labels[field] }),
    /** Fills the rest of the reached form (a served address in Athens) and saves it. */
    async saveAthensAddress() {
      await form.getByRole('textbox', { name: labels.street }).fill('Ermou');
      await form.getByRole('textbox', { name: labels.streetNo }).fill('12');
      await form.getByRole('textbox', { name: labels.city }).fill('Athens');
      await form.getByRole('textbox', { name: labels.contactPhone }).fill('6912345678');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form).toBeHidden();
    },
    /** A delivery service (home by default), a served postal code, then the address form. */
    async reachForm(
      postalCode: string,
      service: 'Home delivery' | 'Express delivery' = 'Home delivery',
    ) {
      await page.getByRole('button', { name: /Service and address/ }).click();
      await page
        .getByRole('dialog', { name: 'How would you like to shop?' })
        .getByRole('button', { name: service })
        .click();
      const check = page.getByRole('dialog', { name: 'Do we deliver to you?' });
      await check.getByRole('textbox', { name: 'Postal code' }).fill(postalCode);
      await check.getByRole('button', { name: 'Check' }).click();
      await check.getByRole('button', { name: 'Continue with your address' }).click();
      await expect(form.getByRole('textbox', { name: 'Postal code' })).toHaveValue(postalCode);
    },
  };
};
