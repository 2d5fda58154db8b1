import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountPage } from '@/lib/account-access';

/** The name of each account page, in the profile menu and as the page heading. */
export const accountLabels: Record<AccountPage, MessageDescriptor> = {
  credentials: msg`My details`,
  addresses: msg`My addresses`,
  cards: msg`My cards`,
  loyalty: msg`Loyalty card`,
  history: msg`My orders`,
  lists: msg`My lists`,
  gifts: msg`Gift orders`,
  notifications: msg`Notifications`,
};
