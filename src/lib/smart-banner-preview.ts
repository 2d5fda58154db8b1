import type { SmartBannerView } from '@/api/contract/content';
import type { AppPlatform } from './smart-banner-rules';

/**
 * The app banner as the page's HTML shows it: each platform's view, read by the prerender from
 * the platform (prerender/server-entry.tsx) and kept in the query cache the page hydrates from. An
 * eligible phone sees its platform's banner from the first paint (the kept look names the
 * platform on <html>), while the banner's journey checks it.
 */
export type SmartBannerPreview = Record<AppPlatform, SmartBannerView | null>;

export const smartBannerPreviewKey = ['smart-banner-preview'] as const;
