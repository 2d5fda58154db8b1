import type { z } from 'zod/mini';
import type { smartBannerLongSchema, smartBannerShortSchema } from '@/api/contract/content';
import { type Bilingual, bi } from './bilingual';
import { contentMediaUrl } from './media';

type SmartBannerLong = z.infer<typeof smartBannerLongSchema>;
type SmartBannerShort = z.infer<typeof smartBannerShortSchema>;

/** Invented store identifiers of the demo app. */
export const demoApp = {
  iosAppId: '1600004217',
  androidAppId: 'gr.agoramarket.demo',
  iosAppUrl: 'https://apps.apple.com/gr/app/agora-market/id1600004217',
  androidAppUrl: 'https://play.google.com/store/apps/details?id=gr.agoramarket.demo',
} as const;

/** The long form: one title, description and image per platform. */
export const smartBannerLong: Bilingual<SmartBannerLong> = {
  title: bi('Agora Market', 'Agora Market'),
  android_title: bi('Agora Market για Android', 'Agora Market for Android'),
  android_description: bi(
    'Τα ψώνια της εβδομάδας σε λίγα αγγίγματα. Δωρεάν στο Google Play.',
    'Your weekly shop in a few taps. Free on Google Play.',
  ),
  android_image: contentMediaUrl('app-icon-android'),
  ios_title: bi('Agora Market για iPhone', 'Agora Market for iPhone'),
  ios_description: bi(
    'Τα ψώνια της εβδομάδας σε λίγα αγγίγματα. Δωρεάν στο App Store.',
    'Your weekly shop in a few taps. Free on the App Store.',
  ),
  ios_image: contentMediaUrl('app-icon-ios'),
  button_text_download: bi('Λήψη', 'Download'),
  button_text_view: bi('Άνοιγμα', 'Open'),
  ios_app_id: demoApp.iosAppId,
  android_app_id: demoApp.androidAppId,
  ios_app_url: demoApp.iosAppUrl,
  android_app_url: demoApp.androidAppUrl,
};

/**
 * The short form other data shows: one text for both platforms, the App Store id as app id and the
 * Google Play page as app url, so an iPhone is sent to the App Store and an Android phone to
 * Google Play (`shortFormStoreLink`).
 */
export const smartBannerShort: Bilingual<SmartBannerShort> = {
  title: bi('Agora Market', 'Agora Market'),
  description: bi(
    'Κατεβάστε την εφαρμογή και ψωνίστε από παντού.',
    'Get the app and shop from anywhere.',
  ),
  image: contentMediaUrl('app-icon-android'),
  app_id: demoApp.iosAppId,
  app_url: demoApp.androidAppUrl,
};

/** The banner the demo platform serves by default. */
export const smartBanner = smartBannerLong;
