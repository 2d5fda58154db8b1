import { useId } from 'react';
import type { BlockOf } from '@/api/contract/content-blocks';
import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import { RichText } from '../RichText';
import styles from './blocks.module.css';

export interface CorporateContentBlockProps {
  block: BlockOf<'corporate_content'>;
  eager?: boolean;
  /** Blog posts are articles; page sections otherwise. */
  as?: 'section' | 'article';
}

/** Basic block: image only, text only, or image and text, with an optional button. */
export function CorporateContentBlock({
  block,
  eager,
  as: Tag = 'section',
}: CorporateContentBlockProps) {
  const { title, image, description, buttontext, redirection_link } = block.content;
  const headingId = useId();
  const hasText = Boolean(title || description || buttontext);
  const layout = image && hasText ? 'imageText' : image ? 'imageOnly' : 'textOnly';
  return (
    <Tag
      className={`${styles.basic} ${styles[layout]}`}
      data-block="corporate_content"
      data-layout={layout}
      aria-labelledby={title ? headingId : undefined}
    >
      {image && (
        <ContentImage
          image={image}
          width={layout === 'imageOnly' ? 2480 : 936}
          height={layout === 'imageOnly' ? 640 : 600}
          eager={eager}
          className={styles.basicImage}
        />
      )}
      {hasText && (
        <div className={styles.basicText}>
          {title && <h2 id={headingId}>{title}</h2>}
          <RichText html={description} />
          {buttontext && (
            <p className={styles.actions}>
              <ContentLink href={redirection_link} variant="button">
                {buttontext}
              </ContentLink>
            </p>
          )}
        </div>
      )}
    </Tag>
  );
}
