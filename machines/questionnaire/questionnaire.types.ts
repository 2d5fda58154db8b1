/** The product-preference questionnaire: three questions, one answer each. */
export const questionAnswers = {
  household: ['single', 'couple', 'family'],
  diet: ['anything', 'organic', 'freshFood'],
  focus: ['offers', 'lowPrice', 'favourites'],
} as const;

export type Question = keyof typeof questionAnswers;
export type Answer<Q extends Question = Question> = (typeof questionAnswers)[Q][number];
export const questions = Object.keys(questionAnswers) as Question[];

export interface Answers {
  household: Answer<'household'> | null;
  diet: Answer<'diet'> | null;
  focus: Answer<'focus'> | null;
}

export const noAnswers: Answers = { household: null, diet: null, focus: null };

export const isAnswerOf = (question: Question, value: string): boolean =>
  (questionAnswers[question] as readonly string[]).includes(value);

/** What the product preference modal searches with, derived from complete answers. */
export interface ProductPreference {
  /** Category id to browse, when the diet names one. */
  category: string | undefined;
  offersOnly: boolean;
  sort: 'relevance' | 'priceAsc';
  /** How many products the modal suggests (a family sees more). */
  pageSize: number;
}

export function preferenceFrom(answers: Answers): ProductPreference {
  const category =
    answers.diet === 'organic'
      ? 'organic'
      : answers.diet === 'freshFood'
        ? 'fruit-vegetables'
        : undefined;
  return {
    category,
    offersOnly: answers.focus === 'offers',
    sort: answers.focus === 'lowPrice' ? 'priceAsc' : 'relevance',
    pageSize: answers.household === 'family' ? 8 : answers.household === 'couple' ? 6 : 4,
  };
}
