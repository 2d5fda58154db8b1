import type { EventObject } from 'xstate';
import type { SmartBannerView } from '@/api/contract/content';
import type { JourneyModel } from '../testing/journey-paths';
import type { smartBannerMachine } from './smart-banner.machine';

export const sampleBannerView: SmartBannerView = {
  title: 'Agora Market for Android',
  description: 'Your weekly shop in a few taps. Free on Google Play.',
  image: '/api/media/content/app-icon-android.svg',
  appId: 'gr.agoramarket.demo',
  appUrl: 'https://play.google.com/store/apps/details?id=gr.agoramarket.demo',
  downloadLabel: 'Download',
  openLabel: 'Open',
};

const labels: Record<string, string> = {
  'smartBanner.close': 'close the banner',
  'xstate.error.actor.loadBanner': 'content fails to load',
  'xstate.error.actor.detectInstalledApp': 'installed-app check fails',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const smartBannerModel: JourneyModel<typeof smartBannerMachine> = {
  inputs: [{ name: 'any browser', input: undefined as never }],
  /**
   * Not walkable in the browser: a close while the journey reads the browser (`checking`), which
   * answers before a press can land. A close on the page's banner before the journey runs is
   * held by the view and sent once it does (e2e/prerender.spec.ts, "closed before the script").
   */
  uiWalkable: (path) =>
    path.steps.every(
      (step, i) =>
        step.event.type !== 'smartBanner.close' ||
        (i === 0 ? 'checking' : path.steps[i - 1]!.state) !== 'checking',
    ),
  eventVariants: ev({
    'xstate.done.actor.readEnvironment': [
      {
        type: 'xstate.done.actor.readEnvironment',
        output: { platform: 'android', closedRecently: false },
      },
      {
        type: 'xstate.done.actor.readEnvironment',
        output: { platform: 'ios', closedRecently: true },
      },
      {
        type: 'xstate.done.actor.readEnvironment',
        output: { platform: null, closedRecently: false },
      },
    ],
    'xstate.done.actor.loadBanner': [
      { type: 'xstate.done.actor.loadBanner', output: sampleBannerView },
      { type: 'xstate.done.actor.loadBanner', output: null },
    ],
    'xstate.done.actor.detectInstalledApp': [
      { type: 'xstate.done.actor.detectInstalledApp', output: false },
      { type: 'xstate.done.actor.detectInstalledApp', output: true },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { output?: unknown };
    if (e.type === 'xstate.done.actor.readEnvironment') {
      const env = e.output as { platform: string | null; closedRecently: boolean };
      if (!env.platform) return 'desktop, Safari or the Mi browser';
      return `${env.platform === 'ios' ? 'iPhone' : 'Android phone'}${env.closedRecently ? ', closed today' : ''}`;
    }
    if (e.type === 'xstate.done.actor.loadBanner')
      return e.output ? 'content arrives' : 'no banner configured';
    if (e.type === 'xstate.done.actor.detectInstalledApp')
      return e.output ? 'app is installed' : 'app is not installed';
    return labels[e.type] ?? e.type;
  },
};
