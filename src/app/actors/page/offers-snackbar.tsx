import { offersSnackbarMachine } from '@machines/offers-snackbar/offers-snackbar.machine';
import { pageJourney } from './page-journey';

/** The snackbar of /offers (lives as long as the page; the machine owns its timer). */
export const { Actor: OffersSnackbarActor, Provider: OffersSnackbarProvider } =
  pageJourney(offersSnackbarMachine).hosted();
