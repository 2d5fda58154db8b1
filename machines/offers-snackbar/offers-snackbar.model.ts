import type { JourneyModel } from '../testing/journey-paths';
import type { offersSnackbarMachine } from './offers-snackbar.machine';

const labels: Record<string, string> = {
  'snackbar.dismiss': 'dismiss the snackbar',
  'offers.pageChanged': 'go to another page of offers',
  'xstate.after.snackbarDuration.offersSnackbar.showing': '4 seconds pass',
};

/** Path generation model of the offers snackbar. */
export const offersSnackbarModel: JourneyModel<typeof offersSnackbarMachine> = {
  // e2e/journeys/offers-snackbar.spec.ts arranges the platform's answers for a whole path before it
  // starts: each generated path is walked on its own, not chained into tours.
  uiTourSteps: 0,
  inputs: [{ name: 'offers page opened', input: undefined as never }],
  describeEvent: (event) => labels[event.type] ?? event.type,
};
