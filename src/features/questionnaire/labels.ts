import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Answer, Question } from '@machines/questionnaire/questionnaire.types';

/** What the view shows for each question and answer code of the machine. */
export const questionLabels: Record<Question, MessageDescriptor> = {
  household: msg`Who do you shop for?`,
  diet: msg`What do you buy most?`,
  focus: msg`What matters most to you?`,
};

export const answerLabels: Record<Answer, MessageDescriptor> = {
  single: msg`Just me`,
  couple: msg`Two of us`,
  family: msg`A family`,
  anything: msg`A bit of everything`,
  organic: msg`Organic products`,
  freshFood: msg`Fresh fruit and vegetables`,
  offers: msg`Offers`,
  lowPrice: msg`Low prices`,
  favourites: msg`Popular products`,
};
