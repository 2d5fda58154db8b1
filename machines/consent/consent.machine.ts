import { assign, setup } from 'xstate';
import {
  allAccepted,
  type ConsentCategory,
  type ConsentChoices,
  necessaryOnly,
  type OptionalCategory,
  optionalCategories,
} from './consent.types';

export interface ConsentInput {
  /** The stored decision, or null when none is stored or the stored value is corrupt. */
  stored: ConsentChoices | null;
}

export interface ConsentContext {
  /** What is in force: necessary only until the visitor decides. */
  choices: ConsentChoices;
  /** What the visitor is editing on the /cookies page. */
  draft: ConsentChoices;
  /** Whether a decision is stored. */
  decided: boolean;
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.declineAll' }
  | { type: 'consent.openSettings' }
  | { type: 'consent.toggle'; category: ConsentCategory }
  | { type: 'consent.acceptSelected' }
  | { type: 'consent.closeSettings' };

/** Effects the app must provide with `.provide()`; tests provide fakes the same way. */
function notProvided<TParams = undefined>(name: string) {
  return (_: unknown, _params: TParams): void => {
    throw new Error(`consent: effect "${name}" not provided`);
  };
}
const persist = {
  type: 'persistChoices',
  params: ({ context }: { context: ConsentContext }) => ({ choices: context.choices }),
} as const;
/** Clears the data of every optional category the decision in force refuses. */
const clearRefused = {
  type: 'clearOptionalData',
  params: ({ context }: { context: ConsentContext }) => ({
    categories: optionalCategories.filter((category) => !context.choices[category]),
  }),
} as const;

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actions: {
    /** Writes the privacy consent to browser storage. */
    persistChoices: notProvided<{ choices: ConsentChoices }>('persistChoices'),
    /** Clears what the stores of refused categories cached: declining withdraws them. */
    clearOptionalData: notProvided<{ categories: OptionalCategory[] }>('clearOptionalData'),
    /** Takes the visitor to the /cookies settings page. */
    navigateToSettings: notProvided('navigateToSettings'),
    acceptAll: assign({ choices: allAccepted, draft: allAccepted, decided: true }),
    declineAll: assign({ choices: necessaryOnly, draft: necessaryOnly, decided: true }),
    acceptDraft: assign({ choices: ({ context }) => context.draft, decided: true }),
    resetDraft: assign({ draft: ({ context }) => context.choices }),
    toggleDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'consent.toggle' || event.category === 'necessary') return context.draft;
        return { ...context.draft, [event.category]: !context.draft[event.category] };
      },
    }),
  },
  guards: {
    isOptionalCategory: ({ event }) =>
      event.type === 'consent.toggle' && event.category !== 'necessary',
    hasDecision: ({ context }) => context.decided,
  },
}).createMachine({
  id: 'consent',
  description:
    'Cookie consent: the banner asks until the visitor decides; /cookies edits the categories.',
  context: ({ input }) => ({
    choices: input.stored ?? necessaryOnly,
    draft: input.stored ?? necessaryOnly,
    decided: input.stored !== null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the stored decision once at start.',
      always: [{ guard: 'hasDecision', target: 'decided' }, { target: 'undecided' }],
    },
    undecided: {
      description: 'Nothing stored: the cookie banner is shown and only necessary cookies apply.',
      tags: ['banner'],
      on: {
        'consent.acceptAll': { target: 'decided', actions: ['acceptAll', persist] },
        'consent.declineAll': {
          target: 'decided',
          actions: ['declineAll', persist, clearRefused],
        },
        'consent.openSettings': { target: 'customizing', actions: 'navigateToSettings' },
        'consent.toggle': {
          guard: 'isOptionalCategory',
          target: 'customizing',
          actions: 'toggleDraft',
        },
        'consent.acceptSelected': {
          target: 'decided',
          actions: ['acceptDraft', persist, clearRefused],
        },
      },
    },
    customizing: {
      description: 'The visitor edits the optional categories on /cookies; nothing is saved yet.',
      tags: ['settings'],
      on: {
        'consent.toggle': { guard: 'isOptionalCategory', actions: 'toggleDraft' },
        'consent.acceptSelected': {
          target: 'decided',
          actions: ['acceptDraft', persist, clearRefused],
        },
        'consent.acceptAll': { target: 'decided', actions: ['acceptAll', persist] },
        'consent.declineAll': {
          target: 'decided',
          actions: ['declineAll', persist, clearRefused],
        },
        'consent.closeSettings': [
          { guard: 'hasDecision', target: 'decided', actions: 'resetDraft' },
          { target: 'undecided', actions: 'resetDraft' },
        ],
      },
    },
    decided: {
      description: 'A decision is stored; the banner stays hidden. /cookies can change it.',
      on: {
        'consent.openSettings': { target: 'customizing', actions: 'navigateToSettings' },
        'consent.toggle': {
          guard: 'isOptionalCategory',
          target: 'customizing',
          actions: 'toggleDraft',
        },
        'consent.acceptAll': { actions: ['acceptAll', persist] },
        'consent.declineAll': { actions: ['declineAll', persist, clearRefused] },
      },
    },
  },
});
