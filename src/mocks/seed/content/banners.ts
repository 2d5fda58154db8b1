import type { SideBanner } from '@/api/contract/catalog';
import type { Banner } from '@/api/contract/content';
import { type Bilingual, bi, localized } from './bilingual';
import { imageAsset } from './media';

/**
 * Home banners, in display order. Dates are fixed: a banner shows when enabled and
 * start_date <= now < end_date, so the windows below keep three banners current for years, one
 * expired, one not started yet and one switched off.
 */
export const homeBanners: Bilingual<Banner>[] = [
  {
    title: bi('Φρέσκα φρούτα εποχής κάθε πρωί', 'Fresh seasonal fruit every morning'),
    enabled: true,
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2032-01-01T00:00:00.000Z',
    web_image: imageAsset('banner-fresh-fruit'),
    mobile_image: imageAsset('banner-fresh-fruit-mobile'),
    image: imageAsset('banner-fresh-fruit'),
    redirection_page: '/categories/',
  },
  {
    title: bi('Οι προσφορές της εβδομάδας', 'This week’s offers'),
    enabled: true,
    start_date: '2024-03-01T00:00:00.000+02:00',
    end_date: '2031-12-31T22:00:00.000Z',
    web_image: imageAsset('banner-weekly-offers'),
    mobile_image: imageAsset('banner-weekly-offers-mobile'),
    image: imageAsset('banner-weekly-offers'),
    redirection_page: '/offers/',
  },
  {
    title: bi('Παράδοση την ίδια μέρα, σε ζώνες μίας ώρας', 'Same-day delivery in one-hour slots'),
    enabled: true,
    start_date: '2024-06-15T06:00:00.000Z',
    end_date: '2030-06-15T06:00:00.000Z',
    web_image: imageAsset('banner-express-delivery'),
    mobile_image: imageAsset('banner-express-delivery-mobile'),
    image: imageAsset('banner-express-delivery'),
    redirection_page: localized('/corporate/corporatecontent/delivery-services'),
  },
  {
    title: bi('Πασχαλινό τραπέζι: όλα σε ένα καλάθι', 'Easter table: everything in one basket'),
    enabled: true,
    start_date: '2023-03-27T00:00:00.000+03:00',
    end_date: '2023-04-17T00:00:00.000+03:00',
    web_image: imageAsset('banner-easter'),
    mobile_image: imageAsset('banner-easter-mobile'),
    image: imageAsset('banner-easter'),
    redirection_page: '/offers/',
  },
  {
    title: bi('Πίσω στα θρανία με σωστό κολατσιό', 'Back to school with a proper snack'),
    enabled: true,
    start_date: '2035-09-01T00:00:00.000+03:00',
    end_date: '2035-09-30T00:00:00.000+03:00',
    web_image: imageAsset('banner-back-to-school'),
    mobile_image: imageAsset('banner-back-to-school-mobile'),
    image: imageAsset('banner-back-to-school'),
    redirection_page: '/categories',
  },
  {
    title: bi('Βιολογικά προϊόντα με έκπτωση 20%', 'Organic products 20% off'),
    enabled: false,
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2032-01-01T00:00:00.000Z',
    web_image: imageAsset('banner-organic'),
    mobile_image: imageAsset('banner-organic-mobile'),
    image: imageAsset('banner-organic'),
    redirection_page: '/offers/',
  },
];

/** Side banner of a category page (the catalogue attaches it to its categories); runs until 2033. */
export const categorySideBanner: Bilingual<SideBanner> = {
  enabled: true,
  redirection_link: '/offers/',
  image: imageAsset('side-banner-offers'),
  start_date: '2024-01-01T00:00:00.000Z',
  end_date: '2033-12-31T21:59:59.000Z',
};

/** Top banners of a category page: one current, one expired. */
export const categoryTopBanners: Bilingual<Banner>[] = [
  {
    title: bi('Ελληνικά τυριά από μικρούς παραγωγούς', 'Greek cheeses from small producers'),
    enabled: true,
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2033-12-31T21:59:59.000Z',
    web_image: imageAsset('banner-greek-cheese'),
    mobile_image: imageAsset('banner-greek-cheese-mobile'),
    image: imageAsset('banner-greek-cheese'),
    redirection_page: '/categories/',
  },
  {
    title: bi('Αποκριάτικες γεύσεις', 'Carnival flavours'),
    enabled: true,
    start_date: '2023-02-01T00:00:00.000+02:00',
    end_date: '2023-02-28T00:00:00.000+02:00',
    web_image: imageAsset('banner-carnival'),
    mobile_image: imageAsset('banner-carnival-mobile'),
    image: imageAsset('banner-carnival'),
    redirection_page: '/offers/',
  },
];
