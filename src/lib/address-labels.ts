import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressType } from '@/api/contract/addresses';

/** The label of an address type (Σπίτι, Εργασία, Άλλο in Greek). */
export function addressTypeLabel(i18n: I18n, type: AddressType): string {
  switch (type) {
    case 0:
      return i18n._(msg({ message: 'Home', context: 'address type' }));
    case 1:
      return i18n._(msg({ message: 'Work', context: 'address type' }));
    case 2:
      return i18n._(msg({ message: 'Other', context: 'address type' }));
  }
}
