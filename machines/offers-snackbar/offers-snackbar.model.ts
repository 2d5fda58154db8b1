import type { JourneyModel } from '../testing/journey-paths';
import type { offersSnackbarMachine } from './offers-snackbar.machine';

const labels: Record<string, string> = {
  'snackbar.dismiss': 'dismiss the snackbar',
  'offers.pageChanged': 'go to another page of offers',
  'xstate.after.snackbarDuration.offersSnackbar.showing': '4 seconds pass',
};

/** Path generation model of the offers snackbar. */
export const offersSnackbarModel: JourneyModel<typeof offersSnackbarMachine> = {
  inputs: [{ name: 'offers page opened', input: undefined as never }],
  describeEvent: (event) => labels[event.type] ?? event.type,
};
