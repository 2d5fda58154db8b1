import type { AnyStateMachine } from 'xstate';
import { consentMachine } from './consent/consent.machine';
import { consentModel } from './consent/consent.model';
import type { JourneyModel } from './testing/journey-paths';

/** One user journey: its statechart and what QA, diagrams and the explorer need to know. */
export interface Journey {
  id: string;
  title: string;
  description: string;
  /** Where the rules come from, in ../shared/spec. */
  spec: string;
  machine: AnyStateMachine;
  model: JourneyModel;
}

/** The journey registry: diagrams, path tests and coverage are generated from this list. */
export const journeys: Journey[] = [
  {
    id: 'consent',
    title: 'Cookie consent',
    description:
      'Accept all, decline all (necessary only, clears optional data) or choose categories on /cookies; the decision is stored and the banner stays away.',
    spec: 'shopping-app.md §4 "Cookie consent"; content-side.md §2 /cookies, §3 and §4 "Cookie consent"',
    machine: consentMachine,
    model: consentModel as JourneyModel,
  },
];
