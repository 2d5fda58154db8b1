import type { SnapshotFrom } from 'xstate';
import type { smartBannerMachine } from './smart-banner.machine';

type Snapshot = SnapshotFrom<typeof smartBannerMachine>;

export const isSmartBannerVisible = (s: Snapshot) => s.hasTag('visible');
export const smartBannerView = (s: Snapshot) => s.context.banner;
export const smartBannerPlatformOf = (s: Snapshot) => s.context.platform;
/** Which label the button takes: Open when the related app is installed. */
export const smartBannerAction = (s: Snapshot): 'open' | 'download' =>
  s.context.installed ? 'open' : 'download';
