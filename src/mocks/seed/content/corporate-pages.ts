import type { CorporatePage } from '@/api/contract/content-blocks';
import type { Bilingual } from './bilingual';
import { faqsPage } from './blogs/faqs';
import { greekWinesPage } from './blogs/greek-wines';
import { jobOpeningsBlog } from './blogs/job-openings';
import { mediaReleasesBlog } from './blogs/media-releases';
import { recipesBlog } from './blogs/sintages';
import { aboutUsPage } from './pages/about-us';
import { academyPage } from './pages/academy';
import { componentsPage } from './pages/corporate-page-components';
import { customerSupportPage } from './pages/customer-support';
import { deliveryServicesPage } from './pages/delivery-services';
import { freeFromPages } from './pages/free-from';
import { homePage } from './pages/home';
import { jobOpportunitiesPage } from './pages/job-opportunities';
import { jobPages } from './pages/jobs';
import { legalPages } from './pages/legal';
import { mojitoPage } from './pages/mojito-summer-recipe';
import { responsibilityActionsPage } from './pages/responsibility-actions';
import { storesPage } from './pages/stores-page';

/** Pages of /corporate/corporatecontent/{slug}. */
export const corporatePages: Bilingual<CorporatePage>[] = [
  aboutUsPage,
  deliveryServicesPage,
  jobOpportunitiesPage,
  academyPage,
  customerSupportPage,
  ...freeFromPages,
  ...jobPages,
  storesPage,
  mojitoPage,
  responsibilityActionsPage,
  ...legalPages,
  componentsPage,
];

/**
 * Pages of /corporate/blogs/{blog} (slug = blog name) and /corporate/faqs (slug `faqs`). The
 * contract has no blog endpoint: they are content pages served by slug like the others.
 */
export const blogPages: Bilingual<CorporatePage>[] = [
  mediaReleasesBlog,
  recipesBlog,
  jobOpeningsBlog,
  faqsPage,
];

/** Landing pages (landing-page/{slug}/), also served by slug. */
export const landingPages: Bilingual<CorporatePage>[] = [greekWinesPage];

/** Every page the page endpoint serves, by slug. */
export const allPages: Bilingual<CorporatePage>[] = [
  ...corporatePages,
  ...blogPages,
  ...landingPages,
  // The home page's slider, promoted products and highlights (slug `home`).
  homePage,
];

/** The corporate slugs named by the content spec (section 2), `{product}-academy` as agora-academy. */
export const specCorporateSlugs = [
  'about-us',
  'delivery-services',
  'job-opportunities',
  'agora-academy',
  'customer-support',
  'gluten-free-products',
  'gluten-free',
  'lactose-free',
  'ypallilos-kavas',
  'boithos-koyzinas',
  'driver',
  'tamias',
  'products-packaging',
  'stores-page',
  'mojito-summer-recipe',
  'responsibility-actions',
  'terms-of-use',
  'privacy-policy',
  'corporate-page-components',
] as const;

/** Blog names of /corporate/blogs/{blog}. */
export const blogNames = ['media-releases', 'sintages', 'job-openings-v2'] as const;
