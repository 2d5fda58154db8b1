// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import ServiceButton from '@/features/shell/ServiceButton';
import { demoServerForFile } from '../app/demo-server';
import { renderInShop } from '../app/visit-view';

/**
 * Issue 22, item 8: the guest address form's street number takes Greek forms ("12Α", "10-12"),
 * never an emoji. The header's service button, the picker and the sheets with the visit's
 * selection journey on the demo platform (msw/node), as a guest reaches the form; what is kept
 * is the journey's own storage (`shopSelection`).
 */
demoServerForFile({
  // The sheets' lazy chunk, loaded before the first press as the first open would.
  preload: () => import('@/features/location/LocationSheets'),
});

/** Every value the page keeps in localStorage, in one string. */
const everythingStored = () =>
  Array.from({ length: localStorage.length }, (_, i) =>
    localStorage.getItem(localStorage.key(i) ?? ''),
  ).join('\n');

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** From the header: home delivery, 11527 checked, and the guest address form. */
async function openGuestAddressForm() {
  fireEvent.click(await screen.findByRole('button', { name: /Service and address/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Home delivery' }));
  const sheet = await screen.findByRole('dialog', { name: 'Do we deliver to you?' });
  type(within(sheet).getByRole('textbox', { name: 'Postal code' }), '11527');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Check' }));
  fireEvent.click(await within(sheet).findByRole('button', { name: 'Continue with your address' }));
  return screen.findByRole('dialog', { name: 'Your delivery address' });
}

it('the guest address form refuses an emoji street number and takes "12Α"', async () => {
  renderInShop(<ServiceButton />);
  const form = await openGuestAddressForm();
  const inForm = within(form);
  const number = inForm.getByRole('textbox', { name: 'Number' });
  type(inForm.getByRole('textbox', { name: 'Street' }), 'Ermou');
  type(number, '12😀');
  type(inForm.getByRole('textbox', { name: 'City' }), 'Athens');
  type(inForm.getByRole('textbox', { name: 'Contact phone' }), '6912345678');
  fireEvent.click(inForm.getByRole('button', { name: 'Save address' }));
  expect(await inForm.findByText('Enter a street number such as 12, 12Α or 10-12.')).toBeDefined();
  expect(number.getAttribute('aria-invalid')).toBe('true');
  // Nothing was stored: the form is still open.
  expect(screen.getByRole('dialog', { name: 'Your delivery address' })).toBe(form);
  expect(everythingStored()).not.toContain('😀');

  type(number, '12Α');
  fireEvent.click(inForm.getByRole('button', { name: 'Save address' }));
  await vi.waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Your delivery address' })).toBeNull(),
  );
  await screen.findByRole('button', { name: /Service and address: Delivery · 11527/ });
  // The guest's address is kept for checkout with the number as typed.
  expect(localStorage.getItem('shopSelection')).toContain('"streetNo":"12Α"');
});
