import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListType } from '@/api/contract/lists';
import type { ListNameError } from '@/lib/list-rules';

const kinds = {
  favorites: msg`Favourites`,
  suggested: msg`Suggested for you`,
  custom: msg`My list`,
} as const;

/** The label of a kind of list. */
export const listKindLabel = (i18n: I18n, type: ListType) => i18n._(kinds[type]);

const nameErrors = {
  required: msg`Give the list a name.`,
  tooLong: msg`The name can have at most 60 characters.`,
  alreadyExists: msg`You already have a list with this name.`,
} as const;

/** The message of a list-name error (spec §8 "List creation error"). */
export const listNameErrorText = (i18n: I18n, error: ListNameError | null) =>
  error ? i18n._(nameErrors[error]) : undefined;

/** A list's name as shown: custom lists by their name, the platform's lists by their kind. */
export const listChoiceLabel = (i18n: I18n, list: { type: ListType; label: string }) =>
  list.type === 'custom' ? list.label : listKindLabel(i18n, list.type);
