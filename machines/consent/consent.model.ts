import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import { withKeptLater } from '../testing/kept-later';
import type { consentMachine } from './consent.machine';
import { allAccepted, consentCategories } from './consent.types';

const labels: Record<string, string> = {
  'consent.acceptAll': 'accept all',
  'consent.declineAll': 'decline all',
  'consent.openSettings': 'open settings',
  'consent.acceptSelected': 'accept selected',
  'consent.closeSettings': 'leave settings',
};

/** Path generation model of the cookie consent journey. */
export const consentModel: JourneyModel<typeof consentMachine> = withKeptLater(
  {
    inputs: [
      { name: 'nothing stored', input: { stored: null } },
      { name: 'all accepted earlier', input: { stored: allAccepted } },
    ],
    eventVariants: {
      'consent.toggle': consentCategories.map((category) => ({ type: 'consent.toggle', category })),
    },
    describeEvent: (event: EventObject) =>
      event.type === 'consent.toggle'
        ? `toggle ${(event as EventObject & { category: string }).category}`
        : (labels[event.type] ?? event.type),
  },
  { stored: null, keptLater: true },
);
