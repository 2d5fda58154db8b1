import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListNameError } from './list-rules';

const nameErrors = {
  required: msg`Give the list a name.`,
  tooLong: msg`The name can have at most 60 characters.`,
  alreadyExists: msg`You already have a list with this name.`,
} as const;

/** The message of a list-name error (spec §8 "List creation error"). */
export const listNameErrorText = (i18n: I18n, error: ListNameError | null) =>
  error ? i18n._(nameErrors[error]) : undefined;
