import { assign, setup } from 'xstate';
import { type Answers, isAnswerOf, noAnswers, type Question } from './questionnaire.types';

export type QuestionnaireEvent =
  | { type: 'questionnaire.choose'; question: Question; value: string }
  | { type: 'questionnaire.next' }
  | { type: 'questionnaire.back' }
  | { type: 'questionnaire.closeModal' }
  | { type: 'questionnaire.openModal' }
  | { type: 'questionnaire.restart' };

export interface QuestionnaireContext {
  answers: Answers;
}

const choose = (question: Question) =>
  ({
    guard: { type: 'isAnswerTo', params: { question } },
    actions: { type: 'recordAnswer', params: { question } },
  }) as const;
const next = <T extends string>(question: Question, target: T) =>
  ({ guard: { type: 'hasAnswered', params: { question } }, target }) as const;

/**
 * A short product-preference questionnaire (/questionnaire/preferences): household, diet and
 * focus, one step each; the answers feed the product preference modal.
 */
export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
  },
  actions: {
    recordAnswer: assign({
      answers: ({ context, event }, params: { question: Question }) =>
        event.type === 'questionnaire.choose'
          ? { ...context.answers, [params.question]: event.value }
          : context.answers,
    }),
    resetAnswers: assign({ answers: noAnswers }),
  },
  guards: {
    isAnswerTo: ({ event }, params: { question: Question }) =>
      event.type === 'questionnaire.choose' &&
      event.question === params.question &&
      isAnswerOf(params.question, event.value),
    hasAnswered: ({ context }, params: { question: Question }) =>
      context.answers[params.question] !== null,
  },
}).createMachine({
  id: 'questionnaire',
  context: { answers: noAnswers },
  initial: 'household',
  states: {
    household: {
      tags: ['question'],
      on: {
        'questionnaire.choose': choose('household'),
        'questionnaire.next': next('household', 'diet'),
      },
    },
    diet: {
      tags: ['question'],
      on: {
        'questionnaire.choose': choose('diet'),
        'questionnaire.next': next('diet', 'focus'),
        'questionnaire.back': { target: 'household' },
      },
    },
    focus: {
      tags: ['question'],
      on: {
        'questionnaire.choose': choose('focus'),
        'questionnaire.next': next('focus', 'suggesting'),
        'questionnaire.back': { target: 'diet' },
      },
    },
    suggesting: {
      description: 'All answered: the product preference modal shows products that match.',
      tags: ['modal', 'complete'],
      on: {
        'questionnaire.closeModal': { target: 'answered' },
        'questionnaire.restart': { target: 'household', actions: 'resetAnswers' },
      },
    },
    answered: {
      description: 'The modal is closed; the summary of answers can reopen it or start over.',
      tags: ['complete'],
      on: {
        'questionnaire.openModal': { target: 'suggesting' },
        'questionnaire.restart': { target: 'household', actions: 'resetAnswers' },
      },
    },
  },
});
