import { questionnaireMachine } from '@machines/questionnaire/questionnaire.machine';
import { pageJourney } from './page-journey';

/** The preference questionnaire of /questionnaire/preferences (lives as long as the page). */
export const { Actor: QuestionnaireActor, Provider: QuestionnaireProvider } =
  pageJourney(questionnaireMachine).hosted();
