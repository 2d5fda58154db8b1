import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { newsletterMachine } from './newsletter.machine';

/** A valid address, a malformed one and an empty one. */
export const emailVariants = ['maria@example.gr', 'maria@', ''];

const labels: Record<string, string> = {
  'newsletter.submit': 'sign up',
  'newsletter.closeConfirmation': 'close the confirmation',
  'xstate.done.actor.subscribe': 'the form post goes through',
  'xstate.error.actor.subscribe': 'the form post fails',
};

export const newsletterModel: JourneyModel<typeof newsletterMachine> = {
  inputs: [{ name: 'footer', input: undefined as never }],
  eventVariants: {
    'newsletter.change': emailVariants.map((value) => ({ type: 'newsletter.change', value })),
  } as Record<string, EventObject[]>,
  describeEvent: (event: EventObject) =>
    event.type === 'newsletter.change'
      ? `type "${(event as EventObject & { value: string }).value}"`
      : (labels[event.type] ?? event.type),
};
