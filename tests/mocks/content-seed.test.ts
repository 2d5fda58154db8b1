import { describe, expect, it } from 'vitest';
import { sideBannerSchema } from '@/api/contract/catalog';
import type { Locale } from '@/api/contract/common';
import {
  bannerSchema,
  emptyStatesSchema,
  footerContentSchema,
  headerContentSchema,
  menuListSchema,
  smartBannerLongSchema,
  smartBannerSchema,
  smartBannerShortSchema,
} from '@/api/contract/content';
import {
  type Block,
  type BlockOf,
  blockKindSchema,
  blockSchema,
  type CorporatePage,
  corporatePageSchema,
} from '@/api/contract/content-blocks';
import { localize } from '@/mocks/seed/content/bilingual';
import { contentFor, pageFor } from '@/mocks/seed/content/content-for';
import { blogNames, specCorporateSlugs } from '@/mocks/seed/content/corporate-pages';
import { contentMedia } from '@/mocks/seed/content/media';

const locales: Locale[] = ['el', 'en'];
const jobSlugs = ['ypallilos-kavas', 'boithos-koyzinas', 'driver', 'tamias', 'products-packaging'];

const pagesOf = (locale: Locale): CorporatePage[] => Object.values(contentFor(locale).pages);

/** The documents a page shows, in order, for its enabled and disabled components. */
const componentDocs = (page: CorporatePage): Block[] =>
  page.content.content_component.map((component) => {
    const doc = page.blocks[component.conten_sub_schema.id];
    if (!doc) throw new Error(`${page.content.slug}: missing ${component.conten_sub_schema.id}`);
    return doc;
  });

const allBlocks = (locale: Locale): Block[] => pagesOf(locale).flatMap(componentDocs);

const ofKind = <S extends Block['schema']>(blocks: Block[], schema: S): BlockOf<S>[] =>
  blocks.filter((block): block is BlockOf<S> => block.schema === schema);

const sliderCards = (page: CorporatePage, slider: BlockOf<'content_slider'>) =>
  slider.content.contentcards.map((ref) => page.blocks[ref.id] as BlockOf<'slidercontent'>);

describe.each(locales)('editor content in %s', (locale) => {
  const content = contentFor(locale);

  it('parses every page (and every document it references) with the contract schema', () => {
    for (const page of pagesOf(locale)) {
      expect(corporatePageSchema.parse(page)).toEqual(page);
      for (const doc of Object.values(page.blocks)) blockSchema.parse(doc);
    }
  });

  it('resolves every component, slider card and highlight to a document of the right schema', () => {
    for (const page of pagesOf(locale)) {
      for (const component of page.content.content_component) {
        const doc = page.blocks[component.conten_sub_schema.id];
        expect(doc?.schema, page.content.slug).toBe(component.conten_sub_schema.schema);
        if (doc?.schema === 'content_slider') {
          for (const ref of doc.content.contentcards) {
            expect(page.blocks[ref.id]?.schema).toBe('slidercontent');
          }
        }
        if (doc?.schema === 'highlights') {
          for (const ref of doc.content.highlights) {
            expect(page.blocks[ref.id]?.schema).toBe('highlight');
          }
        }
      }
    }
  });

  it('has every corporate slug of the spec, the blogs, the FAQs and the wine landing page', () => {
    for (const slug of [...specCorporateSlugs, ...blogNames, 'faqs', 'greek-wines']) {
      const page = pageFor(slug, locale);
      expect(page?.content.slug, slug).toBe(slug);
      expect(page?.content.metadata).toContainEqual({ type: 'title', value: expect.any(String) });
    }
  });

  it('stamps documents with the locale of the request', () => {
    const expected = locale === 'el' ? 'el-GR' : 'en-GB';
    for (const page of pagesOf(locale)) {
      expect(page.locale).toBe(expected);
      expect(page.requestLocale).toBe(expected);
      for (const field of ['version', 'publishedAt', 'creator', 'editor', 'channel'] as const) {
        expect(page[field], field).toBeDefined();
      }
    }
  });

  it('uses every block kind, and switches some components off', () => {
    const kinds = new Set(allBlocks(locale).map((block) => block.schema));
    expect([...kinds].sort()).toEqual([...blockKindSchema.options].sort());
    const disabled = pagesOf(locale).flatMap((page) =>
      page.content.content_component.filter((component) => !component.enabled),
    );
    expect(disabled.length).toBeGreaterThan(0);
  });

  it('covers the corporate_content variants, with exactly one hostile rich text', () => {
    const blocks = ofKind(allBlocks(locale), 'corporate_content').map((block) => block.content);
    expect(blocks.some((c) => c.image && !c.description)).toBe(true);
    expect(blocks.some((c) => !c.image && c.description && !c.buttontext)).toBe(true);
    expect(blocks.some((c) => c.image && c.description && c.buttontext)).toBe(true);
    expect(blocks.some((c) => c.image && c.description && !c.buttontext)).toBe(true);
    const hostile = blocks.filter((c) => /<script|onerror=|javascript:/i.test(c.description ?? ''));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.description).toMatch(/<script>/);
    expect(hostile[0]?.description).toMatch(/onerror=/);
    expect(hostile[0]?.description).toMatch(/href="javascript:/);
  });

  it('gives sliders 3 to 5 cards and uses every style, shape and size of the spec', () => {
    const styles = new Set<number>();
    const shapes = new Set<number>();
    const sizes = new Set<number>();
    const flags = { opennewtab: false, image_fill: false, rewind: false, nullButton: false };
    for (const page of pagesOf(locale)) {
      for (const slider of ofKind(componentDocs(page), 'content_slider')) {
        const cards = sliderCards(page, slider);
        expect(cards.length).toBeGreaterThanOrEqual(3);
        expect(cards.length).toBeLessThanOrEqual(5);
        styles.add(slider.content.card_style);
        shapes.add(slider.content.card_shape);
        flags.opennewtab ||= slider.content.opennewtab;
        flags.image_fill ||= slider.content.image_fill;
        flags.rewind ||= slider.content.rewind;
        for (const card of cards) {
          if (card.content.size) sizes.add(card.content.size);
          flags.nullButton ||= card.content.button_text === null && card.content.enabled;
        }
      }
    }
    expect([...styles].sort()).toEqual([0, 1, 4, 6]);
    expect([...shapes].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...sizes].sort()).toEqual([1, 2, 3]);
    expect(flags).toEqual({ opennewtab: true, image_fill: true, rewind: true, nullButton: true });
  });

  it('uses the three image-grid card types and 4-item highlights with both flags', () => {
    const blocks = allBlocks(locale);
    const cardTypes = new Set(
      ofKind(blocks, 'image_grid').flatMap((grid) =>
        grid.content.image_grid_cards.map((card) => card.card_type),
      ),
    );
    expect([...cardTypes].sort()).toEqual([0, 1, 2]);
    const lists = ofKind(blocks, 'highlights').map((block) => block.content);
    expect(lists.every((list) => list.highlights.length === 4)).toBe(true);
    expect(lists.some((list) => list.show_title && list.lightgreybackground)).toBe(true);
    expect(lists.some((list) => !list.show_title)).toBe(true);
  });

  it('promotes 6 product codes per block (one block 7), all PR1001..PR1300', () => {
    const lists = ofKind(allBlocks(locale), 'promoted_products').map(
      (block) => block.content.products_andor_offers,
    );
    expect(lists.map((codes) => codes.length).sort()).toEqual(
      [...Array(lists.length - 1).fill(6), 7].sort(),
    );
    for (const code of lists.flat()) {
      expect(code).toMatch(/^PR\d+$/);
      const number = Number(code.slice(2));
      expect(number).toBeGreaterThanOrEqual(1001);
      expect(number).toBeLessThanOrEqual(1300);
    }
  });

  it('ends each job page with the five-card open jobs slider (new tab, one card without link)', () => {
    for (const slug of jobSlugs) {
      const page = pageFor(slug, locale)!;
      const last = componentDocs(page).at(-1);
      expect(last?.schema, slug).toBe('content_slider');
      const slider = last as BlockOf<'content_slider'>;
      expect(slider.content.opennewtab).toBe(true);
      const urls = sliderCards(page, slider).map((card) => card.content.url);
      expect(urls).toHaveLength(5);
      expect(urls.filter((url) => url === null)).toHaveLength(1);
      expect(urls.filter((url) => url === '/categories/')).toHaveLength(4);
    }
  });

  it('links a "see what our actions are" button to the press releases', () => {
    const buttons = ofKind(allBlocks(locale), 'corporate_content').filter((block) =>
      /see what our actions are|δείτε ποιες είναι οι δράσεις μας/i.test(
        block.content.buttontext ?? '',
      ),
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.content.redirection_link).toMatch(
        /^(\/en)?\/corporate\/blogs\/media-releases$/,
      );
    }
  });

  it('parses the menus, header, footer, smart banners, banners and empty states', () => {
    expect(content.menus.map((menu) => menuListSchema.parse(menu))).toEqual(content.menus);
    expect(content.menus[0]?.items.map((item) => item.enum)).toEqual([0, 1, 2, 3]);
    expect(headerContentSchema.parse(content.header)).toEqual(content.header);
    expect(footerContentSchema.parse(content.footer)).toEqual(content.footer);
    expect(smartBannerLongSchema.parse(content.smartBanner)).toEqual(content.smartBanner);
    expect(smartBannerShortSchema.parse(content.smartBannerShort)).toEqual(
      content.smartBannerShort,
    );
    smartBannerSchema.parse(content.smartBanner);
    for (const banner of [...content.banners, ...content.categoryTopBanners]) {
      bannerSchema.parse(banner);
    }
    sideBannerSchema.parse(content.categorySideBanner);
    expect(emptyStatesSchema.parse(content.emptyStates)).toEqual(content.emptyStates);
  });

  it('has the company side sheet groups and the footer groups and icons', () => {
    const groups = content.header.categories.flatMap((category) => category.fields);
    expect(groups).toHaveLength(4);
    const footerGroups = content.footer.categories.flatMap((category) => category.subcategories);
    expect(footerGroups).toHaveLength(3);
    expect(footerGroups.some((group) => group.open)).toBe(true);
    expect(footerGroups.some((group) => !group.open)).toBe(true);
    expect(content.footer.social_icons.map((icon) => [icon.title, icon.enabled])).toEqual([
      ['facebook', true],
      ['instagram', true],
      ['twitter', true],
      ['youtube', true],
      ['tiktok', false],
      ['linkedin', true],
    ]);
    expect(content.footer.newsletter.input_link).toBe('/categories');
    expect(content.footerPaymentMarks.map((mark) => mark.title)).toEqual([
      'Visa',
      'Mastercard',
      'Maestro',
      'American Express',
      'Apple Pay',
      'Google Pay',
    ]);
  });

  it('leaves the four unset empty-state images null', () => {
    const { cancel_edit, edit_order_timeframe, prebook, welcome_image } = content.emptyStates;
    expect([cancel_edit, edit_order_timeframe, prebook, welcome_image]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('only references media the media list can render', () => {
    const names = new Set(contentMedia.map((tile) => tile.name));
    const urls =
      JSON.stringify(content).match(/\/api\/media\/content\/(?:(?:el|en)\/)?[a-z0-9-]+\.svg/g) ??
      [];
    expect(urls.length).toBeGreaterThan(100);
    const unknown = urls
      .map((url) =>
        url.replace(/^\/api\/media\/content\/((el|en)\/)?/, '').slice(0, -'.svg'.length),
      )
      .filter((name) => !names.has(name as never) && name !== 'missing');
    expect(unknown).toEqual([]);
  });

  it.each(locales)(
    'gives the %s content its own images (the words in them are in its language)',
    (locale) => {
      const other = locale === 'el' ? 'en' : 'el';
      const json = JSON.stringify(contentFor(locale));
      expect(json.match(new RegExp(`/api/media/content/${locale}/`, 'g'))?.length).toBeGreaterThan(
        100,
      );
      expect(json).not.toContain(`/api/media/content/${other}/`);
    },
  );
});

describe('content in both locales', () => {
  it('translates the texts and keeps document ids', () => {
    const el = pageFor('about-us', 'el')!;
    const en = pageFor('about-us', 'en')!;
    expect(el.content.title).toMatch(/[α-ω]/i);
    expect(en.content.title).not.toMatch(/[α-ωΑ-Ω]/);
    expect(Object.keys(el.blocks)).toEqual(Object.keys(en.blocks));
    expect(el.id).toBe(en.id);
  });

  it('keeps the malformed links of the real data', () => {
    const enFooter = JSON.stringify(contentFor('en').footer);
    expect(enFooter).toContain('"/en /corporate/corporatecontent/customer-support"');
    const enLinks = contentFor('en').header.categories.flatMap((category) =>
      category.fields.flatMap((field) => field.links.map((link) => link.redirect_link)),
    );
    expect(enLinks).toContain('/corporate/corporatecontent/agora-academy');
    expect(enLinks).toContain('/en/corporate/corporatecontent/about-us');
  });

  it('windows the home banners: three current, one expired, one future, one disabled', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const banners = contentFor('el').banners;
    const shown = banners.filter(
      (b) => b.enabled && Date.parse(b.start_date) <= now && now < Date.parse(b.end_date),
    );
    expect(shown).toHaveLength(3);
    expect(banners.filter((b) => Date.parse(b.end_date) <= now)).toHaveLength(1);
    expect(banners.filter((b) => Date.parse(b.start_date) > now)).toHaveLength(1);
    expect(banners.filter((b) => !b.enabled)).toHaveLength(1);
    expect(contentFor('el').categorySideBanner.end_date.startsWith('2033')).toBe(true);
  });

  it('states the service facts of the spec', () => {
    const text = (slug: string) => JSON.stringify(pageFor(slug, 'en'));
    expect(text('delivery-services')).toMatch(/8 AM to 8 PM.*two-hour/);
    expect(text('delivery-services')).toMatch(/one-hour/);
    expect(text('customer-support')).toMatch(/Monday to Saturday, 8 AM-8 PM.*Sunday, 9 AM-6 PM/);
    expect(text('customer-support')).toMatch(/within 24 hours/);
    expect(text('about-us')).toMatch(/2005/);
    expect(text('privacy-policy')).toMatch(/within one month/);
    expect(text('privacy-policy')).toMatch(/under <strong>13 years/);
    expect(text('mojito-summer-recipe')).toMatch(/45 ml white rum.*10 mint leaves/);
    expect(text('terms-of-use')).toContain('[COMPANY NAME]');
  });

  it('localizes { el, en } pairs deeply and leaves other values alone', () => {
    const source = { a: { el: 'α', en: 'a' }, list: [{ el: 1, en: 2 }], keep: { el: 'x' } };
    expect(localize<{ a: string; list: number[]; keep: { el: string } }>(source, 'en')).toEqual({
      a: 'a',
      list: [2],
      keep: { el: 'x' },
    });
  });
});
