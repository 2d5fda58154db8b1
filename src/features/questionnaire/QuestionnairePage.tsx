import { Trans, useLingui } from '@lingui/react/macro';
import {
  canGoBack,
  canGoNext,
  currentQuestion,
  isComplete,
  isModalOpen,
  selectAnswers,
} from '@machines/questionnaire/questionnaire.selectors';
import {
  type Question,
  questionAnswers,
  questions,
} from '@machines/questionnaire/questionnaire.types';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { QuestionnaireActor, QuestionnaireProvider } from '@/app/actors/page/questionnaire';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/Button';
import { PageTitle } from '@/ui/PageTitle';
import { answerLabels, questionLabels } from './labels';
import styles from './Questionnaire.module.css';

const PreferenceModal = lazyPart(
  () => import('./PreferenceModal'),
  (module) => module.PreferenceModal,
);

/** /questionnaire/preferences: three questions whose answers feed the product preference modal. */
export function QuestionnairePage() {
  return (
    <QuestionnaireProvider>
      <Questionnaire />
    </QuestionnaireProvider>
  );
}

function Questionnaire() {
  const { t } = useLingui();
  const actor = QuestionnaireActor.useActorRef();
  const question = useSelector(actor, currentQuestion);
  const answers = useSelector(actor, selectAnswers);
  const nextEnabled = useSelector(actor, canGoNext);
  const backEnabled = useSelector(actor, canGoBack);
  const complete = useSelector(actor, isComplete);
  const modalOpen = useSelector(actor, isModalOpen);
  return (
    <div className={`page ${styles.questionnaire}`}>
      <PageTitle title={t`Your shopping preferences`} />
      <h1>
        <Trans>Your shopping preferences</Trans>
      </h1>
      {question && (
        <QuestionStep
          question={question}
          value={answers[question]}
          onChoose={(value) => actor.send({ type: 'questionnaire.choose', question, value })}
        />
      )}
      {question && (
        <div className={styles.actions}>
          {backEnabled && (
            <Button variant="secondary" onPress={() => actor.send({ type: 'questionnaire.back' })}>
              <Trans>Back</Trans>
            </Button>
          )}
          <Button
            isDisabled={!nextEnabled}
            onPress={() => actor.send({ type: 'questionnaire.next' })}
          >
            {question === 'focus' ? t`See my suggestions` : t`Next`}
          </Button>
        </div>
      )}
      {complete && (
        <section aria-labelledby="questionnaire-summary">
          <h2 id="questionnaire-summary">
            <Trans>Your answers</Trans>
          </h2>
          <ul className={styles.summary}>
            {questions.map((q) => {
              const answer = answers[q];
              return (
                <li key={q}>
                  {t(questionLabels[q])} {answer ? t(answerLabels[answer]) : ''}
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button onPress={() => actor.send({ type: 'questionnaire.openModal' })}>
              <Trans>Show my suggestions</Trans>
            </Button>
            <Button
              variant="secondary"
              onPress={() => actor.send({ type: 'questionnaire.restart' })}
            >
              <Trans>Start over</Trans>
            </Button>
          </div>
        </section>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <PreferenceModal
            answers={answers}
            onClose={() => actor.send({ type: 'questionnaire.closeModal' })}
            onRestart={() => actor.send({ type: 'questionnaire.restart' })}
          />
        </Suspense>
      )}
    </div>
  );
}

function QuestionStep({
  question,
  value,
  onChoose,
}: {
  question: Question;
  value: string | null;
  onChoose: (value: string) => void;
}) {
  const { t } = useLingui();
  const step = questions.indexOf(question) + 1;
  const total = questions.length;
  return (
    <RadioGroup className={styles.answers} value={value} onChange={onChoose}>
      <p className={styles.step}>
        <Trans>
          Question {step} of {total}
        </Trans>
      </p>
      <Label className={styles.legend}>{t(questionLabels[question])}</Label>
      {questionAnswers[question].map((answer) => (
        <Radio key={answer} value={answer} className={styles.answer}>
          {t(answerLabels[answer])}
        </Radio>
      ))}
    </RadioGroup>
  );
}
