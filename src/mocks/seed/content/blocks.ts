import type { Block, BlockKind, BlockOf, ContentComponent } from '@/api/contract/content-blocks';
import type { Bilingual } from './bilingual';
import { docId, documentMeta, type editors } from './document';

/** One component of a page: its reference plus every document it brings (cards, highlights). */
export interface PageBlock {
  kind: BlockKind;
  key: string;
  enabled: boolean;
  docs: Bilingual<Block>[];
}

type Content<S extends Block['schema']> = Bilingual<BlockOf<S>['content']>;
type Editor = keyof typeof editors;

const doc = <S extends Block['schema']>(
  schema: S,
  key: string,
  content: Content<S>,
  editor: Editor = 'content',
): Bilingual<Block> =>
  ({ ...documentMeta(`${schema}:${key}`, editor), schema, content }) as Bilingual<Block>;

/** The reference a page stores for a block. */
export const componentRef = (block: PageBlock): Bilingual<ContentComponent> => ({
  enabled: block.enabled,
  conten_sub_schema: { schema: block.kind, id: blockId(block.kind, block.key) },
});

export const blockId = (kind: Block['schema'], key: string): string => docId(`${kind}:${key}`);

/** The same block, stored but switched off by the editor. */
export const disabled = (block: PageBlock): PageBlock => ({ ...block, enabled: false });

export const corporateContent = (
  key: string,
  content: Content<'corporate_content'>,
  editor?: Editor,
): PageBlock => ({
  kind: 'corporate_content',
  key,
  enabled: true,
  docs: [doc('corporate_content', key, { included: null, ...content }, editor)],
});

export type SliderCard = Content<'slidercontent'>;

export interface SliderInput {
  title: Content<'content_slider'>['title'];
  opennewtab: boolean;
  image_fill: boolean;
  card_style: 0 | 1 | 4 | 6;
  card_shape: 0 | 1 | 2 | 3 | 4;
  rewind: boolean;
  /** Tracking name; the default "homepage_content_slider" when left out. */
  promotion_name?: string;
  cards: SliderCard[];
}

/** A slider and its card documents (`slidercontent`, keys `<key>/card-<n>`). */
export const contentSlider = (key: string, input: SliderInput, editor?: Editor): PageBlock => {
  const { cards, ...settings } = input;
  const cardDocs = cards.map((card, index) => {
    const cardKey = `${key}/card-${index + 1}`;
    return {
      ...doc('slidercontent', cardKey, card, editor),
      subdocs: [],
      validation: { status: 'valid' },
    } as Bilingual<Block>;
  });
  const contentcards = cards.map((_, index) => ({
    schema: 'slidercontent' as const,
    id: blockId('slidercontent', `${key}/card-${index + 1}`),
  }));
  return {
    kind: 'content_slider',
    key,
    enabled: true,
    docs: [doc('content_slider', key, { ...settings, contentcards }, editor), ...cardDocs],
  };
};

export const imageGallery = (key: string, content: Content<'image_gallery'>): PageBlock => ({
  kind: 'image_gallery',
  key,
  enabled: true,
  docs: [doc('image_gallery', key, content)],
});

export const imageGrid = (key: string, content: Content<'image_grid'>): PageBlock => ({
  kind: 'image_grid',
  key,
  enabled: true,
  docs: [doc('image_grid', key, content)],
});

export const promotedProducts = (
  key: string,
  content: Content<'promoted_products'>,
  editor: Editor = 'marketing',
): PageBlock => ({
  kind: 'promoted_products',
  key,
  enabled: true,
  docs: [doc('promoted_products', key, content, editor)],
});

export interface HighlightsInput {
  title: Content<'highlights'>['title'];
  show_title: boolean;
  lightgreybackground: boolean;
  items: Content<'highlight'>[];
}

/** A highlights block and its `highlight` documents (keys `<key>/highlight-<n>`). */
export const highlights = (key: string, input: HighlightsInput): PageBlock => {
  const { items, ...settings } = input;
  const refs = items.map((_, index) => ({
    schema: 'highlight' as const,
    id: blockId('highlight', `${key}/highlight-${index + 1}`),
  }));
  return {
    kind: 'highlights',
    key,
    enabled: true,
    docs: [
      doc('highlights', key, { ...settings, highlights: refs }),
      ...items.map((item, index) => doc('highlight', `${key}/highlight-${index + 1}`, item)),
    ],
  };
};
