import { assign, emit, setup } from 'xstate';
import {
  allAccepted,
  type ConsentCategory,
  type ConsentChoices,
  necessaryOnly,
  type OptionalCategory,
  optionalCategories,
  sameChoices,
} from './consent.types';

export interface ConsentInput {
  /** The stored decision, or null when none is stored or the stored value is corrupt. */
  stored: ConsentChoices | null;
  /** Prerendered HTML and its hydration: the stored decision comes later, by `kept.restore`. */
  keptLater?: boolean;
}

export interface ConsentContext {
  /** What is in force: necessary only until the visitor decides. */
  choices: ConsentChoices;
  /** What the visitor is editing on the /cookies page. */
  draft: ConsentChoices;
  /** Whether a decision is stored. */
  decided: boolean;
  /** Waiting for the stored decision (`kept.restore`). */
  keptLater: boolean;
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.declineAll' }
  | { type: 'consent.openSettings' }
  | { type: 'consent.toggle'; category: ConsentCategory }
  | { type: 'consent.acceptSelected' }
  | { type: 'consent.closeSettings' }
  /** What this browser keeps, read once the page is hydrated. */
  | { type: 'kept.restore'; input: ConsentInput };

/**
 * What the journey tells the journeys that hold data of the optional categories: the decision in
 * force refuses these categories, so what they keep in memory for them goes too (storage is
 * cleared by `clearOptionalData`). Listen with `consentActor.on('consent.revoked', ...)`.
 */
export type ConsentEmitted = { type: 'consent.revoked'; categories: OptionalCategory[] };

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
const refused = (context: ConsentContext) =>
  optionalCategories.filter((category) => !context.choices[category]);
/** Clears the data of every optional category the decision in force refuses. */
const clearRefused = {
  type: 'clearOptionalData',
  params: ({ context }: { context: ConsentContext }) => ({ categories: refused(context) }),
} as const;

const fromInput = (input: ConsentInput): ConsentContext => ({
  choices: input.stored ?? necessaryOnly,
  draft: input.stored ?? necessaryOnly,
  decided: input.stored !== null,
  keptLater: input.keptLater === true,
});

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    emitted: {} as ConsentEmitted,
  },
  actions: {
    /** Writes the privacy consent to browser storage. */
    persistChoices: notProvided<{ choices: ConsentChoices }>('persistChoices'),
    /** Clears what the stores of refused categories cached: declining withdraws them. */
    clearOptionalData: notProvided<{ categories: OptionalCategory[] }>('clearOptionalData'),
    /** Tells the other journeys which categories are refused (they forget what they hold). */
    announceRefused: emit(({ context }) => ({
      type: 'consent.revoked' as const,
      categories: refused(context),
    })),
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
    isKeptLater: ({ context }) => context.keptLater,
    /** Saving the draft decides something: nothing decided yet, or the draft differs. */
    canSaveDraft: ({ context }) => !context.decided || !sameChoices(context.draft, context.choices),
  },
}).createMachine({
  id: 'consent',
  description:
    'Cookie consent: the banner asks until the visitor decides; /cookies edits the categories.',
  context: ({ input }) => fromInput(input),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the stored decision once at start.',
      always: [
        { guard: 'isKeptLater', target: 'awaitingKept' },
        { guard: 'hasDecision', target: 'decided' },
        { target: 'undecided' },
      ],
    },
    awaitingKept: {
      description:
        'Prerendered HTML and its hydration: no banner until the stored decision is read (kept.restore).',
      on: {
        'kept.restore': {
          target: 'checking',
          actions: assign(({ event }) => fromInput({ ...event.input, keptLater: false })),
        },
      },
    },
    undecided: {
      description: 'Nothing stored: the cookie banner is shown and only necessary cookies apply.',
      tags: ['banner'],
      on: {
        'consent.acceptAll': { target: 'decided', actions: ['acceptAll', persist] },
        'consent.declineAll': {
          target: 'decided',
          actions: ['declineAll', persist, clearRefused, 'announceRefused'],
        },
        'consent.openSettings': { target: 'customizing', actions: 'navigateToSettings' },
        'consent.toggle': {
          guard: 'isOptionalCategory',
          target: 'customizing',
          actions: 'toggleDraft',
        },
        'consent.acceptSelected': {
          target: 'decided',
          actions: ['acceptDraft', persist, clearRefused, 'announceRefused'],
        },
      },
    },
    customizing: {
      description:
        'The visitor is on /cookies, editing the optional categories; edits are unsaved until a save, and a draft equal to the decision in force has nothing to save.',
      tags: ['settings'],
      on: {
        'consent.toggle': { guard: 'isOptionalCategory', actions: 'toggleDraft' },
        'consent.acceptSelected': {
          guard: 'canSaveDraft',
          target: 'decided',
          actions: ['acceptDraft', persist, clearRefused, 'announceRefused'],
        },
        'consent.acceptAll': { target: 'decided', actions: ['acceptAll', persist] },
        'consent.declineAll': {
          target: 'decided',
          actions: ['declineAll', persist, clearRefused, 'announceRefused'],
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
        'consent.declineAll': { actions: ['declineAll', persist, clearRefused, 'announceRefused'] },
      },
    },
  },
});
