import { useId } from 'react';
import type { BlockOf } from '@/api/contract/content-blocks';
import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import styles from './blocks.module.css';

type GridCard = BlockOf<'image_grid'>['content']['image_grid_cards'][number];

const cardKind = { 0: 'text', 1: 'image', 2: 'imageSubtitle' } as const;

function GridCardView({ card }: { card: GridCard }) {
  const kind = cardKind[card.card_type];
  const showImage = kind !== 'text' && card.image;
  return (
    <li
      className={`${styles.gridCard} ${card.whitebackground ? styles.white : styles.grey}`}
      data-card-type={card.card_type}
      data-background={card.whitebackground ? 'white' : 'grey'}
    >
      {showImage && card.image && (
        <ContentImage
          image={card.image}
          width={1240}
          height={1024}
          className={styles.gridImage}
          decorative={Boolean(card.card_title)}
        />
      )}
      <div className={styles.gridBody}>
        {card.card_title && <h3>{card.card_title}</h3>}
        {kind === 'imageSubtitle' && card.card_subtitle && (
          <p className={styles.subtitle}>{card.card_subtitle}</p>
        )}
        {kind === 'text' && card.card_description && <p>{card.card_description}</p>}
        {card.button_text && card.url_button && (
          <ContentLink href={card.url_button} variant="button" className={styles.cardButton}>
            {card.button_text}
          </ContentLink>
        )}
      </div>
    </li>
  );
}

/** A grid of cards: 0 text, 1 image, 2 image with subtitle; white or grey background each. */
export function ImageGridBlock({ block }: { block: BlockOf<'image_grid'> }) {
  const { title, image_grid_cards } = block.content;
  const headingId = useId();
  return (
    <section
      className={styles.block}
      data-block="image_grid"
      aria-labelledby={title ? headingId : undefined}
    >
      {title && <h2 id={headingId}>{title}</h2>}
      <ul className={styles.grid}>
        {image_grid_cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id; the order is the editor's.
          <GridCardView key={index} card={card} />
        ))}
      </ul>
    </section>
  );
}
