import type { Block, CorporatePage } from '@/api/contract/content-blocks';
import type { Bi, Bilingual } from './bilingual';
import { componentRef, type PageBlock } from './blocks';
import { documentMeta, type editors } from './document';

export interface PageInput {
  slug: string;
  title: Bi;
  subtitle: Bi | null;
  /** Browser title; defaults to the page title. */
  metaTitle?: Bi;
  editor?: keyof typeof editors;
  blocks: PageBlock[];
}

/** A corporate page document with its components resolved into `blocks` (by id). */
export const corporatePage = (input: PageInput): Bilingual<CorporatePage> => {
  const blocks: Record<string, Bilingual<Block>> = {};
  for (const block of input.blocks) {
    for (const doc of block.docs) blocks[doc.id as string] = doc;
  }
  return {
    ...documentMeta(`corporatecontent:${input.slug}`, input.editor),
    schema: 'corporatecontent',
    content: {
      title: input.title,
      subtitle: input.subtitle,
      slug: input.slug,
      content_component: input.blocks.map(componentRef),
      metadata: [{ type: 'title', value: input.metaTitle ?? input.title }],
    },
    blocks,
  };
};
