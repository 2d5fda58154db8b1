import { smartBannerMachine } from '@machines/smart-banner/smart-banner.machine';
import { fromPromise } from 'xstate';
import { getSmartBannerEndpoint, smartBannerFor } from '@/api/contract/content';
import {
  type AppPlatform,
  hasSmartBannerCookie,
  smartBannerPlatform,
  writeSmartBannerCookie,
} from '@/lib/smart-banner-rules';
import { api } from '../../api';

interface RelatedApp {
  platform: string;
  id?: string;
}
type NavigatorWithRelatedApps = Navigator & {
  getInstalledRelatedApps?: () => Promise<RelatedApp[]>;
};

/** Store platforms of `getInstalledRelatedApps` per banner platform. */
const storePlatforms: Record<AppPlatform, string[]> = {
  android: ['play'],
  ios: ['itunes'],
};

/** Whether the related app is installed; false where the browser cannot tell. */
export async function isRelatedAppInstalled(
  platform: AppPlatform,
  appId: string,
  nav: NavigatorWithRelatedApps = navigator,
): Promise<boolean> {
  if (typeof nav.getInstalledRelatedApps !== 'function') return false;
  const apps = await nav.getInstalledRelatedApps();
  return apps.some(
    (app) => storePlatforms[platform].includes(app.platform) && (!app.id || app.id === appId),
  );
}

/**
 * The app banner's journey with its effects: the visit loads it when the banner's view first
 * mounts (after the first paint) and runs it as `smartBanner` for the rest of the visit.
 */
export const smartBannerLogic = () =>
  smartBannerMachine.provide({
    actors: {
      readEnvironment: fromPromise(async () => ({
        platform: smartBannerPlatform(navigator.userAgent),
        closedRecently: hasSmartBannerCookie(document.cookie),
      })),
      loadBanner: fromPromise(async ({ input, signal }) => {
        const banner = await api.call(getSmartBannerEndpoint, { signal });
        return banner ? smartBannerFor(banner, input.platform) : null;
      }),
      detectInstalledApp: fromPromise(({ input }) =>
        isRelatedAppInstalled(input.platform, input.appId),
      ),
    },
    actions: {
      rememberClosed: () => {
        writeSmartBannerCookie();
      },
    },
  });
