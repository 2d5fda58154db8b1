import { fromPromise, setup } from 'xstate';

export type LogoutEvent =
  | { type: 'logout.request' }
  | { type: 'logout.cancel' }
  | { type: 'logout.confirm' };

function notProvided(name: string) {
  return (): void => {
    throw new Error(`logout: effect "${name}" not provided`);
  };
}

/** Everything a logout clears, in this order (spec §4 "Logout"). */
export const logoutEffects = [
  'clearToken',
  'clearUser',
  'resetDeliveryMode',
  'clearLists',
  'clearAddressData',
  'clearInvoiceFlags',
  'clearChatbot',
  'resetShop',
  'goHome',
] as const;
export type LogoutEffect = (typeof logoutEffects)[number];

export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
  },
  actors: {
    /** POST /v3/auth/logout: the platform forgets the token (the shop clears it either way). */
    revokeToken: fromPromise<void>(() => {
      throw new Error('logout: actor "revokeToken" not provided');
    }),
  },
  actions: {
    /** Removes the token cookie and tells the app the session ended. */
    clearToken: notProvided('clearToken'),
    /** Forgets the profile (session journey) and IsFromLogin. */
    clearUser: notProvided('clearUser'),
    /** DeliveryMode back to easy. */
    resetDeliveryMode: notProvided('resetDeliveryMode'),
    /** Cached product lists. */
    clearLists: notProvided('clearLists'),
    /** Saved and selected addresses, cached. */
    clearAddressData: notProvided('clearAddressData'),
    /** temporaryInvoice and notSavedInvoiceFlag. */
    clearInvoiceFlags: notProvided('clearInvoiceFlags'),
    /** The chatbot's conversation. */
    clearChatbot: notProvided('clearChatbot'),
    /** The selected shop and the service's shops. */
    resetShop: notProvided('resetShop'),
    /** To the home page. */
    goHome: notProvided('goHome'),
  },
}).createMachine({
  id: 'logout',
  description: 'Logout from the profile menu: confirm, then the session and its data are cleared.',
  initial: 'idle',
  states: {
    idle: {
      on: { 'logout.request': { target: 'confirming' } },
    },
    confirming: {
      description: 'The logout confirm modal is open.',
      tags: ['modal'],
      on: {
        'logout.cancel': { target: 'idle' },
        'logout.confirm': { target: 'signingOut' },
      },
    },
    signingOut: {
      description: 'The platform is told; a failure (offline, 401) does not keep the shopper in.',
      tags: ['modal', 'busy'],
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      description: 'Everything of the session is cleared and the shopper is on the home page.',
      type: 'final',
      entry: [...logoutEffects],
    },
  },
});
