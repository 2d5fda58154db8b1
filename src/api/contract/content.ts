import { z } from 'zod/mini';
import { shortFormStoreLink } from '@/lib/smart-banner-stores';
import { endpoint } from '../endpoint';
import { isoDateTimeSchema } from './common';
import { corporatePageSchema, imageAssetSchema } from './content-blocks';
import { lazySchema } from './lazy-schema';

// --- Header and menus --------------------------------------------------------------------------

export const companySidesheetFieldSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    links: z.array(z.object({ link_title: z.string(), redirect_link: z.string() })),
  }),
);
export type CompanySidesheetField = z.infer<typeof companySidesheetFieldSchema>;

/** A group of the company side sheet (Company, Services, Announcements, ...). */
export const headerCategorySchema = lazySchema(() =>
  z.object({
    title: z.string(),
    fields: z.array(companySidesheetFieldSchema),
  }),
);
export type HeaderCategory = z.infer<typeof headerCategorySchema>;

/**
 * The editor's short message above the header. `id` names one published message (a new text or
 * link is published under a new id), so a shopper who closed it sees the next one. Shown only
 * while `start_date <= now < end_date` where they are set.
 */
export const headerMessageSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    text: z.string(),
    link_title: z.nullish(z.string()),
    redirect_link: z.nullish(z.string()),
    start_date: z.nullish(isoDateTimeSchema),
    end_date: z.nullish(isoDateTimeSchema),
  }),
);
export type HeaderMessage = z.infer<typeof headerMessageSchema>;

export const headerContentSchema = lazySchema(() =>
  z.object({
    categories: z.array(headerCategorySchema),
    /** Absent or null: no message. */
    message: z.nullish(headerMessageSchema),
  }),
);
export type HeaderContent = z.infer<typeof headerContentSchema>;

/** 0 categories/products, 1 offers, 2 lists, 3 orders. */
export const menuItemKindSchema = z.literal([0, 1, 2, 3]);
export const menuItemSchema = lazySchema(() =>
  z.object({ title: z.string(), enum: menuItemKindSchema }),
);
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A menu list; its item references are resolved into `items`. */
export const menuListSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    items: z.array(menuItemSchema),
    has_icon: z.boolean(),
  }),
);
export type MenuList = z.infer<typeof menuListSchema>;

// --- Footer ------------------------------------------------------------------------------------

export const socialIconSchema = lazySchema(() =>
  z.object({
    /** facebook, instagram, twitter, youtube, tiktok, linkedin. */
    title: z.string(),
    enabled: z.boolean(),
    url: z.string(),
  }),
);
export type SocialIcon = z.infer<typeof socialIconSchema>;

export const footerEntrySchema = lazySchema(() => z.object({ title: z.string(), url: z.string() }));
export const footerSubcategorySchema = lazySchema(() =>
  z.object({
    subcategory_title: z.string(),
    entries: z.array(footerEntrySchema),
    /** Open or closed by default. */
    open: z.boolean(),
  }),
);
export const footerCategorySchema = lazySchema(() =>
  z.object({
    title: z.nullish(z.string()),
    subcategories: z.array(footerSubcategorySchema),
  }),
);
export type FooterCategory = z.infer<typeof footerCategorySchema>;

export const footerNewsletterSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    image: z.nullish(imageAssetSchema),
    input_text: z.string(),
    input_link: z.nullish(z.string()),
    enabled: z.boolean(),
  }),
);
export type FooterNewsletter = z.infer<typeof footerNewsletterSchema>;

export const footerContentSchema = lazySchema(() =>
  z.object({
    social_icons: z.array(socialIconSchema),
    name_holder: z.string(),
    contact_logo: z.nullish(imageAssetSchema),
    phone: z.string(),
    categories: z.array(footerCategorySchema),
    newsletter: footerNewsletterSchema,
  }),
);
export type FooterContent = z.infer<typeof footerContentSchema>;

// --- Banners -----------------------------------------------------------------------------------

/** Shown only when enabled and start_date <= now < end_date. */
export const bannerSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    enabled: z.boolean(),
    start_date: isoDateTimeSchema,
    end_date: isoDateTimeSchema,
    web_image: z.nullish(imageAssetSchema),
    mobile_image: z.nullish(imageAssetSchema),
    image: z.nullish(imageAssetSchema),
    redirection_page: z.nullish(z.string()),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

export const smartBannerLongSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    android_title: z.string(),
    android_description: z.string(),
    android_image: z.string(),
    ios_title: z.string(),
    ios_description: z.string(),
    ios_image: z.string(),
    button_text_download: z.string(),
    button_text_view: z.string(),
    ios_app_id: z.string(),
    android_app_id: z.string(),
    ios_app_url: z.string(),
    android_app_url: z.string(),
  }),
);
export const smartBannerShortSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    description: z.string(),
    image: z.string(),
    app_id: z.string(),
    app_url: z.string(),
  }),
);
/** Either form occurs in the data; use `smartBannerFor` to read one platform's view. */
export const smartBannerSchema = lazySchema(() =>
  z.union([smartBannerLongSchema, smartBannerShortSchema]),
);
export type SmartBanner = z.infer<typeof smartBannerSchema>;

export interface SmartBannerView {
  title: string;
  description: string;
  image: string;
  appId: string;
  appUrl: string;
  /** Undefined in the short form: the view uses its own translated label. */
  downloadLabel?: string;
  openLabel?: string;
}

/**
 * One platform's banner from either form; null when the short form has no link to this
 * platform's store (`shortFormStoreLink`: iPhones go to the App Store, Android to Google Play).
 */
export const smartBannerFor = (
  banner: SmartBanner,
  platform: 'ios' | 'android',
): SmartBannerView | null => {
  if ('app_id' in banner) {
    const store = shortFormStoreLink(platform, banner.app_id, banner.app_url);
    return (
      store && {
        title: banner.title,
        description: banner.description,
        image: banner.image,
        ...store,
      }
    );
  }
  return {
    title: platform === 'ios' ? banner.ios_title : banner.android_title,
    description: platform === 'ios' ? banner.ios_description : banner.android_description,
    image: platform === 'ios' ? banner.ios_image : banner.android_image,
    appId: platform === 'ios' ? banner.ios_app_id : banner.android_app_id,
    appUrl: platform === 'ios' ? banner.ios_app_url : banner.android_app_url,
    downloadLabel: banner.button_text_download,
    openLabel: banner.button_text_view,
  };
};

// --- Empty-state images ------------------------------------------------------------------------

const image = imageAssetSchema;
const unsetImage = z._default(z.nullable(imageAssetSchema), null);

export const emptyStatesSchema = lazySchema(() =>
  z.object({
    cart: image,
    address: image,
    orders: image,
    cards: image,
    lists: image,
    favorite_products: image,
    smart_lists: image,
    page_not_found: image,
    default_warning: image,
    email: image,
    cancel_order: image,
    edit_order: image,
    minimum_order_value: image,
    change_password: image,
    default_product_image: image,
    cancel_edit: unsetImage,
    edit_order_timeframe: unsetImage,
    prebook: unsetImage,
    welcome_image: unsetImage,
  }),
);
export type EmptyStates = z.infer<typeof emptyStatesSchema>;
export type EmptyStateKey = keyof EmptyStates;

// --- Endpoints (all chosen: the spec does not show them) ---------------------------------------

export const getHeaderContentEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/header',
  response: headerContentSchema,
});

export const getMenusEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/menus',
  response: z.array(menuListSchema),
});

export const getFooterContentEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/footer',
  response: footerContentSchema,
});

/** `null` when no smart banner is configured. */
export const getSmartBannerEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/smart-banner',
  response: z.nullable(smartBannerSchema),
});

/** Every banner, including disabled and out-of-date ones: the client filters by date. */
export const getBannersEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/banners',
  response: z.array(bannerSchema),
});

export const getEmptyStatesEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/empty-states',
  response: emptyStatesSchema,
});

/** 404 `PAGE_NOT_FOUND` for an unknown slug. */
export const getCorporatePageEndpoint = endpoint({
  method: 'GET',
  path: '/v3/content/pages/:slug',
  params: z.object({ slug: z.string().check(z.minLength(1)) }),
  response: corporatePageSchema,
});
