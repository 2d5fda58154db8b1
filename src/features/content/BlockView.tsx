import type { CorporatePage } from '@/api/contract/content-blocks';
import type { PageBlock } from '@/lib/content-page';
import { ContentSliderBlock } from './blocks/ContentSliderBlock';
import { CorporateContentBlock } from './blocks/CorporateContentBlock';
import { HighlightsBlock } from './blocks/HighlightsBlock';
import { ImageGalleryBlock } from './blocks/ImageGalleryBlock';
import { ImageGridBlock } from './blocks/ImageGridBlock';
import { PromotedProductsBlock } from './blocks/PromotedProductsBlock';

export interface BlockViewProps {
  item: PageBlock;
  blocks: CorporatePage['blocks'];
  /** The first block of a page is above the fold: its images load at once. */
  eager?: boolean;
  /** Blog posts render their basic blocks as articles. */
  basicAs?: 'section' | 'article';
}

/** One page block by kind. */
export function BlockView({ item, blocks, eager = false, basicAs }: BlockViewProps) {
  switch (item.block.schema) {
    case 'corporate_content':
      return <CorporateContentBlock block={item.block} eager={eager} as={basicAs} />;
    case 'content_slider':
      return <ContentSliderBlock block={item.block} blocks={blocks} eager={eager} />;
    case 'image_gallery':
      return <ImageGalleryBlock block={item.block} />;
    case 'image_grid':
      return <ImageGridBlock block={item.block} />;
    case 'promoted_products':
      return <PromotedProductsBlock block={item.block} />;
    case 'highlights':
      return <HighlightsBlock block={item.block} blocks={blocks} />;
  }
}
