import type { EventObject } from 'xstate';
import type { JourneyModel } from '../testing/journey-paths';
import type { questionnaireMachine } from './questionnaire.machine';
import { questionAnswers, questions } from './questionnaire.types';

const labels: Record<string, string> = {
  'questionnaire.next': 'next',
  'questionnaire.back': 'back',
  'questionnaire.closeModal': 'close the suggestions',
  'questionnaire.openModal': 'show the suggestions again',
  'questionnaire.restart': 'start over',
};

/** Path generation model of the product-preference questionnaire. */
export const questionnaireModel: JourneyModel<typeof questionnaireMachine> = {
  inputs: [{ name: 'questionnaire opened', input: undefined as never }],
  eventVariants: {
    'questionnaire.choose': questions.flatMap((question) =>
      questionAnswers[question].map((value) => ({
        type: 'questionnaire.choose',
        question,
        value,
      })),
    ),
  },
  describeEvent: (event: EventObject) => {
    if (event.type !== 'questionnaire.choose') return labels[event.type] ?? event.type;
    const { question, value } = event as EventObject & { question: string; value: string };
    return `answer ${question}: ${value}`;
  },
};
