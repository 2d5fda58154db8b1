import { z } from 'zod';
import { idSchema, isoDateTimeSchema, productCodeSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Fields every CMS document carries; only `id` and `schema` are guaranteed. */
export const documentMetaShape = {
  id: idSchema,
  locale: z.string().optional(),
  requestLocale: z.string().optional(),
  version: z.int().optional(),
  publishedAt: isoDateTimeSchema.nullish(),
  updatedAt: isoDateTimeSchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
  creator: z.string().optional(),
  editor: z.string().optional(),
  channel: z.string().optional(),
};

export const imageAssetSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    url: z.string().min(1),
    /** Resized URL. */
    image: z.string().optional(),
    originalName: z.string().optional(),
    filename: z.string().optional(),
    path: z.string().optional(),
    mime: z.string().optional(),
    title: z.string().nullish(),
    /** Alternative text. */
    description: z.string().nullish(),
    size: z.int().optional(),
    width: z.int().optional(),
    height: z.int().optional(),
    credits: z.string().nullish(),
    checksum: z.string().optional(),
    copyright: z.string().nullish(),
    tags: z.array(z.string()).optional(),
    uploaderId: z.string().optional(),
    updatedAt: isoDateTimeSchema.optional(),
    createdAt: isoDateTimeSchema.optional(),
  }),
);
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export const blockKindSchema = z.enum([
  'corporate_content',
  'content_slider',
  'image_gallery',
  'image_grid',
  'promoted_products',
  'highlights',
]);
export type BlockKind = z.infer<typeof blockKindSchema>;

const refSchema = <S extends string>(schema: S) =>
  z.object({ schema: z.literal(schema), id: idSchema });

/** Basic block: image only, text only, or both with an optional button. */
export const corporateContentSchema = lazySchema(() =>
  z.object({
    title: z.string().nullish(),
    image: imageAssetSchema.nullish(),
    /** Rich HTML: sanitize before rendering. */
    description: z.string().nullish(),
    buttontext: z.string().nullish(),
    redirection_link: z.string().nullish(),
    included: z.array(z.unknown()).nullish(),
  }),
);

export const contentSliderSchema = lazySchema(() =>
  z.object({
    title: z.string().nullish(),
    opennewtab: z.boolean(),
    image_fill: z.boolean(),
    /** 0, 1, 4 and 6 seen. */
    card_style: z.int(),
    /** 0 to 4 seen. */
    card_shape: z.int(),
    contentcards: z.array(refSchema('slidercontent')),
    rewind: z.boolean(),
    /**
     * The slider's name in promotion tracking; the spec's default "homepage_content_slider" when
     * absent (the spec names the default, not the field: ours).
     */
    promotion_name: z.string().nullish(),
  }),
);

export const sliderCardContentSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    enabled: z.boolean(),
    image: imageAssetSchema.nullish(),
    content_card_description: z.string().nullish(),
    /** Defaults to "Enabled" when null (spec). */
    button_text: z.string().nullable(),
    url: z.string().nullable(),
    /** Card size: 1 half, 2 whole, 3 third of the grid. */
    size: z.literal([1, 2, 3]).optional(),
  }),
);

export const imageGallerySchema = lazySchema(() =>
  z.object({
    title: z.string().nullish(),
    images: z.array(imageAssetSchema),
  }),
);

export const imageGridCardSchema = lazySchema(() =>
  z.object({
    card_title: z.string().nullish(),
    /** 0 text card, 1 image card, 2 image with subtitle. */
    card_type: z.literal([0, 1, 2]),
    card_subtitle: z.string().nullish(),
    card_description: z.string().nullish(),
    image: imageAssetSchema.nullish(),
    whitebackground: z.boolean(),
    button_text: z.string().nullish(),
    url_button: z.string().nullish(),
  }),
);

export const imageGridSchema = lazySchema(() =>
  z.object({
    title: z.string().nullish(),
    image_grid_cards: z.array(imageGridCardSchema),
  }),
);

export const promotedProductsSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    redirection_text: z.string().nullish(),
    redirection_url: z.string().nullish(),
    products_andor_offers: z.array(productCodeSchema),
  }),
);

export const highlightsSchema = lazySchema(() =>
  z.object({
    title: z.string().nullish(),
    highlights: z.array(refSchema('highlight')),
    show_title: z.boolean(),
    lightgreybackground: z.boolean(),
  }),
);

export const highlightContentSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    image: imageAssetSchema.nullish(),
    description: z.string().nullish(),
    link: z.string().nullish(),
  }),
);

const documentOf = <S extends string, C extends z.ZodType>(schema: S, content: C) =>
  z.object({
    ...documentMetaShape,
    schema: z.literal(schema),
    content,
    subdocs: z.unknown().optional(),
    validation: z.unknown().optional(),
  });

export const corporateContentDocSchema = documentOf('corporate_content', corporateContentSchema);
export const contentSliderDocSchema = documentOf('content_slider', contentSliderSchema);
export const sliderCardDocSchema = documentOf('slidercontent', sliderCardContentSchema);
export const imageGalleryDocSchema = documentOf('image_gallery', imageGallerySchema);
export const imageGridDocSchema = documentOf('image_grid', imageGridSchema);
export const promotedProductsDocSchema = documentOf('promoted_products', promotedProductsSchema);
export const highlightsDocSchema = documentOf('highlights', highlightsSchema);
export const highlightDocSchema = documentOf('highlight', highlightContentSchema);

/**
 * Every document a page can reference, discriminated on `schema`: the six block kinds and the
 * documents they reference (slider cards, highlights).
 */
export const blockSchema = lazySchema(() =>
  z.discriminatedUnion('schema', [
    corporateContentDocSchema,
    contentSliderDocSchema,
    sliderCardDocSchema,
    imageGalleryDocSchema,
    imageGridDocSchema,
    promotedProductsDocSchema,
    highlightsDocSchema,
    highlightDocSchema,
  ]),
);
export type Block = z.infer<typeof blockSchema>;
export type BlockOf<S extends Block['schema']> = Extract<Block, { schema: S }>;

export const contentComponentSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    /** Misspelled in the real data; kept as is. */
    conten_sub_schema: z.object({ schema: blockKindSchema, id: idSchema }),
  }),
);
export type ContentComponent = z.infer<typeof contentComponentSchema>;

/**
 * A corporate page. `blocks` holds every document the page references, resolved, keyed by id:
 * `blocks[component.conten_sub_schema.id]` and, for sliders and highlights, `blocks[ref.id]`.
 * A reference whose document is missing or of another schema is skipped by the renderer.
 */
export const corporatePageSchema = lazySchema(() =>
  z.object({
    ...documentMetaShape,
    schema: z.string(),
    content: z.object({
      title: z.string(),
      subtitle: z.string().nullish(),
      slug: z.string().min(1),
      content_component: z.array(contentComponentSchema),
      metadata: z.array(z.object({ type: z.string(), value: z.string() })),
    }),
    blocks: z.record(idSchema, blockSchema),
  }),
);
export type CorporatePage = z.infer<typeof corporatePageSchema>;
