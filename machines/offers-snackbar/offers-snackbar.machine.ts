import { setup } from 'xstate';

/** How long the offers snackbar stays (spec §4 and §9: 4 seconds). */
export const OFFERS_SNACKBAR_MS = 4000;

export type OffersSnackbarEvent =
  | { type: 'snackbar.dismiss' }
  /** The shopper moved to another page of offers: the snackbar tells the new range. */
  | { type: 'offers.pageChanged' };

/**
 * The offers snackbar: it shows when /offers opens and hides by itself after 4 seconds, or
 * when the shopper dismisses it. Moving to another page of offers shows it again for 4 seconds.
 */
export const offersSnackbarMachine = setup({
  types: {
    events: {} as OffersSnackbarEvent,
  },
  delays: {
    snackbarDuration: OFFERS_SNACKBAR_MS,
  },
}).createMachine({
  id: 'offersSnackbar',
  initial: 'showing',
  states: {
    showing: {
      description: 'The snackbar is on screen; it hides after 4 seconds.',
      tags: ['visible'],
      after: { snackbarDuration: { target: 'hidden' } },
      on: {
        'snackbar.dismiss': { target: 'hidden' },
        'offers.pageChanged': { target: 'showing', reenter: true },
      },
    },
    hidden: {
      on: { 'offers.pageChanged': { target: 'showing' } },
    },
  },
});
