import type { SideBanner } from '@/api/contract/catalog';
import type { Locale } from '@/api/contract/common';
import type {
  Banner,
  EmptyStates,
  FooterContent,
  HeaderContent,
  MenuList,
  SmartBanner,
} from '@/api/contract/content';
import type { CorporatePage } from '@/api/contract/content-blocks';
import { categorySideBanner, categoryTopBanners, homeBanners } from './banners';
import { localize } from './bilingual';
import { type Faq, faqs } from './blogs/faqs';
import { allPages } from './corporate-pages';
import { emptyStates } from './empty-states';
import { footerContent, footerPaymentMarks, type PaymentMark } from './footer';
import { headerContent } from './header';
import { menus } from './menus';
import { smartBanner, smartBannerShort } from './smart-banner';

export interface LocalizedFaq {
  key: string;
  question: string;
  answer: string;
}

/** All editor content in one locale, shaped as the contract's responses. */
export interface SiteContent {
  locale: Locale;
  menus: MenuList[];
  header: HeaderContent;
  footer: FooterContent;
  /** Not in the contract's footer: static payment marks. */
  footerPaymentMarks: PaymentMark[];
  /** The long form (served by default). */
  smartBanner: SmartBanner;
  smartBannerShort: SmartBanner;
  /** Home banners, every one (the client filters by `enabled` and dates). */
  banners: Banner[];
  categoryTopBanners: Banner[];
  categorySideBanner: SideBanner;
  emptyStates: EmptyStates;
  /** Corporate, blog, FAQ and landing pages by slug. */
  pages: Record<string, CorporatePage>;
  faqs: LocalizedFaq[];
}

const build = (locale: Locale): SiteContent => ({
  locale,
  menus: localize<MenuList[]>(menus, locale),
  header: localize<HeaderContent>(headerContent, locale),
  footer: localize<FooterContent>(footerContent, locale),
  footerPaymentMarks: localize<PaymentMark[]>(footerPaymentMarks, locale),
  smartBanner: localize<SmartBanner>(smartBanner, locale),
  smartBannerShort: localize<SmartBanner>(smartBannerShort, locale),
  banners: localize<Banner[]>(homeBanners, locale),
  categoryTopBanners: localize<Banner[]>(categoryTopBanners, locale),
  categorySideBanner: localize<SideBanner>(categorySideBanner, locale),
  emptyStates: localize<EmptyStates>(emptyStates, locale),
  pages: Object.fromEntries(
    allPages.map((page) => {
      const localized = localize<CorporatePage>(page, locale);
      return [localized.content.slug, localized];
    }),
  ),
  faqs: faqs.map((faq: Faq) => ({
    key: faq.key,
    question: faq.question[locale],
    answer: faq.answer[locale],
  })),
});

const cache = new Map<Locale, SiteContent>();

/**
 * The editor content in one locale (built once per locale and shared: copy before changing it).
 * The demo handlers pick the locale from Accept-Language.
 */
export const contentFor = (locale: Locale): SiteContent => {
  let content = cache.get(locale);
  if (!content) {
    content = build(locale);
    cache.set(locale, content);
  }
  return content;
};

/** One page by slug, or undefined (the handler answers 404 PAGE_NOT_FOUND). */
export const pageFor = (slug: string, locale: Locale): CorporatePage | undefined =>
  contentFor(locale).pages[slug];
