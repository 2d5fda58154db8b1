import { questionnaireMachine } from '@machines/questionnaire/questionnaire.machine';
import { questionnaireModel } from '@machines/questionnaire/questionnaire.model';
import type { Question } from '@machines/questionnaire/questionnaire.types';
import type { JourneyStep } from '@machines/testing/journey-paths';
import { generateUiTours } from '@machines/testing/ui-tours';
import { createActor } from 'xstate';
import { seedConsent } from '../support/consent-ui';
import { expect as baseExpect, type Page, test } from '../support/test';

/**
 * UI-level paths of the product-preference questionnaire, generated from the same graph as the
 * machine-level tests: each event is a user action, each state a visible assertion, and the
 * expected answers come from the same machine replayed beside the browser (the oracle).
 */
const paths = generateUiTours(questionnaireMachine, questionnaireModel);
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 150_000 });

const questionText: Record<Question, string> = {
  household: 'Who do you shop for?',
  diet: 'What do you buy most?',
  focus: 'What matters most to you?',
};
const answerText: Record<string, string> = {
  single: 'Just me',
  couple: 'Two of us',
  family: 'A family',
  anything: 'A bit of everything',
  organic: 'Organic products',
  freshFood: 'Fresh fruit and vegetables',
  offers: 'Offers',
  lowPrice: 'Low prices',
  favourites: 'Popular products',
};

const ui = (page: Page) => ({
  main: page.getByRole('main'),
  modal: page.getByRole('dialog', { name: 'Products picked for you' }),
});

for (const path of paths) {
  test(`questionnaire: ${path.name}`, async ({ page }) => {
    await seedConsent(page);
    const { main, modal } = ui(page);
    const oracle = createActor(questionnaireMachine).start();
    const state = () => oracle.getSnapshot().value as string;

    async function expectState() {
      const { answers } = oracle.getSnapshot().context;
      const value = state();
      if (value === 'suggesting') {
        await expect(modal).toBeVisible();
        return;
      }
      await expect(modal).toHaveCount(0);
      if (value === 'answered') {
        await expect(main.getByRole('heading', { name: 'Your answers' })).toBeVisible();
        for (const answer of Object.values(answers)) {
          await expect(
            main.getByRole('listitem').filter({ hasText: answerText[answer!]! }),
          ).toHaveCount(1);
        }
        return;
      }
      const question = value as Question;
      const group = main.getByRole('radiogroup', { name: questionText[question] });
      await expect(group).toBeVisible();
      const chosen = answers[question];
      if (chosen)
        await expect(group.getByRole('radio', { name: answerText[chosen] })).toBeChecked();
      else await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
      const next = main.getByRole('button', {
        name: question === 'focus' ? 'See my suggestions' : 'Next',
      });
      if (chosen) await expect(next).toBeEnabled();
      else await expect(next).toBeDisabled();
    }

    async function perform(step: JourneyStep) {
      const event = step.event as { type: string; value?: string };
      switch (event.type) {
        case 'questionnaire.choose':
          await main.getByText(answerText[event.value!]!, { exact: true }).click();
          return;
        case 'questionnaire.next':
          await main
            .getByRole('button', { name: state() === 'focus' ? 'See my suggestions' : 'Next' })
            .click();
          return;
        case 'questionnaire.back':
          await main.getByRole('button', { name: 'Back' }).click();
          return;
        case 'questionnaire.closeModal':
          await modal.getByRole('button', { name: 'Close' }).click();
          return;
        case 'questionnaire.openModal':
          await main.getByRole('button', { name: 'Show my suggestions' }).click();
          return;
        case 'questionnaire.restart':
          await (state() === 'suggesting' ? modal : main)
            .getByRole('button', { name: 'Start over' })
            .click();
          return;
        default:
          throw new Error(`No user action for ${event.type}`);
      }
    }

    await page.goto('/en/questionnaire/preferences');
    await expectState();
    for (const step of path.steps) {
      await perform(step);
      oracle.send(step.event as never);
      await expectState();
    }
  });
}
