import { useId } from 'react';
import type { BlockOf } from '@/api/contract/content-blocks';
import { ContentImage } from '@/ui/ContentImage';
import styles from './blocks.module.css';

/** A gallery of square tiles (768x768), lazy below the fold. */
export function ImageGalleryBlock({ block }: { block: BlockOf<'image_gallery'> }) {
  const { title, images } = block.content;
  const headingId = useId();
  return (
    <section
      className={styles.block}
      data-block="image_gallery"
      aria-labelledby={title ? headingId : undefined}
    >
      {title && <h2 id={headingId}>{title}</h2>}
      <ul className={styles.gallery}>
        {images.map((image) => (
          <li key={image.id}>
            <ContentImage image={image} width={768} height={768} className={styles.galleryImage} />
          </li>
        ))}
      </ul>
    </section>
  );
}
