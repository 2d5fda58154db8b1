import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SubstitutionChoice } from '@/api/contract/orders';

/** A choice as a line shows it: "a similar product", "do not substitute", or the product. */
export const choiceLabel = (i18n: I18n, choice: SubstitutionChoice): string =>
  choice.mode === 'product'
    ? choice.name
    : i18n._(choice.mode === 'similar' ? msg`A similar product` : msg`Do not substitute`);
