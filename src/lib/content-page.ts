import type { Block, BlockKind, BlockOf, CorporatePage } from '@/api/contract/content-blocks';

/** A page block ready to render: the component's position key and its resolved document. */
export type PageBlock = { [K in BlockKind]: { key: string; block: BlockOf<K> } }[BlockKind];

/**
 * The blocks of a page in order: only enabled components whose document is present and of the
 * schema the component names (a missing or mismatched reference is skipped, not an error).
 */
export function pageBlocks(page: CorporatePage): PageBlock[] {
  return page.content.content_component.flatMap((component, index) => {
    if (!component.enabled) return [];
    const { schema, id } = component.conten_sub_schema;
    const block = page.blocks[id];
    if (!block || block.schema !== schema) return [];
    return [{ key: `${index}-${id}`, block } as PageBlock];
  });
}

/** Referenced documents (slider cards, highlights) of one schema, in order, skipping gaps. */
export function resolveRefs<S extends Block['schema']>(
  blocks: CorporatePage['blocks'],
  refs: readonly { id: string }[],
  schema: S,
): BlockOf<S>[] {
  return refs.flatMap((ref) => {
    const doc = blocks[ref.id];
    return doc && doc.schema === schema ? [doc as BlockOf<S>] : [];
  });
}

/** Slider cards the shopper sees: enabled ones, at most five (the spec's 3 to 5). */
export const visibleSliderCards = <C extends { content: { enabled: boolean } }>(cards: C[]): C[] =>
  cards.filter((card) => card.content.enabled).slice(0, 5);

/** Card size 1, 2, 3 as half, whole and third of the grid (whole when unset). */
export const cardWidth = (size: 1 | 2 | 3 | undefined): 'half' | 'whole' | 'third' =>
  size === 1 ? 'half' : size === 3 ? 'third' : 'whole';

/** The default promotion name of slider tracking (spec). */
export const SLIDER_PROMOTION_NAME = 'homepage_content_slider';

/** A slider's name in promotion tracking: its own, else the spec's default. */
export const sliderPromotionName = (slider: { promotion_name?: string | null }): string =>
  slider.promotion_name?.trim() || SLIDER_PROMOTION_NAME;
