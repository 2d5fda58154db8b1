import { useId } from 'react';
import type { BlockOf, CorporatePage } from '@/api/contract/content-blocks';
import { resolveRefs } from '@/lib/content-page';
import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import styles from './blocks.module.css';

export interface HighlightsBlockProps {
  block: BlockOf<'highlights'>;
  blocks: CorporatePage['blocks'];
}

/** Highlights: the title only when show_title (kept for screen readers), light grey on request. */
export function HighlightsBlock({ block, blocks }: HighlightsBlockProps) {
  const { title, show_title, lightgreybackground, highlights } = block.content;
  const items = resolveRefs(blocks, highlights, 'highlight');
  const headingId = useId();
  return (
    <section
      className={`${styles.block} ${lightgreybackground ? styles.lightGrey : ''}`}
      data-block="highlights"
      data-background={lightgreybackground ? 'light-grey' : 'none'}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <h2 id={headingId} className={show_title ? undefined : 'visually-hidden'}>
          {title}
        </h2>
      )}
      <ul className={styles.highlights}>
        {items.map(({ id, content }) => (
          <li key={id} className={styles.highlight}>
            {content.image && (
              <ContentImage
                image={content.image}
                width={240}
                height={240}
                decorative
                className={styles.highlightImage}
              />
            )}
            <h3>
              {content.link ? (
                <ContentLink href={content.link}>{content.title}</ContentLink>
              ) : (
                content.title
              )}
            </h3>
            {content.description && <p>{content.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
