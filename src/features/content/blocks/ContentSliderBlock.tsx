import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BlockOf, CorporatePage } from '@/api/contract/content-blocks';
import { usePromotionTracking } from '@/app/hooks/use-promotion-tracking';
import {
  cardWidth,
  resolveRefs,
  sliderPromotionName,
  visibleSliderCards,
} from '@/lib/content-page';
import { promotionEvent } from '@/lib/promotion-tracking';
import { Button } from '@/ui/Button';
import { ContentImage } from '@/ui/ContentImage';
import { ContentLink } from '@/ui/ContentLink';
import styles from './slider.module.css';

export interface ContentSliderBlockProps {
  block: BlockOf<'content_slider'>;
  blocks: CorporatePage['blocks'];
  eager?: boolean;
}

/**
 * A slider of 3 to 5 enabled cards (sizes half, whole, third), card_style and card_shape as
 * visual variants, image_fill (cover or contain), opennewtab for card links, rewind (next on
 * the last card goes back to the first). Promotion tracking under the slider's name (default
 * "homepage_content_slider"): an event when a card is at least half in view (once per card) and
 * when its button is pressed, sent only with the consent that allows it (usePromotionTracking).
 */
export function ContentSliderBlock({ block, blocks, eager }: ContentSliderBlockProps) {
  const { t } = useLingui();
  const { title, opennewtab, image_fill, card_style, card_shape, rewind, contentcards } =
    block.content;
  const cards = useMemo(
    () => visibleSliderCards(resolveRefs(blocks, contentcards, 'slidercontent')),
    [blocks, contentcards],
  );
  const promotionName = sliderPromotionName(block.content);
  const track = usePromotionTracking();
  const [current, setCurrent] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const last = cards.length - 1;

  // A card counts as shown once at least half of it is in view (scrolled to, or slid in).
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const position = Number((entry.target as HTMLElement).dataset.position);
          const card = cards[position - 1];
          if (!card || shown.current.has(card.id)) continue;
          shown.current.add(card.id);
          track(
            promotionEvent('view', { name: promotionName, creative: card.content.title, position }),
          );
        }
      },
      { threshold: 0.5 },
    );
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [cards, promotionName, track]);

  const go = (index: number) => {
    setCurrent(index);
    const list = listRef.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (list && item)
      list.scrollTo?.({ left: item.offsetLeft - list.offsetLeft, behavior: 'smooth' });
  };
  const next = () => go(current >= last ? (rewind ? 0 : last) : current + 1);
  const previous = () => go(current <= 0 ? (rewind ? last : 0) : current - 1);

  if (cards.length === 0) return null;
  return (
    <section
      className={styles.slider}
      data-block="content_slider"
      data-promotion-name={promotionName}
      data-card-style={card_style}
      data-card-shape={card_shape}
      data-image-fill={image_fill}
      aria-roledescription={t`carousel`}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={styles.head}>
        {title && <h2 id={headingId}>{title}</h2>}
        {cards.length > 1 && (
          <div className={styles.controls}>
            <Button
              variant="secondary"
              size="sm"
              onPress={previous}
              isDisabled={!rewind && current === 0}
              aria-label={t`Previous card`}
            >
              ‹
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={next}
              isDisabled={!rewind && current === last}
              aria-label={t`Next card`}
            >
              ›
            </Button>
          </div>
        )}
      </div>
      <ul className={styles.track} ref={listRef}>
        {cards.map(({ id, content }, index) => (
          <li
            key={id}
            className={`${styles.card} ${styles[cardWidth(content.size)]}`}
            data-card-width={cardWidth(content.size)}
            data-current={index === current || undefined}
            data-position={index + 1}
            data-promotion-creative={content.title}
            aria-roledescription={t`slide`}
            aria-label={t`${index + 1} of ${cards.length}`}
          >
            {content.image && (
              <ContentImage
                image={content.image}
                width={936}
                height={600}
                eager={eager && index === 0}
                decorative
                className={image_fill ? styles.fill : styles.contain}
              />
            )}
            <div className={styles.body}>
              <h3>{content.title}</h3>
              {content.content_card_description && <p>{content.content_card_description}</p>}
              {content.url && (
                <ContentLink
                  href={content.url}
                  variant="button"
                  newTab={opennewtab}
                  className={styles.cta}
                  data={{ 'data-promotion-name': promotionName }}
                  onPress={() =>
                    track(
                      promotionEvent('select', {
                        name: promotionName,
                        creative: content.title,
                        position: index + 1,
                      }),
                    )
                  }
                >
                  {/* Spec: a card button without text shows "Enabled" (Greek: «Ενεργό»). */}
                  {content.button_text?.trim() || t`Enabled`}
                  <span className="visually-hidden">: {content.title}</span>
                </ContentLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
