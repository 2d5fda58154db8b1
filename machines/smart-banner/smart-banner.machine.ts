import { assign, fromPromise, setup } from 'xstate';
import type { SmartBannerView } from '@/api/contract/content';
import type { AppPlatform } from '@/lib/smart-banner-rules';

/** What the browser tells about itself, read once by the `readEnvironment` effect. */
export interface SmartBannerEnvironment {
  /** From the user agent (`smartBannerPlatform`): null on desktop, Safari and the Mi browser. */
  platform: AppPlatform | null;
  /** The close cookie is present (closed less than a day ago). */
  closedRecently: boolean;
}

export interface SmartBannerContext {
  platform: AppPlatform | null;
  closedRecently: boolean;
  /** This platform's texts, image, app id and url (from the long or the short form). */
  banner: SmartBannerView | null;
  /** The related app is installed: the button reads Open instead of Download. */
  installed: boolean;
}

export type SmartBannerEvent = { type: 'smartBanner.close' };

const smartBannerSetup = setup({
  types: {
    context: {} as SmartBannerContext,
    events: {} as SmartBannerEvent,
  },
  actors: {
    /** The user agent's platform and whether the close cookie is present. */
    readEnvironment: fromPromise<SmartBannerEnvironment>(() => {
      throw new Error('smart-banner: actor "readEnvironment" not provided');
    }),
    /** The smart-banner content for the platform, or null when none is configured. */
    loadBanner: fromPromise<SmartBannerView | null, { platform: AppPlatform }>(() => {
      throw new Error('smart-banner: actor "loadBanner" not provided');
    }),
    /** `navigator.getInstalledRelatedApps` where it exists; false elsewhere. */
    detectInstalledApp: fromPromise<boolean, { platform: AppPlatform; appId: string }>(() => {
      throw new Error('smart-banner: actor "detectInstalledApp" not provided');
    }),
  },
  actions: {
    /** Sets the cookie that keeps the banner away for one day. */
    rememberClosed: () => {
      throw new Error('smart-banner: effect "rememberClosed" not provided');
    },
  },
  guards: {
    isEligible: ({ event }) => {
      const env = (event as { output?: SmartBannerEnvironment }).output;
      return Boolean(env?.platform) && !env?.closedRecently;
    },
    hasBanner: ({ event }) => (event as { output?: unknown }).output != null,
  },
});

/**
 * Closing before the banner's content is checked: the page's HTML shows the banner on an eligible
 * phone from the first paint (src/features/smart-banner), while this journey is still loading.
 */
const closeEarly = {
  'smartBanner.close': { target: '#smartBanner.hidden', actions: 'rememberClosed' },
} as const;

export const smartBannerMachine = smartBannerSetup.createMachine({
  id: 'smartBanner',
  description:
    'The app-install banner: phones except Safari and the Mi browser, while its cookie is absent; close hides it for a day.',
  context: { platform: null, closedRecently: false, banner: null, installed: false },
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the user agent and the close cookie once: only eligible phones go on.',
      on: closeEarly,
      invoke: {
        id: 'readEnvironment',
        src: 'readEnvironment',
        onDone: [
          {
            guard: 'isEligible',
            target: 'loading',
            actions: assign(({ event }) => ({ ...event.output })),
          },
          { target: 'hidden', actions: assign(({ event }) => ({ ...event.output })) },
        ],
      },
    },
    loading: {
      description:
        'Fetching the smart-banner content; no banner is configured when it is null. The banner from the page can be closed meanwhile.',
      on: closeEarly,
      invoke: {
        id: 'loadBanner',
        src: 'loadBanner',
        input: ({ context }) => ({ platform: context.platform! }),
        onDone: [
          {
            guard: 'hasBanner',
            target: 'detecting',
            actions: assign({ banner: ({ event }) => event.output }),
          },
          { target: 'hidden' },
        ],
        onError: { target: 'hidden' },
      },
    },
    detecting: {
      description:
        'Asking the browser whether the related app is installed. The banner from the page can be closed meanwhile.',
      on: closeEarly,
      invoke: {
        id: 'detectInstalledApp',
        src: 'detectInstalledApp',
        input: ({ context }) => ({ platform: context.platform!, appId: context.banner!.appId }),
        onDone: { target: 'shown', actions: assign({ installed: ({ event }) => event.output }) },
        onError: { target: 'shown', actions: assign({ installed: false }) },
      },
    },
    shown: {
      tags: ['visible'],
      on: { 'smartBanner.close': { target: 'hidden', actions: 'rememberClosed' } },
    },
    hidden: {
      description: 'Not shown: not a phone, Safari or the Mi browser, closed today, or no content.',
    },
  },
});
