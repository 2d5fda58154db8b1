import { Plural, Trans } from '@lingui/react/macro';
import type { ListsNotice as Notice } from '@machines/lists/lists.types';
import { Button } from '@/ui/Button';
import styles from './Lists.module.css';

function Text({ notice }: { notice: Notice }) {
  switch (notice.kind) {
    case 'created': {
      const { label } = notice;
      return <Trans>The list "{label}" was created.</Trans>;
    }
    case 'renamed': {
      const { label } = notice;
      return <Trans>The list is now called "{label}".</Trans>;
    }
    case 'deleted': {
      const { label } = notice;
      return <Trans>The list "{label}" was deleted.</Trans>;
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
    case 'emptyList': {
      const { label } = notice;
      return <Trans>The list "{label}" has no products to add.</Trans>;
    }
    case 'actionFailed':
      return <Trans>Something went wrong. Please try again later.</Trans>;
  }
}

/** The message after a list action; errors are alerts, the rest polite status text. */
export function ListsNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
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
