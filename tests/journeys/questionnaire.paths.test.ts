import { questionnaireMachine } from '@machines/questionnaire/questionnaire.machine';
import { questionnaireModel } from '@machines/questionnaire/questionnaire.model';
import {
  canGoNext,
  currentQuestion,
  isComplete,
  isModalOpen,
} from '@machines/questionnaire/questionnaire.selectors';
import { noAnswers, preferenceFrom, questions } from '@machines/questionnaire/questionnaire.types';
import { generateJourneyPaths } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { replayPath } from './replay';

const paths = generateJourneyPaths(questionnaireMachine, questionnaireModel);

const invariant = (actor: AnyActorRef) => {
  const snapshot = actor.getSnapshot();
  const { answers } = snapshot.context;
  const question = currentQuestion(snapshot);
  if (question) {
    expect(isModalOpen(snapshot)).toBe(false);
    expect(isComplete(snapshot)).toBe(false);
    // Every earlier question is answered before a later one is asked.
    for (const earlier of questions.slice(0, questions.indexOf(question))) {
      expect(answers[earlier]).not.toBeNull();
    }
    expect(canGoNext(snapshot)).toBe(answers[question] !== null);
  } else if (snapshot.matches('suggesting') || snapshot.matches('answered')) {
    expect(isComplete(snapshot)).toBe(true);
    expect(isModalOpen(snapshot)).toBe(snapshot.matches('suggesting'));
    expect(Object.values(answers).every((answer) => answer !== null)).toBe(true);
  } else {
    throw new Error(`No invariant for state ${JSON.stringify(snapshot.value)}`);
  }
};

describe('questionnaire: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.length).toBeLessThan(60);
  });

  for (const path of paths) {
    it(path.name, async () => {
      await replayPath(path, {
        machine: questionnaireMachine,
        invariant,
        afterStep: (actor, step) => {
          if (step.event.type === 'questionnaire.restart') {
            expect(actor.getSnapshot().context.answers).toEqual(noAnswers);
          }
        },
      });
    });
  }
});

describe('questionnaire: rules', () => {
  it('ignores an answer to another question or an unknown value', () => {
    const actor = createActor(questionnaireMachine).start();
    actor.send({ type: 'questionnaire.choose', question: 'diet', value: 'organic' });
    actor.send({ type: 'questionnaire.choose', question: 'household', value: 'everyone' });
    expect(actor.getSnapshot().context.answers).toEqual(noAnswers);
    actor.send({ type: 'questionnaire.next' });
    expect(actor.getSnapshot().value).toBe('household');
  });

  it('turns the answers into the modal’s product search', () => {
    expect(preferenceFrom({ household: 'family', diet: 'organic', focus: 'offers' })).toEqual({
      category: 'organic',
      offersOnly: true,
      sort: 'relevance',
      pageSize: 8,
    });
    expect(preferenceFrom({ household: 'single', diet: 'anything', focus: 'lowPrice' })).toEqual({
      category: undefined,
      offersOnly: false,
      sort: 'priceAsc',
      pageSize: 4,
    });
  });
});

describe('questionnaire: coverage of the generated paths', () => {
  it('every transition and state is taken by some generated path', async () => {
    const seen = new Set<string>();
    for (const path of paths) {
      const keys = await replayPath(path, { machine: questionnaireMachine, invariant: () => {} });
      for (const key of keys) seen.add(key);
    }
    const missing = definedTransitions(questionnaireMachine)
      .map((t) => t.key)
      .filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
    const visited = new Set<string>();
    for (const key of seen) {
      const [source, targets] = key.split(/ --.*--> /);
      visited.add(source!);
      for (const target of targets!.split(',')) visited.add(target);
    }
    expect(definedStates(questionnaireMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
