import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, productCodeSchema } from './common';
import { lazySchema } from './lazy-schema';

/** Fields every CMS document carries; only `id` and `schema` are guaranteed. */
export const documentMetaShape = {
  id: idSchema,
  locale: z.optional(z.string()),
  requestLocale: z.optional(z.string()),
  version: z.optional(z.int()),
  publishedAt: z.nullish(isoDateTimeSchema),
  updatedAt: z.optional(isoDateTimeSchema),
  createdAt: z.optional(isoDateTimeSchema),
  creator: z.optional(z.string()),
  editor: z.optional(z.string()),
  channel: z.optional(z.string()),
};

export const imageAssetSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    url: z.string().check(z.minLength(1)),
    /** Resized URL. */
    image: z.optional(z.string()),
    originalName: z.optional(z.string()),
    filename: z.optional(z.string()),
    path: z.optional(z.string()),
    mime: z.optional(z.string()),
    title: z.nullish(z.string()),
    /** Alternative text. */
    description: z.nullish(z.string()),
    size: z.optional(z.int()),
    width: z.optional(z.int()),
    height: z.optional(z.int()),
    credits: z.nullish(z.string()),
    checksum: z.optional(z.string()),
    copyright: z.nullish(z.string()),
    tags: z.optional(z.array(z.string())),
    uploaderId: z.optional(z.string()),
    updatedAt: z.optional(isoDateTimeSchema),
    createdAt: z.optional(isoDateTimeSchema),
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
    title: z.nullish(z.string()),
    image: z.nullish(imageAssetSchema),
    /** Rich HTML: sanitize before rendering. */
    description: z.nullish(z.string()),
    buttontext: z.nullish(z.string()),
    redirection_link: z.nullish(z.string()),
    included: z.nullish(z.array(z.unknown())),
  }),
);

export const contentSliderSchema = lazySchema(() =>
  z.object({
    title: z.nullish(z.string()),
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
    promotion_name: z.nullish(z.string()),
  }),
);

export const sliderCardContentSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    enabled: z.boolean(),
    image: z.nullish(imageAssetSchema),
    content_card_description: z.nullish(z.string()),
    /** Defaults to "Enabled" when null (spec). */
    button_text: z.nullable(z.string()),
    url: z.nullable(z.string()),
    /** Card size: 1 half, 2 whole, 3 third of the grid. */
    size: z.optional(z.literal([1, 2, 3])),
  }),
);

export const imageGallerySchema = lazySchema(() =>
  z.object({
    title: z.nullish(z.string()),
    images: z.array(imageAssetSchema),
  }),
);

export const imageGridCardSchema = lazySchema(() =>
  z.object({
    card_title: z.nullish(z.string()),
    /** 0 text card, 1 image card, 2 image with subtitle. */
    card_type: z.literal([0, 1, 2]),
    card_subtitle: z.nullish(z.string()),
    card_description: z.nullish(z.string()),
    image: z.nullish(imageAssetSchema),
    whitebackground: z.boolean(),
    button_text: z.nullish(z.string()),
    url_button: z.nullish(z.string()),
  }),
);

export const imageGridSchema = lazySchema(() =>
  z.object({
    title: z.nullish(z.string()),
    image_grid_cards: z.array(imageGridCardSchema),
  }),
);

export const promotedProductsSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    redirection_text: z.nullish(z.string()),
    redirection_url: z.nullish(z.string()),
    products_andor_offers: z.array(productCodeSchema),
  }),
);

export const highlightsSchema = lazySchema(() =>
  z.object({
    title: z.nullish(z.string()),
    highlights: z.array(refSchema('highlight')),
    show_title: z.boolean(),
    lightgreybackground: z.boolean(),
  }),
);

export const highlightContentSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    image: z.nullish(imageAssetSchema),
    description: z.nullish(z.string()),
    link: z.nullish(z.string()),
  }),
);

const documentOf = <S extends string, C extends z.ZodMiniType>(schema: S, content: C) =>
  z.object({
    ...documentMetaShape,
    schema: z.literal(schema),
    content,
    subdocs: z.optional(z.unknown()),
    validation: z.optional(z.unknown()),
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
      subtitle: z.nullish(z.string()),
      slug: z.string().check(z.minLength(1)),
      content_component: z.array(contentComponentSchema),
      metadata: z.array(z.object({ type: z.string(), value: z.string() })),
    }),
    blocks: z.record(idSchema, blockSchema),
  }),
);
export type CorporatePage = z.infer<typeof corporatePageSchema>;
