import { useId } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import type { CorporatePage } from '@/api/contract/content-blocks';
import { pageBlocks } from '@/lib/content-page';
import { ChevronIcon } from '@/ui/ChevronIcon';
import styles from './FaqList.module.css';
import { RichText } from './RichText';

/**
 * The FAQ page's questions as accessible disclosures (a button with aria-expanded per question,
 * the answer in a region it controls). Questions are the page's basic blocks with a title.
 */
export function FaqList({ page }: { page: CorporatePage }) {
  const idPrefix = useId();
  const questions = pageBlocks(page).flatMap((item) =>
    item.block.schema === 'corporate_content' && item.block.content.title
      ? [
          {
            key: item.key,
            question: item.block.content.title,
            answer: item.block.content.description,
          },
        ]
      : [],
  );
  return (
    <DisclosureGroup allowsMultipleExpanded className={styles.group}>
      {questions.map(({ key, question, answer }) => (
        <Disclosure key={key} id={`${idPrefix}${key}`} className={styles.item}>
          <Heading level={2} className={styles.question}>
            <Button slot="trigger" className={styles.trigger}>
              <ChevronIcon className={styles.chevron} />
              {question}
            </Button>
          </Heading>
          <DisclosurePanel className={styles.answer}>
            <RichText html={answer} />
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
