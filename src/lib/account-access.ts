/**
 * Which account pages a customer may open (spec §2, §6): the same rule feeds the profile menu
 * and the pages' redirects, so a menu never offers a page that would refuse.
 */
export type AccountPage =
  | 'credentials'
  | 'addresses'
  | 'cards'
  | 'loyalty'
  | 'history'
  | 'lists'
  | 'gifts'
  | 'notifications';

/** Which login-required modal a visitor meets: one for list actions, one for order actions. */
export type GateKind = 'lists' | 'orders';

/** The configuration fields the rule reads (a subset of the platform configuration). */
export interface AccountConfig {
  loyalty: { enabled: boolean };
  giftOrder: { enabled: boolean };
  services: { newsletter: { enabled: boolean } };
}

/** What the rule reads of the user. */
export interface AccountUser {
  loyaltyCards: readonly unknown[];
}

export const accountPages: readonly AccountPage[] = [
  'credentials',
  'addresses',
  'cards',
  'loyalty',
  'history',
  'lists',
  'gifts',
  'notifications',
];

export const accountPaths: Record<AccountPage, string> = {
  credentials: '/user/credentials',
  addresses: '/user/addresses',
  cards: '/user/cards',
  loyalty: '/user/loyalty',
  history: '/user/history',
  lists: '/user/lists',
  gifts: '/user/gifts',
  notifications: '/user/notifications',
};

export function canOpenAccountPage(
  page: AccountPage,
  config: AccountConfig,
  user: AccountUser,
): boolean {
  switch (page) {
    case 'loyalty':
      return config.loyalty.enabled && user.loyaltyCards.length > 0;
    case 'gifts':
      return config.giftOrder.enabled;
    case 'notifications':
      return config.services.newsletter.enabled;
    default:
      return true;
  }
}

/** The account pages in menu order that this customer may open. */
export const allowedAccountPages = (config: AccountConfig, user: AccountUser): AccountPage[] =>
  accountPages.filter((page) => canOpenAccountPage(page, config, user));
