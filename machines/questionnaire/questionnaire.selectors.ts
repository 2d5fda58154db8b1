import type { SnapshotFrom } from 'xstate';
import type { questionnaireMachine } from './questionnaire.machine';
import type { Question } from './questionnaire.types';

type Snapshot = SnapshotFrom<typeof questionnaireMachine>;

/** The question on screen, or null once all are answered. */
export const currentQuestion = (snapshot: Snapshot): Question | null =>
  snapshot.hasTag('question') ? (snapshot.value as Question) : null;
export const selectAnswers = (snapshot: Snapshot) => snapshot.context.answers;
export const isModalOpen = (snapshot: Snapshot): boolean => snapshot.hasTag('modal');
export const isComplete = (snapshot: Snapshot): boolean => snapshot.hasTag('complete');
export const canGoNext = (snapshot: Snapshot): boolean =>
  snapshot.can({ type: 'questionnaire.next' });
export const canGoBack = (snapshot: Snapshot): boolean =>
  snapshot.can({ type: 'questionnaire.back' });
