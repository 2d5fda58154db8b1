import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListType } from '@/api/contract/lists';

const kinds = {
  favorites: msg`Favourites`,
  suggested: msg`Suggested for you`,
  custom: msg`My list`,
} as const;

/** The label of a kind of list. */
export const listKindLabel = (i18n: I18n, type: ListType) => i18n._(kinds[type]);

/** A list's name as shown: custom lists by their name, the platform's lists by their kind. */
export const listChoiceLabel = (i18n: I18n, list: { type: ListType; label: string }) =>
  list.type === 'custom' ? list.label : listKindLabel(i18n, list.type);
