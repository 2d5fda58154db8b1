import { Plural, Trans } from '@lingui/react/macro';
import type { ListDetailNotice as Notice } from '@machines/list-detail/list-detail.machine';
import { Button } from '@/ui/Button';
import styles from './Lists.module.css';

function Text({ notice }: { notice: Notice }) {
  switch (notice.kind) {
    case 'removed': {
      const { name } = notice;
      return <Trans>{name} was removed from the list.</Trans>;
    }
    case 'addedToCart': {
      const { count } = notice;
      return (
        <Plural
          value={count}
          one="# product was added to the cart."
          other="# products were added to the cart."
        />
      );
    }
    case 'actionFailed':
      return <Trans>Something went wrong. Please try again later.</Trans>;
  }
}

/** The message after an action on one list. */
export function ListDetailNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div className={styles.notice} role={notice.kind === 'actionFailed' ? 'alert' : 'status'}>
      <p>
        <Text notice={notice} />
      </p>
      <Button size="sm" variant="ghost" onPress={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}
