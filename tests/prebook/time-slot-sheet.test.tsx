// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrebookOverlays from '@/features/prebook/PrebookOverlays';
import ServiceButton from '@/features/shell/ServiceButton';
import TimeSlotButton from '@/features/shell/TimeSlotButton';
import { demoServerForFile } from '../app/demo-server';
import { renderInShop } from '../app/visit-view';

/**
 * The header's time-slot button and the time-slot sheet with the visit's pre-book and selection
 * journeys, on the demo platform (msw/node), in English. The browser keeps the reservation's
 * countdown over a reload and its expiry at checkout, the failed reservation, and axe on the
 * sheet (e2e/prebook.spec.ts).
 */
const server = demoServerForFile({
  // The picker's lazy chunk, loaded before the first press as the first open would.
  preload: () => import('@/features/location/LocationSheets'),
});

/** The header's two buttons and the page's pre-book overlays, as the shell has them. */
const renderHeader = () =>
  renderInShop(
    <>
      <ServiceButton />
      <TimeSlotButton />
      <PrebookOverlays />
    </>,
  );

/** Pick-up at Agora Kolonaki, so a shop is selected (the selection journey's own UI). */
async function chooseShop() {
  fireEvent.click(await screen.findByRole('button', { name: /Service and address/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Pick-up at the shop' }));
  const shops = await screen.findByRole('dialog', { name: 'Choose a shop for pick-up' });
  fireEvent.click(await within(shops).findByRole('button', { name: /Agora Kolonaki/ }));
  await screen.findByRole('button', { name: /Pick-up · Agora Kolonaki/ });
}

describe('the time-slot sheet', () => {
  it('a day with 2 free slots or fewer shows the low-availability hint, with how many', async () => {
    // The platform's days, changed: 2 free slots on the first day, 3 on the second, 1 on the third.
    const free = [2, 3, 1];
    server.withJsonReply<{ timeslots: { isAvailable: boolean }[] }[]>(
      '*/api/v3/shops/:shopId/delivery-days',
      (days) => {
        days.forEach((day, d) => {
          day.timeslots.forEach((slot, i) => {
            slot.isAvailable = i < (free[d] ?? day.timeslots.length);
          });
        });
      },
    );
    renderHeader();
    await chooseShop();
    fireEvent.click(screen.getByRole('button', { name: /^Delivery time/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Choose a time slot' }));
    const days = within(await sheet.findByRole('radiogroup', { name: 'Day' })).getAllByRole(
      'radio',
    );
    expect(await sheet.findByText('Only 2 time slots left on this day')).toBeDefined();
    // The radio itself is hidden: a shopper presses the day's label.
    fireEvent.click((days[1] as HTMLElement).closest('label') as HTMLElement);
    await expect.poll(() => (days[1] as HTMLInputElement).checked).toBe(true);
    expect(sheet.queryByText(/^Only \d time slots? left/)).toBeNull();
    fireEvent.click((days[2] as HTMLElement).closest('label') as HTMLElement);
    expect(await sheet.findByText('Only 1 time slot left on this day')).toBeDefined();
  });

  it('without a shop, the time-slot button asks for the service first', async () => {
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: /^Delivery time/ }));
    await screen.findByRole('dialog', { name: 'How would you like to shop?' });
  });
});
