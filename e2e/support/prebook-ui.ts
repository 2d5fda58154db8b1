import { expect, type Page } from '@playwright/test';

/** How the pre-book journey looks and is operated in the English shop (role locators only). */
export const prebookUi = (page: Page) => {
  const slotButton = page.getByRole('button', { name: /^Delivery time/ });
  const sheet = page.getByRole('dialog', { name: 'Choose a time slot' });
  const times = sheet.getByRole('radiogroup', { name: 'Time' });
  const days = sheet.getByRole('radiogroup', { name: 'Day' });
  const picker = page.getByRole('dialog', { name: 'How would you like to shop?' });
  const expiryModal = page.getByRole('alertdialog', { name: 'Your time slot has expired' });
  const warning = page.getByRole('region', { name: 'Time slot running out' });

  /** Pick-up at Agora Kolonaki, from the open service picker. */
  const pickKolonaki = async () => {
    await picker.getByRole('button', { name: 'Pick-up at the shop' }).click();
    await page
      .getByRole('dialog', { name: 'Choose a shop for pick-up' })
      .getByRole('button', { name: /Agora Kolonaki/ })
      .click();
    await expect(page.getByRole('button', { name: /Pick-up · Agora Kolonaki/ })).toBeVisible();
  };

  return {
    slotButton,
    sheet,
    times,
    days,
    expiryModal,
    /** The notice a few minutes before the reservation runs out, with "Keep my slot". */
    warning,
    keep: warning.getByRole('button', { name: 'Keep my slot' }),
    keeping: warning.getByRole('button', { name: 'Keeping your slot…' }),
    /** In the warning's place once Keep my slot worked: the slot is kept, until "OK". */
    kept: page.getByRole('region', { name: 'Time slot kept' }),
    keptOk: page
      .getByRole('region', { name: 'Time slot kept' })
      .getByRole('button', { name: 'OK' }),
    /** "Keep my slot" got no answer: said in the warning, which offers it again. */
    extensionFailed: warning.getByRole('alert').filter({ hasText: 'could not be kept just now' }),
    /** Why the sheet opened by itself: "Keep my slot" was refused (full, or held enough). */
    extensionRefused: sheet.getByRole('alert').filter({ hasText: 'could not be held longer' }),
    extensionLimit: sheet.getByRole('alert').filter({ hasText: 'held as long as allowed' }),
    save: sheet.getByRole('button', { name: 'Save time slot' }),
    busy: sheet.getByRole('button', { name: 'Please wait…' }),
    retry: sheet.getByRole('button', { name: 'Try again' }),
    close: sheet.getByRole('button', { name: 'Close' }),
    daysFailed: sheet.getByRole('alert').filter({ hasText: 'could not be loaded' }),
    noSlotAlert: sheet.getByRole('alert').filter({ hasText: 'Choose a time slot first.' }),
    reservationError: page.getByRole('alertdialog', {
      name: 'This time slot could not be reserved',
    }),
    /**
     * Reserves tomorrow's first free slot (today's may all be gone) in the open sheet, or opens
     * it from the header first.
     */
    async reserveTomorrow({ open = true }: { open?: boolean } = {}) {
      if (open) await slotButton.click();
      await days
        .getByRole('radio', { name: /^Tomorrow/ })
        .locator('xpath=ancestor::label')
        .click();
      await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
      await sheet.getByRole('button', { name: 'Save time slot' }).click();
      await expect(sheet).toBeHidden();
    },
    /** Clicks an enabled radio as a person does, on its label; prefers one not yet checked. */
    async pick(group: 'days' | 'times') {
      const radios = (group === 'days' ? days : times).getByRole('radio', { disabled: false });
      const unchecked = radios.and(page.getByRole('radio', { checked: false }));
      const target = (await unchecked.count()) > 0 ? unchecked.first() : radios.first();
      const value = await target.getAttribute('value');
      await target.locator('xpath=ancestor::label').click();
      await expect(radios.and(page.locator(`[value="${value}"]`))).toBeChecked();
    },
    /**
     * A guest's pick-up order on /checkout with the reserved slot, then back home through the
     * shop's own link (no reload), where the header shows what the live journey holds.
     */
    async placeOrder() {
      await page.goto('/en/checkout', { waitUntil: 'domcontentloaded' });
      // The kept shop is checked again after the load; the order waits for it.
      await expect(page.getByRole('region', { name: 'Pick-up shop' })).toContainText('Shop: ', {
        timeout: 20_000,
      });
      await expect(page.getByTestId('checkout-slot')).toContainText('reserved for');
      await page.getByRole('textbox', { name: 'First name' }).fill('Ελένη');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Παπαδοπούλου');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('eleni@example.gr');
      await page.getByRole('textbox', { name: 'Contact phone' }).fill('6912345678');
      await page.getByText('Cash on delivery').click();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await page.getByRole('link', { name: 'Agora Market, home' }).click();
      await expect(page).toHaveURL(/\/en$/);
    },
    /** Pick-up at Agora Kolonaki, so a shop is selected (the selection journey's own UI). */
    async chooseShop() {
      await page.getByRole('button', { name: /Service and address/ }).click();
      await pickKolonaki();
    },
    /**
     * The expiry modal's "Choose a time slot". Checkout is a fresh page load; the selected shop
     * survives it, but should the modal ask for the service, pick the shop and press it again.
     */
    async pickAgain() {
      const again = expiryModal.getByRole('button', { name: 'Choose a time slot' });
      await again.click();
      await expect(sheet.or(picker)).toBeVisible();
      if (await picker.isVisible()) {
        await pickKolonaki();
        await again.click();
      }
    },
    /** Milliseconds until the kept reservation runs out, by the page's clock (0 without one). */
    msLeft: () =>
      page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('reservation') ?? 'null');
        return kept ? Date.parse(kept.expiresAt) - Date.now() : 0;
      }),
    /** The reservation the browser keeps, or null. */
    stored: () =>
      page.evaluate(() => {
        const raw = localStorage.getItem('reservation');
        return raw === null ? null : (JSON.parse(raw) as { requestId: string; expiresAt: string });
      }),
    /** The header shows the whole minutes left of the stored reservation, by the page's clock. */
    async expectCountdown() {
      await expect(async () => {
        const minutes = await page.evaluate(() => {
          const r = JSON.parse(localStorage.getItem('reservation') ?? 'null');
          return r ? Math.ceil((Date.parse(r.expiresAt) - Date.now()) / 60_000) : null;
        });
        expect(minutes).not.toBeNull();
        await expect(slotButton).toHaveAccessibleName(
          new RegExp(`, ${minutes} min left to order`),
          { timeout: 1_000 },
        );
      }).toPass();
    },
  };
};
